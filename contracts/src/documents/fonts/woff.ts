/**
 * WOFF 1.0 (W3C) → the TrueType/OpenType file inside it. fontkit reads WOFF itself but
 * inflates a whole table on every access, the glyph table once per glyph a subset takes:
 * most of a document's time. Unwrapped once (DecompressionStream, in browsers and Node
 * alike), a file is read as plain TrueType.
 */

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

interface Table {
  tag: number;
  checksum: number;
  data: Uint8Array;
}

async function inflate(compressed: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([compressed as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export function isWoff(bytes: Uint8Array): boolean {
  return bytes.length >= WOFF_HEADER && bytes[0] === 0x77 && bytes[1] === 0x4f && bytes[2] === 0x46 && bytes[3] === 0x46; // "wOFF"
}

async function readTables(woff: DataView, bytes: Uint8Array): Promise<Table[]> {
  const count = woff.getUint16(12);
  const tables: Table[] = [];
  for (let i = 0; i < count; i++) {
    const entry = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = woff.getUint32(entry + 4);
    const compressedLength = woff.getUint32(entry + 8);
    const length = woff.getUint32(entry + 12);
    const stored = bytes.subarray(offset, offset + compressedLength);
    const data = compressedLength < length ? await inflate(stored) : stored;
    if (data.length !== length) throw new Error('A WOFF table does not unpack to its stated length');
    tables.push({ tag: woff.getUint32(entry), checksum: woff.getUint32(entry + 16), data });
  }
  return tables;
}

/** The font inside a WOFF file; anything else is returned as it is. */
export async function unwrapWoff(bytes: Uint8Array): Promise<Uint8Array> {
  if (!isWoff(bytes)) return bytes;
  const woff = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = await readTables(woff, bytes);
  const padded = (length: number) => (length + 3) & ~3;
  const size = SFNT_HEADER + tables.length * SFNT_ENTRY + tables.reduce((sum, table) => sum + padded(table.data.length), 0);
  const out = new Uint8Array(size);
  const sfnt = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(tables.length));
  sfnt.setUint32(0, woff.getUint32(4)); // the font's own version: TrueType or CFF
  sfnt.setUint16(4, tables.length);
  sfnt.setUint16(6, power * 16);
  sfnt.setUint16(8, Math.log2(power));
  sfnt.setUint16(10, tables.length * 16 - power * 16);
  let offset = SFNT_HEADER + tables.length * SFNT_ENTRY;
  tables.forEach((table, i) => {
    const entry = SFNT_HEADER + i * SFNT_ENTRY;
    sfnt.setUint32(entry, table.tag);
    sfnt.setUint32(entry + 4, table.checksum);
    sfnt.setUint32(entry + 8, offset);
    sfnt.setUint32(entry + 12, table.data.length);
    out.set(table.data, offset);
    offset += padded(table.data.length);
  });
  return out;
}
