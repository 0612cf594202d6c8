import { describe, expect, it } from 'vitest';
import { brandPalette } from './palette.ts';

/** A logo of one opaque colour, as RGBA pixels. */
function logoOf([r, g, b]: [number, number, number]): Uint8Array {
  return new Uint8Array(Array.from({ length: 64 }, () => [r, g, b, 255]).flat());
}

describe('the text colour on a brand colour', () => {
  it('is near-black on a mid orange, where white would read at 3.6:1', () => {
    expect(brandPalette(logoOf([234, 88, 12]))).toMatchObject({ primary: '#ea580c', onPrimary: '#111827' });
  });

  it('is white on navy and on a deep orange', () => {
    expect(brandPalette(logoOf([30, 58, 138])).onPrimary).toBe('#ffffff');
    expect(brandPalette(logoOf([194, 65, 12])).onPrimary).toBe('#ffffff');
  });

  it('is near-black on a light yellow', () => {
    expect(brandPalette(logoOf([250, 204, 21])).onPrimary).toBe('#111827');
  });
});
