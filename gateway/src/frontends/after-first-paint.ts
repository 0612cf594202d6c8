import { createHash } from 'node:crypto';

/**
 * The shell script of a page the gateway drew (issue 11), started once that page has been
 * painted. Named `<script defer>`, a script already at hand (a repeat visit: the service
 * worker answers at once) runs before the first paint and holds the drawn dashboard back
 * by its whole start-up, ~200 ms on a slow phone. The page preloads it in its head, so a
 * first visit fetches it as early as before; this inline script, reading the file from its
 * own `data-shell`, adds it after the next frame (at once in a hidden tab, where frames
 * wait, and in any case within half a second).
 */
const AFTER_FIRST_PAINT = [
  '(function(src){var started=false;',
  'function start(){if(started)return;started=true;var s=document.createElement("script");s.src=src;document.head.appendChild(s)}',
  'if(document.visibilityState==="visible")requestAnimationFrame(function(){setTimeout(start,0)});else start();',
  'setTimeout(start,500)})(document.currentScript.dataset.shell)',
].join('');

/** The Content-Security-Policy source allowing that script and no other inline one. */
export const AFTER_FIRST_PAINT_CSP = `'sha256-${createHash('sha256').update(AFTER_FIRST_PAINT).digest('base64')}'`;

const SHELL_SCRIPT = /<script defer src="(\/main\.[0-9a-f]+\.js)"><\/script>/;

/**
 * The shell's page with its script preloaded in the head and started after the first paint.
 * A page naming no shell script is left as it is.
 */
export function shellScriptAfterFirstPaint(page: string): string {
  const script = SHELL_SCRIPT.exec(page);
  if (!script) return page;
  const src = script[1]!;
  return page
    .replace(script[0], () => `<link rel="preload" as="script" href="${src}">`)
    .replace('</body>', () => `<script data-shell="${src}">${AFTER_FIRST_PAINT}</script></body>`);
}
