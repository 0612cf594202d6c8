import type { Knex, OwnerState } from '@cobber/kit';
import type { Middleware } from 'koa';
import { rememberSignInAddress } from './repository.ts';

/**
 * The owner's sign-in address lives with the gateway; the business service learns it from
 * the signed identity each owner call brings, and keeps the latest, so a notification
 * emailed while the owner is away goes to the address they sign in with.
 */
export function keepSignInAddress(db: Knex): Middleware<OwnerState> {
  return async (ctx, next) => {
    await rememberSignInAddress(db, ctx.state.owner.id, ctx.state.owner.email);
    await next();
  };
}
