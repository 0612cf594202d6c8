import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

/** The brand accent (ui/src/theme.css `--color-accent`), also the page's theme-color. */
export const THEME_COLOR = '#c2410c';
const ACCENT: Rgb = [0xc2, 0x41, 0x0c];
const WHITE: Rgb = [255, 255, 255];

type Rgb = [number, number, number];
type Point = [number, number];

/** Points on an arc of the 24-unit icon grid, angles in degrees (y grows downwards, as in SVG). */
function arc([cx, cy]: Point, radius: number, from: number, to: number, steps = 12): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
  });
}

/** The logo's hammer (lucide's "hammer", ui/src/logo.tsx) as strokes on its 24-unit grid. */
const HAMMER: Point[][] = [
  [[15, 12], ...arc([4.1265, 19.873], 2.1215, 45, 225), [12, 9]],
  [[18, 15], [22, 11]],
  [
    [21.5, 11.5],
    ...arc([21, 8.172], 2, 135, 180),
    ...arc([17, 7.828], 2, 0, -45),
    ...arc([12.5, 9], 6, -45, -90),
    [9, 3],
    ...arc([6, 8.5], 6, -45, 0),
    [12, 10],
    [14, 12],
    ...arc([15.172, 14], 2, -90, -45),
    [18.5, 14.5],
  ],
];
const HALF_STROKE = 1; // lucide's stroke-width 2

function distanceToSegment([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function distanceToHammer(point: Point): number {
  let nearest = Infinity;
  for (const line of HAMMER) {
    for (let i = 1; i < line.length; i++) nearest = Math.min(nearest, distanceToSegment(point, line[i - 1]!, line[i]!));
  }
  return nearest;
}

/** How much of a pixel a shape covers, from the pixel centre's signed distance inside it (px). */
const coverage = (inside: number) => Math.max(0, Math.min(1, inside + 0.5));

/** Distance inside a square of side `size` with corners rounded by `radius` (negative outside). */
function insideRoundedSquare(x: number, y: number, size: number, radius: number): number {
  const qx = Math.abs(x - size / 2) - (size / 2 - radius);
  const qy = Math.abs(y - size / 2) - (size / 2 - radius);
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0);
  return radius - outside;
}

export interface IconShape {
  size: number;
  /** Full-bleed square with the hammer inside the safe zone (a launcher crops it to its own shape). */
  fullBleed: boolean;
  /** The hammer's 24-unit grid as a share of the icon's side. */
  glyph: number;
}

/** The icon's pixels, RGBA, row by row: the orange badge with the white hammer. */
export function drawIcon({ size, fullBleed, glyph }: IconShape): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  const scale = (size * glyph) / 24;
  const offset = (size - size * glyph) / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const [cx, cy] = [x + 0.5, y + 0.5];
      const badge = fullBleed ? 1 : coverage(insideRoundedSquare(cx, cy, size, size * 0.22));
      const hammer = coverage(HALF_STROKE * scale - distanceToHammer([(cx - offset) / scale, (cy - offset) / scale]) * scale);
      const colour = ACCENT.map((channel, i) => Math.round(channel + (WHITE[i]! - channel) * hammer));
      pixels.set([...colour, Math.round(255 * badge)], (y * size + x) * 4);
    }
  }
  return pixels;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An 8-bit RGBA PNG of `pixels` (row by row, no filter). */
export function encodePng(size: number, pixels: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: size }, (_, y) => Buffer.concat([Buffer.from([0]), pixels.subarray(y * size * 4, (y + 1) * size * 4)])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The icons beside the shell's build, by their path there. */
export const ICONS: Record<string, IconShape> = {
  'icons/icon-192.png': { size: 192, fullBleed: false, glyph: 0.6 },
  'icons/icon-512.png': { size: 512, fullBleed: false, glyph: 0.6 },
  // The maskable safe zone is the centre circle of 80% of the side: the glyph's corners reach 71%.
  'icons/icon-maskable-512.png': { size: 512, fullBleed: true, glyph: 0.5 },
  'icons/apple-touch-icon.png': { size: 180, fullBleed: true, glyph: 0.6 },
};

/** The web app manifest: what a phone installs from the home-screen prompt. */
export function appManifest() {
  return {
    id: '/',
    name: 'Cobber',
    short_name: 'Cobber',
    description: 'Quotes, invoices, deposits and receipts for tradies, from a phone.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** Writes the manifest and the icons into the shell's build folder. */
export async function writeAppFiles(shellDist: string): Promise<void> {
  await mkdir(path.join(shellDist, 'icons'), { recursive: true });
  await writeFile(path.join(shellDist, 'manifest.webmanifest'), JSON.stringify(appManifest(), null, 2));
  for (const [file, shape] of Object.entries(ICONS)) {
    await writeFile(path.join(shellDist, file), encodePng(shape.size, drawIcon(shape)));
  }
}
