import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { appManifest, drawIcon, encodePng, ICONS, THEME_COLOR } from './app-icons.ts';

const alpha = (pixels: Buffer, size: number, x: number, y: number) => pixels[(y * size + x) * 4 + 3]!;
const isWhite = (pixels: Buffer, size: number, x: number, y: number) => pixels[(y * size + x) * 4 + 1]! > 200;

describe('the app icons', () => {
  it('keep the maskable icon’s hammer inside the safe zone, its background full-bleed', () => {
    const shape = ICONS['icons/icon-maskable-512.png']!;
    const pixels = drawIcon(shape);
    const { size } = shape;
    let hammer = 0;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        expect(alpha(pixels, size, x, y)).toBe(255);
        if (!isWhite(pixels, size, x, y)) continue;
        hammer++;
        expect(Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2)).toBeLessThan(size * 0.4);
      }
    }
    expect(hammer).toBeGreaterThan(size * size * 0.03);
  });

  it('round the corners of the plain icon and draw the hammer white on the accent', () => {
    const shape = ICONS['icons/icon-192.png']!;
    const pixels = drawIcon(shape);
    expect(alpha(pixels, 192, 0, 0)).toBe(0);
    expect(alpha(pixels, 192, 96, 5)).toBe(255);
    expect([...pixels.subarray(((96 * 192) + 20) * 4, ((96 * 192) + 20) * 4 + 3)]).toEqual([0xc2, 0x41, 0x0c]);
    // On the handle's lower stroke, grid (10.3, 16.7): 38.4 px in, then 4.8 px a grid unit.
    expect(isWhite(pixels, 192, 87, 118)).toBe(true);
  });

  it('encode as PNG of the size the manifest says', () => {
    const png = encodePng(192, drawIcon(ICONS['icons/icon-192.png']!));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([192, 192]);
    const idat = png.subarray(41, 41 + png.readUInt32BE(33));
    expect(inflateSync(idat).length).toBe(192 * (1 + 192 * 4));
  });

  it('are named in the manifest with a maskable one, under the theme colour the page uses', () => {
    const manifest = appManifest();
    expect(manifest.theme_color).toBe(THEME_COLOR);
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', scope: '/', id: '/' });
  });
});
