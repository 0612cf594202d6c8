/**
 * Cobber's orange where a business has no brand colour of its own: orange-700, the darkest
 * that still reads as the brand, 5.2:1 against white either way round (WCAG AA for text).
 * The app's theme (ui/src/theme.css) uses the same value.
 */
export const COBBER_ORANGE = '#c2410c';
