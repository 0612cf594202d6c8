/**
 * The fonts every Cobber document is drawn with:
 * Noto, from the `@fontsource/noto-sans*` packages (SIL Open Font License), in the order
 * they are tried for a character. Each package splits its font into small files by
 * Unicode range (a Chinese font into about a hundred), so a document, and above all a
 * browser on a phone, reads only the files holding the characters it draws.
 */

export interface FontFamily {
  /** The package, `@fontsource/<name>`; its files are named after it. */
  name: string;
  /** The installed package's version, part of the URLs the gateway serves its files at. */
  version: string;
  /** Which of the package's subsets (its `unicode.json` keys) are drawn from, in the order tried. */
  subsets: readonly string[] | 'numbered';
}

/**
 * Latin (every accent, Vietnamese too), Greek and Cyrillic, then Chinese (simplified,
 * traditional), Japanese and Korean: what a document can print. Anything else (emoji,
 * Arabic, Thai, Hebrew, Indic scripts…) is left out (typeface.ts). Vietnamese comes
 * before latin-ext: it holds Đ and every Vietnamese letter in a file a tenth of
 * latin-ext's size. The CJK packages' own Latin subsets are never needed (Noto Sans comes
 * first); their numbered slices are.
 */
export const FONT_FAMILIES: readonly FontFamily[] = [
  { name: 'noto-sans', version: '5.3.0', subsets: ['latin', 'vietnamese', 'latin-ext', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'] },
  { name: 'noto-sans-sc', version: '5.3.0', subsets: 'numbered' },
  { name: 'noto-sans-tc', version: '5.3.0', subsets: 'numbered' },
  { name: 'noto-sans-jp', version: '5.3.0', subsets: 'numbered' },
  { name: 'noto-sans-kr', version: '5.3.0', subsets: 'numbered' },
];

export type FontWeight = 400 | 700;

/** The package's table of subsets and their Unicode ranges. */
export const UNICODE_TABLE = 'unicode.json';

/**
 * A subset's file: `files/noto-sans-sc-118-400-normal.woff` for the slice `[118]`. WOFF,
 * not WOFF2: pdf-lib's fontkit subsets WOFF faithfully but draws WOFF2 glyphs blank.
 */
export function fontFilePath(family: FontFamily, subset: string, weight: FontWeight): string {
  const slice = /^\[(\d+)\]$/.exec(subset)?.[1] ?? subset;
  return `files/${family.name}-${slice}-${weight}-normal.woff`;
}

/** Whether a path is one a family's package serves to documents: its Unicode table or a WOFF file. */
export function isFontFilePath(family: FontFamily, path: string): boolean {
  if (path === UNICODE_TABLE) return true;
  return new RegExp(`^files/${family.name}-[a-z0-9-]+-(400|700)-normal\\.woff$`).test(path);
}
