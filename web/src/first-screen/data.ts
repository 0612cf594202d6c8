import type { DehydratedState } from '@tanstack/react-query';
import type { User } from '@cobber/contracts';

export type { FirstData, FirstLoad } from './first-data.ts';

/**
 * The id of the `<script type="application/json">` a page the gateway drew comes with:
 * what the screen was drawn from. The shell (shell/src/first-screen.ts) reads
 * it and starts its query cache from it instead of asking again.
 */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/** What the page carries: the screen drawn (its path), whose data it is, and the answers as the query cache holds them. */
export interface FirstScreenData {
  path: string;
  owner: User;
  queries: DehydratedState;
}

/** JSON safe inside a script element: no `</script>`, no `<!--`, no line separators JavaScript would choke on. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

// Owner screens the gateway draws on the server for a first visit: each remote's server
// build (dist-server/first-screen.js, ui/federation.js serverBuild) exports a FirstScreens
// made from its routes, and the gateway asks each built one whether it draws the path,
// then puts the result into the shell's index.html.

/**
 * A GET of the owner's API (`/api/…`), sent by the gateway to the service that owns the
 * path, as the signed-in owner and within the first screen's deadline: the service's
 * answer as it is. A late answer throws, and the owner gets the plain page.
 */
export type AskAsOwner = (path: string, init: RequestInit) => Promise<Response>;

/** The parts the gateway puts into the shell's index.html. */
export interface DrawnScreen {
  /** The CSS the markup needs beyond the shell's own. */
  css: string;
  /** What goes inside `#root`: the same markup the app draws at this path. */
  markup: string;
  /** The `<script type="application/json">` the app starts its query cache from. */
  dataScript: string;
}

/** What a remote's server build exports. */
export interface FirstScreens {
  /** Every path this remote draws (the service worker keeps the last drawn page of each, scripts/service-worker-first-screen.js). */
  drawnPaths: readonly RegExp[];
  /**
   * The screen at `path` drawn for `owner`: undefined when this remote does not draw that
   * path, null when it does but has nothing to draw (a record not found, no business yet).
   */
  drawFirstScreen(path: string, owner: User, ask: AskAsOwner): Promise<DrawnScreen | null> | undefined;
}
