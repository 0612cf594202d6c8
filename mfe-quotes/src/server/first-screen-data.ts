import type { DehydratedState } from '@tanstack/react-query';
import type { User } from '@cobber/contracts';

/**
 * The id of the `<script type="application/json">` that carries what the server-rendered
 * dashboard was drawn from (issue 11); the shell (shell/src/first-screen.ts) reads it by
 * this id and starts its query cache from it instead of asking again.
 */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/** What the page carries: whose data it is, and the answers as the query cache holds them. */
export interface FirstScreenData {
  owner: User;
  queries: DehydratedState;
}

/** JSON safe inside a script element: no `</script>`, no `<!--`, no line separators JavaScript would choke on. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
