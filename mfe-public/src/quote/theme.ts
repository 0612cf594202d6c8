import type { CSSProperties } from 'react';
import type { BrandColors } from '@cobber/contracts';
// The brand alone, not the contracts' index: the public page is kept small.
import { COBBER_ORANGE } from '@cobber/contracts/brand';

/** Cobber's orange, for a business without brand colours. */
export const FALLBACK_BRAND = { primary: COBBER_ORANGE, onPrimary: '#ffffff', background: '#fff7ed' } as const;

/** The business's brand colours as the CSS variables the page's classes read. */
export function brandTheme(colors: BrandColors | null): CSSProperties {
  return {
    '--brand': colors?.primary ?? FALLBACK_BRAND.primary,
    '--brand-on': colors?.onPrimary ?? FALLBACK_BRAND.onPrimary,
    '--brand-tint': colors?.background ?? FALLBACK_BRAND.background,
  } as CSSProperties;
}
