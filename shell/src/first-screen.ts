import { useLayoutEffect } from 'react';
import type { User } from '@cobber/contracts';
import { FIRST_SCREEN_DATA_ID, type FirstScreenData } from '@cobber/ui/first-screen';
import { useLocation } from '@cobber/ui/router';

let data: FirstScreenData | null = null;
/** While the server's screen is on screen: it, and the hidden element the app starts in. */
let shown: { drawn: HTMLElement; app: HTMLElement } | null = null;

function readData(): FirstScreenData | null {
  const block = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as FirstScreenData;
  } catch {
    return null;
  }
}

/**
 * Where the app renders (issue 11). When the gateway drew a screen into #root, that
 * stays on screen and the app starts in a hidden twin beside it: createRoot would
 * otherwise replace it with a spinner at its first commit. showApp() swaps them.
 */
export function appContainer(): HTMLElement {
  const root = document.getElementById('root')!;
  data = readData();
  if (!data || !root.firstElementChild) return root;
  const app = document.createElement('div');
  app.hidden = true;
  root.after(app);
  shown = { drawn: root, app };
  return app;
}

/**
 * The elements tapped on the drawn screen since it was painted, as the page's own script
 * notes them (gateway/src/frontends/drawn-page-script.ts). A link works as it is (a page
 * load); a tap on anything else (a filter, a card, a button) is for the app's same element.
 */
function tapsOn(drawn: HTMLElement): number[][] {
  const tapped = (window as { cobberFirstTaps?: unknown[] }).cobberFirstTaps ?? [];
  return tapped
    .filter((target): target is Element => target instanceof Element && drawn.contains(target) && !target.closest('a'))
    .map((target) => pathOf(target, drawn));
}

/**
 * The answers the server's screen was drawn from, when they are this owner's. A page
 * drawn for someone else is taken off the screen at once.
 */
export function firstScreenData(owner: User): FirstScreenData | null {
  if (!data) return null;
  if (data.owner.id === owner.id) return data;
  showApp(false);
  return null;
}

/**
 * The app's own screen is ready: it takes the server's place in one step, with nothing
 * between, and when it is the same screen it gets what the owner did meanwhile: text
 * typed, the field they were in, taps.
 */
function showApp(sameScreen: boolean): void {
  if (!shown) return;
  const { drawn, app } = shown;
  shown = null;
  const taps = tapsOn(drawn);
  const typed = [...drawn.querySelectorAll('input')].filter((input) => input.value !== input.defaultValue);
  const typedInto = typed.map((input) => ({ path: pathOf(input, drawn), value: input.value }));
  const focused = document.activeElement && drawn.contains(document.activeElement) ? pathOf(document.activeElement, drawn) : null;
  drawn.remove();
  document.getElementById(FIRST_SCREEN_DATA_ID)?.remove();
  app.id = 'root';
  app.hidden = false;
  // Any other screen (signed out meanwhile, say) has other elements at those places.
  if (!sameScreen) return;
  if (focused) (elementAt(focused, app) as HTMLElement | null)?.focus();
  // After this commit: React takes these as the owner's own input.
  setTimeout(() => {
    for (const { path, value } of typedInto) typeInto(elementAt(path, app), value);
    for (const path of taps) (elementAt(path, app) as HTMLElement | null)?.click();
  });
}

/** Where an element sits under `root`, as child indexes: the app draws the same markup, so the same path finds its twin. */
function pathOf(element: Element, root: Element): number[] {
  const path: number[] = [];
  for (let at: Element = element; at !== root && at.parentElement; at = at.parentElement) {
    path.unshift([...at.parentElement.children].indexOf(at));
  }
  return path;
}

function elementAt(path: number[], root: Element): Element | null {
  let at: Element | undefined = root;
  for (const index of path) at = at?.children[index];
  return at ?? null;
}

/** Sets a field's text the way typing does, so React's onChange sees it. */
function typeInto(element: Element | null, value: string): void {
  if (!(element instanceof HTMLInputElement)) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Rendered beside a screen's content: once that has committed, the app is shown in the
 * server's place, with what the owner did meanwhile when it is an owner's screen
 * (`ownerScreen`) at the path the server drew.
 */
export function FirstScreenReady({ ownerScreen = false }: { ownerScreen?: boolean }) {
  const sameScreen = useLocation().pathname === data?.path && ownerScreen;
  useLayoutEffect(() => {
    showApp(sameScreen);
  }, [sameScreen]);
  return null;
}
