import type { BrandColors } from '@cobber/contracts';

type Rgb = [number, number, number];

interface Swatch {
  rgb: Rgb;
  count: number;
  hue: number;
  saturation: number;
  lightness: number;
}

function hsl([r, g, b]: Rgb): { hue: number; saturation: number; lightness: number } {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const lightness = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { hue: 0, saturation: 0, lightness };
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  const hue =
    max === rn ? 60 * (((gn - bn) / delta) % 6) : max === gn ? 60 * ((bn - rn) / delta + 2) : 60 * ((rn - gn) / delta + 4);
  return { hue: (hue + 360) % 360, saturation, lightness };
}

const hex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

/** WCAG relative luminance, to choose readable text on a colour. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const INK: Rgb = [17, 24, 39];

/**
 * White or near-black text, whichever has the higher WCAG contrast on `rgb`: one of the
 * two always reaches 4.5:1. A luminance cut at 0.45 gave white on mid tones,
 * 3.6:1 on an orange like Cobber's old #ea580c.
 */
function readableOn(rgb: Rgb): string {
  const onWhite = 1.05 / (luminance(rgb) + 0.05);
  const onInk = (luminance(rgb) + 0.05) / (luminance(INK) + 0.05);
  return onInk > onWhite ? hex(INK) : '#ffffff';
}

const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));
const isChromatic = (s: Swatch) => s.saturation > 0.2 && s.lightness > 0.12 && s.lightness < 0.9;

/** Groups pixels (RGBA, transparent ones skipped) into swatches, most frequent first. */
function swatches(pixels: Uint8Array | Buffer): Swatch[] {
  const buckets = new Map<number, { sum: Rgb; count: number }>();
  for (let i = 0; i + 3 < pixels.length; i += 4) {
    if (pixels[i + 3]! < 128) continue;
    const [r, g, b] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const bucket = buckets.get(key) ?? { sum: [0, 0, 0] as Rgb, count: 0 };
    bucket.sum[0] += r;
    bucket.sum[1] += g;
    bucket.sum[2] += b;
    bucket.count++;
    buckets.set(key, bucket);
  }
  return [...buckets.values()]
    .map(({ sum, count }) => {
      const rgb: Rgb = [sum[0] / count, sum[1] / count, sum[2] / count];
      return { rgb, count, ...hsl(rgb) };
    })
    .sort((a, b) => b.count - a.count);
}

const FALLBACK_PRIMARY: Rgb = [194, 65, 12]; // Cobber orange (the accent), when a logo has no colour

/**
 * Named colour roles for a business's public pages and PDFs, from its logo's pixels:
 * primary (the most used real colour), secondary and accent (other hues), plus
 * readable text, a light background tint and the text colour to put on primary.
 */
export function brandPalette(pixels: Uint8Array | Buffer): BrandColors {
  const all = swatches(pixels);
  const chromatic = all.filter(isChromatic);
  const primary = chromatic[0] ?? all.find((s) => s.lightness > 0.08 && s.lightness < 0.92) ?? null;
  const primaryRgb = primary?.rgb ?? FALLBACK_PRIMARY;
  const primaryHue = primary?.hue ?? hsl(FALLBACK_PRIMARY).hue;
  const secondary = chromatic.find((s) => hueDistance(s.hue, primaryHue) > 30);
  const accent = [...chromatic].sort((a, b) => b.saturation - a.saturation).find((s) => s !== primary) ?? secondary;
  const darkest = [...all].sort((a, b) => a.lightness - b.lightness)[0];
  const text: Rgb = darkest && darkest.lightness < 0.3 ? darkest.rgb : [31, 41, 55];
  return {
    primary: hex(primaryRgb),
    secondary: hex(secondary?.rgb ?? mix(primaryRgb, [0, 0, 0], 0.35)),
    accent: hex(accent?.rgb ?? mix(primaryRgb, [255, 255, 255], 0.35)),
    text: hex(text),
    background: hex(mix(primaryRgb, [255, 255, 255], 0.92)),
    onPrimary: readableOn(primaryRgb),
  };
}
