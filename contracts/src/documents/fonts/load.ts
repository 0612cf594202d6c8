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

/**
 * Unwrapped font files, by the `FontFiles` they were read through and their path: a
 * worker process reads and unwraps each file once, however many documents it makes.
 */
const unwrapped = new WeakMap<FontFiles, Map<string, Promise<Uint8Array>>>();

function readFont(files: FontFiles, family: FontFamily, path: string): Promise<Uint8Array> {
  let byPath = unwrapped.get(files);
  if (!byPath) unwrapped.set(files, (byPath = new Map()));
  const key = `${family.name}/${path}`;
  let font = byPath.get(key);
  if (!font) {
    font = files.read(family, path).then(unwrapWoff);
    byPath.set(key, font);
    font.catch(() => byPath.delete(key));
  }
  return font;
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

/** The subsets of a family holding any of these characters. */
function subsetsFor(table: SubsetTable, characters: ReadonlySet<number>): string[] {
  const subsets = new Set<string>();
  for (const codePoint of characters) {
    const subset = table.subsetOf(codePoint);
    if (subset) subsets.add(subset);
  }
  return [...subsets];
}

/** Embeds a family's files for these subsets in one weight. */
async function embed(pdf: PDFDocument, files: FontFiles, family: FontFamily, subsets: readonly string[], weight: FontWeight): Promise<PDFFont[]> {
  const bytes = await Promise.all(subsets.map((subset) => readFont(files, family, fontFilePath(family, subset, weight))));
  const fonts: PDFFont[] = [];
  for (const file of bytes) fonts.push(await pdf.embedFont(file, { subset: true, features: NO_FEATURES }));
  return fonts;
}

/** The characters of `wanted` that none of `fonts` has. */
function stillMissing(wanted: ReadonlySet<number>, fonts: readonly PDFFont[]): Set<number> {
  const found = new Typeface(fonts);
  return new Set([...wanted].filter((codePoint) => !found.fontFor(codePoint)));
}

/** What a document draws: all its text, and the part of it drawn bold (names, titles, labels). */
export interface DocumentText {
  all: string;
  bold: string;
}

/**
 * Embeds the regular files holding the characters of all the text and the bold files
 * holding those of the bold text (a browser fetches no bold file a name never needs);
 * returns the two typefaces.
 */
export async function loadTypefaces(pdf: PDFDocument, files: FontFiles, text: DocumentText): Promise<Typefaces> {
  pdf.registerFontkit(fontkit);
  const regular: PDFFont[] = [];
  const bold: PDFFont[] = [];
  let missing = { regular: characters(` ${text.all}`), bold: characters(` ${text.bold}`) };
  for (const family of FONT_FAMILIES) {
    if (missing.regular.size + missing.bold.size === 0) break;
    const table = await subsetTable(files, family);
    const [regulars, bolds] = await Promise.all([
      embed(pdf, files, family, subsetsFor(table, missing.regular), 400),
      embed(pdf, files, family, subsetsFor(table, missing.bold), 700),
    ]);
    regular.push(...regulars);
    bold.push(...bolds);
    missing = { regular: stillMissing(missing.regular, regulars), bold: stillMissing(missing.bold, bolds) };
  }
  // Bold text the bold files lack (or text drawn bold that was not said to be) is drawn regular, never left out.
  return { regular: new Typeface(regular), bold: new Typeface([...bold, ...regular]) };
}
