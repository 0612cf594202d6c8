/**
 * A font package's `unicode.json`: each subset's CSS `unicode-range`
 * (`"U+0000-00FF,U+0131,…"`), turned into something a character can be looked up in.
 */
import type { FontFamily } from './families.ts';

type Range = readonly [first: number, last: number];

/** `"U+0000-00FF,U+0131"` → sorted `[first, last]` pairs. */
export function parseUnicodeRange(css: string): Range[] {
  const ranges: Range[] = [];
  for (const part of css.split(',')) {
    const match = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match) continue;
    const first = parseInt(match[1]!, 16);
    ranges.push([first, match[2] ? parseInt(match[2], 16) : first]);
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

function inRanges(ranges: readonly Range[], codePoint: number): boolean {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [first, last] = ranges[middle]!;
    if (codePoint < first) high = middle - 1;
    else if (codePoint > last) low = middle + 1;
    else return true;
  }
  return false;
}

/** The subsets of one family a document may draw from, in the order they are tried. */
export class SubsetTable {
  readonly #subsets: ReadonlyArray<{ name: string; ranges: readonly Range[] }>;

  constructor(family: FontFamily, table: Record<string, string>) {
    const names = family.subsets === 'numbered' ? Object.keys(table).filter((name) => /^\[\d+\]$/.test(name)) : family.subsets.filter((name) => name in table);
    this.#subsets = names.map((name) => ({ name, ranges: parseUnicodeRange(table[name]!) }));
  }

  /** The first subset whose range holds the character, if any. */
  subsetOf(codePoint: number): string | undefined {
    return this.#subsets.find((subset) => inRanges(subset.ranges, codePoint))?.name;
  }
}
