import type { RouterContext } from '@koa/router';
import type { OwnerState } from './identity.ts';
import type { BodyState } from './validate.ts';

/**
 * What an owner route's handler is given (routes → handlers → service →
 * repository): the signed-in owner, the path's params and, after `validateBody`, the body.
 */
export type OwnerContext<Body = undefined> = RouterContext<OwnerState & BodyState<Body>>;

/** What a signed-out route's handler is given: the path's params and, after `validateBody`, the body. */
export type PublicContext<Body = undefined> = RouterContext<BodyState<Body>>;
