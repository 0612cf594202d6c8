/**
 * Images made in the test (no image files in the repository): a blank one as a signature pad
 * exports, hostile uploads (huge PNGs, SVGs of costly filters), and a way to measure what they
 * cost the process.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** A transparent RGBA PNG of the given size, as the signature pad exports one. */
export function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((width * 4 + 1) * height))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A greyscale PNG whose every row is `row` (one byte per pixel, or bits packed at
 * `bitDepth` 1): tiny on disk, `width × height` pixels when decoded.
 */
export function greyPng(width: number, height: number, { bitDepth = 8 }: { bitDepth?: 1 | 8 } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([bitDepth, 0, 0, 0, 0], 8);
  const rowBytes = bitDepth === 1 ? Math.ceil(width / 8) : width;
  const row = Buffer.alloc(rowBytes + 1);
  for (let x = 1; x <= rowBytes; x++) row[x] = bitDepth === 1 ? 0xaa : (x * 7) & 0xff;
  const pixels = Buffer.alloc(row.length * height);
  for (let y = 0; y < height; y++) row.copy(pixels, y * row.length);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 100×100 SVG holding a 20000×20000 PNG as a `data:` link (main decoded it whole: 4 GB). */
export function svgHoldingAHugePng(): string {
  const png = greyPng(20_000, 20_000, { bitDepth: 1 }).toString('base64');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><image width="100" height="100" href="data:image/png;base64,${png}"/></svg>`;
}

/** A 3 KB SVG of 50 blurred shapes (main took 9.6 s to rasterise one, on all four threadpool threads at once for four). */
export function svgOfBlurredShapes(shapes = 50): string {
  const circles = Array.from({ length: shapes }, (_, i) => `<circle cx="${(i * 37) % 1000}" cy="${(i * 53) % 1000}" r="400" filter="url(#b)"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><filter id="b"><feGaussianBlur stdDeviation="200"/></filter>${circles.join('')}</svg>`;
}

/**
 * An SVG that passes every check (plain circles, 100 KB) but takes librsvg far longer
 * than a logo should: 1,000 circles of dashes a hundredth of a pixel long.
 */
export function svgOfFineDashes(): string {
  const circles = Array.from({ length: 1_000 }, (_, i) => `<circle cx="500" cy="500" r="${i / 2 + 1}" fill="none" stroke="#123" stroke-dasharray="0.01 0.01"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000">${circles.join('')}</svg>`;
}

/** Resident memory of a process and all its descendants (Linux /proc), in bytes. */
function processTreeRss(root = process.pid): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      // gone meanwhile
    }
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** The highest `processTreeRss` seen every 25 ms while `during` runs. */
export async function peakRssDuring<T>(during: Promise<T>): Promise<{ result: T; peakBytes: number }> {
  let peakBytes = processTreeRss();
  const sampler = setInterval(() => (peakBytes = Math.max(peakBytes, processTreeRss())), 25);
  try {
    const result = await during;
    return { result, peakBytes: Math.max(peakBytes, processTreeRss()) };
  } finally {
    clearInterval(sampler);
  }
}
