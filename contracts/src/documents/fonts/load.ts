/**
 * Loads and embeds the Noto files a document's text needs, as subsets (only the glyphs
 * drawn go into the PDF: a Chinese name costs kilobytes, not the font's megabytes).
 * Families are tried in order (families.ts): only characters the earlier ones lack are
 * looked up in the next, so a Latin-only invoice reads Noto Sans's table and two small
 * files, and a browser fetches nothing more.
 */
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { FONT_FAMILIES, type FontFamily, fontFilePath, type FontWeight } from './families.ts';
import { type FontFiles, readUnicodeTable } from './files.ts';
import { isNeverDrawn, Typeface } from './typeface.ts';
import { SubsetTable } from './unicode-ranges.ts';
import { unwrapWoff } from './woff.ts';

export interface Typefaces {
  regular: Typeface;
  bold: Typeface;
}

/** Parsed tables, by the `FontFiles` they were read through (one per process or page). */
const tables = new WeakMap<FontFiles, Map<string, Promise<SubsetTable>>>();

function subsetTable(files: FontFiles, family: FontFamily): Promise<SubsetTable> {
  let byFamily = tables.get(files);
  if (!byFamily) tables.set(files, (byFamily = new Map()));
  let table = byFamily.get(family.name);
  if (!table) {
    table = readUnicodeTable(files, family).then((json) => new SubsetTable(family, json));
    byFamily.set(family.name, table);
    table.catch(() => byFamily.delete(family.name));
  }
  return table;
}

/** Unwrapped files, by the bytes a `FontFiles` handed out (each keeps and hands out the same bytes again). */
const unwrapped = new WeakMap<Uint8Array, Promise<Uint8Array>>();

function readFont(files: FontFiles, family: FontFamily, path: string): Promise<Uint8Array> {
  return files.read(family, path).then((bytes) => {
    let font = unwrapped.get(bytes);
    if (!font) unwrapped.set(bytes, (font = unwrapWoff(bytes)));
    return font;
  });
}

/** The characters a document may draw, composed as they will be (NFC); never the ones left out whatever the fonts hold. */
function characters(text: string): Set<number> {
  const wanted = new Set<number>();
  for (const character of text.normalize('NFC')) if (!isNeverDrawn(character)) wanted.add(character.codePointAt(0)!);
  return wanted;
}

/**
 * fontkit's default OpenType features, all off. Substitutions (ligatures, contextual
 * forms) would make a line drawn differ from the sum of its characters, which is how
 * typeface.ts measures; positioning (kerning, marks) pdf-lib does not draw anyway, and
 * working it out was most of the time a long document took.
 */
const NO_FEATURES = Object.fromEntries(
  ['rvrn', 'ltra', 'ltrm', 'frac', 'numr', 'dnom', 'ccmp', 'locl', 'rlig', 'mark', 'mkmk', 'calt', 'clig', 'liga', 'rclt', 'curs', 'kern'].map((tag) => [tag, false]),
);

/** Embeds a family's files for these subsets in both weights, regular first. */
async function embed(pdf: PDFDocument, files: FontFiles, family: FontFamily, subsets: readonly string[]): Promise<Record<'regular' | 'bold', PDFFont[]>> {
  const read = (weight: FontWeight) => Promise.all(subsets.map((subset) => readFont(files, family, fontFilePath(family, subset, weight))));
  const [regular, bold] = await Promise.all([read(400), read(700)]);
  const fonts = { regular: [] as PDFFont[], bold: [] as PDFFont[] };
  for (const file of regular) fonts.regular.push(await pdf.embedFont(file, { subset: true, features: NO_FEATURES }));
  for (const file of bold) fonts.bold.push(await pdf.embedFont(file, { subset: true, features: NO_FEATURES }));
  return fonts;
}

/** Embeds, in both weights, the files holding the characters of `text`; returns the two typefaces. */
export async function loadTypefaces(pdf: PDFDocument, files: FontFiles, text: string): Promise<Typefaces> {
  pdf.registerFontkit(fontkit);
  const regular: PDFFont[] = [];
  const bold: PDFFont[] = [];
  let missing = characters(` ${text}`);
  for (const family of FONT_FAMILIES) {
    if (missing.size === 0) break;
    const table = await subsetTable(files, family);
    const subsets = new Set<string>();
    for (const codePoint of missing) {
      const subset = table.subsetOf(codePoint);
      if (subset) subsets.add(subset);
    }
    if (subsets.size === 0) continue;
    const embedded = await embed(pdf, files, family, [...subsets]);
    regular.push(...embedded.regular);
    bold.push(...embedded.bold);
    const found = new Typeface(embedded.regular);
    missing = new Set([...missing].filter((codePoint) => !found.fontFor(codePoint)));
  }
  // A character missing from a bold file is drawn in the regular weight rather than left out.
  return { regular: new Typeface(regular), bold: new Typeface([...bold, ...regular]) };
}
