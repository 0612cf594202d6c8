import { useLayoutEffect } from 'react';
import type { User } from '@cobber/contracts';
import { FIRST_SCREEN_DATA_ID, type FirstScreenData } from '@cobber/web/first-screen';
import { useLocation } from '@cobber/ui/router';

let data: FirstScreenData | null = null;
/** The page is the copy the phone kept (the service worker marks it), not one drawn just now. */
let kept = false;
/** While the server's screen is on screen: it, and the hidden element the app starts in. */
let shown: { drawn: HTMLElement; app: HTMLElement } | null = null;

function readData(): FirstScreenData | null {
  const block = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!block?.textContent) return null;
  kept = block.hasAttribute('data-kept');
  try {
    return JSON.parse(block.textContent) as FirstScreenData;
  } catch {
    return null;
  }
}

/**
 * Where the app renders. When the gateway drew a screen into #root, that
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
function tapsOn(drawn: HTMLElement): Twin[] {
  const tapped = (window as { cobberFirstTaps?: unknown[] }).cobberFirstTaps ?? [];
  return tapped
    .filter((target): target is Element => target instanceof Element && drawn.contains(target) && !target.closest('a'))
    .map((target) => twinOf(target, drawn));
}

/**
 * The answers the server's screen was drawn from, when they are this owner's, and whether
 * they come from a page the phone kept (so may be old). A page drawn for someone else is
 * taken off the screen at once.
 */
export function firstScreenData(owner: User): { drawn: FirstScreenData; kept: boolean } | null {
  if (!data) return null;
  if (data.owner.id === owner.id) return { drawn: data, kept };
  showApp(false);
  return null;
}

/**
 * The app's own screen is ready: it takes the server's place in one step, with nothing
 * between, and when it is the same screen it gets what the owner did meanwhile: text
 * typed and options chosen, the field they were in, taps.
 */
function showApp(sameScreen: boolean): void {
  if (!shown) return;
  const { drawn, app } = shown;
  shown = null;
  const taps = tapsOn(drawn);
  const typedInto = [...drawn.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')]
    .filter(changed)
    .map((field) => ({ twin: twinOf(field, drawn), value: field.value }));
  const focused = document.activeElement && drawn.contains(document.activeElement) ? twinOf(document.activeElement, drawn) : null;
  drawn.remove();
  document.getElementById(FIRST_SCREEN_DATA_ID)?.remove();
  app.id = 'root';
  app.hidden = false;
  // Any other screen (signed out meanwhile, say) has other elements at those places.
  if (!sameScreen) return;
  if (focused) twinIn(focused, app)?.focus();
  // After this commit, one at a time, in the order done: React takes these as the owner's
  // own input, each drawn before the next (a switch tapped, then Save, saves it switched).
  const steps = [...typedInto.map(({ twin, value }) => () => typeInto(twinIn(twin, app), value)), ...taps.map((twin) => () => twinIn(twin, app)?.click())];
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) setTimeout(next);
  };
  setTimeout(next);
}

/** What a tap or a field is aimed at: the control itself, not the icon or words inside it. */
const CONTROL = 'button, a, input, select, textarea, label, summary, [role], [tabindex]';

/**
 * An element of the drawn screen as the app's screen will have it: what it is (tag, role,
 * type, name, label, words) and which of the elements alike it is. Not its place in the
 * tree: a part the app fills in later (a list arriving, a lazy card) moves places, not this.
 */
interface Twin {
  kind: string;
  nth: number;
}

function kindOf(element: Element): string {
  const words = element.matches('button, a, label, summary, [role]') ? (element.textContent ?? '').trim().slice(0, 80) : '';
  return [element.tagName, ...['role', 'type', 'name', 'aria-label', 'placeholder'].map((name) => element.getAttribute(name) ?? ''), words].join('|');
}

function alike(kind: string, root: Element): Element[] {
  return [...root.querySelectorAll(kind.slice(0, kind.indexOf('|')))].filter((element) => kindOf(element) === kind);
}

function twinOf(element: Element, root: Element): Twin {
  const control = element.closest(CONTROL);
  const aimed = control && root.contains(control) ? control : element;
  const kind = kindOf(aimed);
  return { kind, nth: alike(kind, root).indexOf(aimed) };
}

function twinIn({ kind, nth }: Twin, root: Element): HTMLElement | null {
  const found = alike(kind, root)[nth];
  return found instanceof HTMLElement ? found : null;
}

/**
 * A field the owner changed on the drawn page: text typed, an option chosen. A box ticked
 * is not: its tap is passed on, and ticks it in the app.
 */
function changed(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return false;
  return field.value !== field.defaultValue;
}

/** Sets a field's value the way typing or choosing does, so React's onChange sees it. */
function typeInto(element: Element | null, value: string): void {
  for (const kind of [HTMLInputElement, HTMLTextAreaElement, HTMLSelectElement]) {
    if (!(element instanceof kind)) continue;
    Object.getOwnPropertyDescriptor(kind.prototype, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event(kind === HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    return;
  }
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
