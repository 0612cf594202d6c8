import type { User } from '@cobber/contracts';
import { apiPath } from '@cobber/web';

/** The auth request gives up after 10 s. */
export const AUTH_TIMEOUT_MS = 10_000;

/**
 * Who is signed in: a 200 with the user means signed in; a 401, any other
 * answer, a bad body or the time-out means signed out. With no connection at all, the
 * owner whose copy this phone saved reads it offline; a 401 forgets that copy,
 * so a signed-out phone shows the login page offline, not the last owner's data.
 */
export async function fetchSignedInUser(): Promise<User | null> {
  let response: Response;
  try {
    response = await fetch(apiPath('GET /api/auth/user'), {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(AUTH_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      console.warn('Auth request timed out');
      return null;
    }
    return (await import('@cobber/web/saved-copy')).savedOwner();
  }
  if (response.status === 401) void import('@cobber/web/saved-copy').then(({ forgetSavedCopy }) => forgetSavedCopy());
  if (!response.ok) return null;
  return asUser(await response.json().catch(() => null));
}

// Checked by hand rather than with the contracts' zod schema: zod would be the largest
// download of the signed-out login page, and these three strings are all there is.
function asUser(body: unknown): User | null {
  if (typeof body !== 'object' || body === null) return null;
  const { id, email, firstName } = body as Record<string, unknown>;
  if (typeof id !== 'string' || typeof email !== 'string' || typeof firstName !== 'string') return null;
  return { id, email, firstName };
}
