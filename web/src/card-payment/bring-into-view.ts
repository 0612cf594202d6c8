/**
 * Scrolls `element` into view and puts the cursor in `focus` (the card form and
 * the client's deposit panel opened below the fold, on a phone). `start` puts the element
 * at the top; `nearest` scrolls only as far as it takes to show it whole, keeping what is
 * above it in view. The element's CSS `scroll-margin` keeps it clear of a sticky header or
 * a bottom bar; the scroll is smooth, so the client sees where the page went, unless they
 * asked for less motion.
 */
export function bringIntoView(element: HTMLElement | null, focus?: HTMLElement | null, block: 'start' | 'nearest' = 'start'): void {
  if (!element) return;
  const lessMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block, behavior: lessMotion ? 'instant' : 'smooth' });
  focus?.focus({ preventScroll: true });
}
