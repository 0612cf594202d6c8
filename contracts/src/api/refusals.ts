import { pathParams } from './paths.ts';
import type { ApiRoute } from './routes.ts';

/** The ways a call is refused, each a status with the one error body. */
export type RefusalStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

export const REFUSAL_MEANINGS: Record<RefusalStatus, string> = {
  400: 'Bad input: each field at fault is named under error.fields, with what is wrong',
  401: 'Not signed in, or the session has ended',
  402: 'The card was declined: the message says why',
  403: "A call that changes something with the session cookie but without the app's own Origin; or a send asked of an owner who has not confirmed their email",
  404: "No such record, or another owner's",
  409: 'The record is not in a state that allows it (sent, paid, accepted…), or one like it exists already',
  413: 'The body is larger than this call takes',
  415: 'The body is not of a type this call takes',
  429: 'Too many calls: wait as Retry-After says, then try again',
  503: 'Unavailable for now (the database is away): try again as Retry-After says',
};

/**
 * How a route can be refused, from what it is: any call can be malformed (400) or come
 * while the database is away (503); an owner's needs a session (401); a change needs the
 * app's Origin (403); an id may name nothing of the owner's (404) or, for a change, a
 * record in another state (409); a body can be too large (413) or of another type (415);
 * signed-out calls and sign-ins are limited per address (429). The route table adds what
 * its shape does not show (`refuses`).
 */
export function refusalsOf(route: ApiRoute): RefusalStatus[] {
  const changes = route.method !== 'GET';
  const names = pathParams(route.path).length > 0;
  const statuses = new Set<RefusalStatus>([400, 503, ...(route.refuses ?? [])]);
  if (route.access === 'owner') statuses.add(401);
  if (changes) statuses.add(403);
  if (names) statuses.add(404);
  if (changes && names) statuses.add(409);
  if (route.body || route.upload) {
    statuses.add(413);
    statuses.add(415);
  }
  if (route.access === 'public' || route.form) statuses.add(429);
  return [...statuses].toSorted((a, b) => a - b);
}
