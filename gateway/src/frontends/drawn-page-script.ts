import { createHash } from 'node:crypto';

/**
 * The one inline script of a page the gateway drew, at the end of its body.
 *
 * It notes every tap on the drawn screen from its first paint (`window.cobberFirstTaps`,
 * the elements tapped), which the shell passes on to its own screen once that takes over
 * (shell/src/first-screen.ts): a tap before the app runs is not lost. A form's button
 * tapped then does not submit the drawn form as a plain page would (a reload with the
 * fields in the address): its tap is the app's form's to submit.
 *
 * It starts the shell's script once the page has been painted. Named `<script defer>`, a
 * script already at hand (a repeat visit: the service worker answers at once) runs before
 * the first paint and holds the drawn screen back by its whole start-up, ~200 ms on a slow
 * phone. The page preloads it in its head, so a first visit fetches it as early as before;
 * this script, reading the file from its own `data-shell`, adds it after the next frame (at
 * once in a hidden tab, where frames wait, and in any case within half a second).
 */
const DRAWN_PAGE_SCRIPT = [
  '(function(src){var taps=window.cobberFirstTaps=[];var root=document.getElementById("root");',
  'root.addEventListener("click",function(e){taps.push(e.target)},true);',
  'root.addEventListener("submit",function(e){e.preventDefault()},true);',
  'var started=false;',
  'function start(){if(started)return;started=true;var s=document.createElement("script");s.src=src;document.head.appendChild(s)}',
  'if(document.visibilityState==="visible")requestAnimationFrame(function(){setTimeout(start,0)});else start();',
  'setTimeout(start,500)})(document.currentScript.dataset.shell)',
].join('');

/** The Content-Security-Policy source allowing that script and no other inline one. */
export const DRAWN_PAGE_SCRIPT_CSP = `'sha256-${createHash('sha256').update(DRAWN_PAGE_SCRIPT).digest('base64')}'`;

const SHELL_SCRIPT = /<script defer src="(\/main\.[0-9a-f]+\.js)"><\/script>/;

/**
 * The shell's page with its script preloaded in the head and started by the drawn page's
 * script. A page naming no shell script is left as it is.
 */
export function withDrawnPageScript(page: string): string {
  const script = SHELL_SCRIPT.exec(page);
  if (!script) return page;
  const src = script[1]!;
  return page
    .replace(script[0], () => `<link rel="preload" as="script" href="${src}">`)
    .replace('</body>', () => `<script data-shell="${src}">${DRAWN_PAGE_SCRIPT}</script></body>`);
}
