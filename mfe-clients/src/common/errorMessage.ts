import { ApiError } from '@cobber/web';

/** What a failure toast says: the server's own message when it sent one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error && error.message ? error.message : fallback;
}
