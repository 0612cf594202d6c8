import type { TextMeasure } from './fonts/typeface.ts';

/**
 * Breaks text into lines no wider than `width`; newlines in the text are kept, long words
 * split. Linear in the text's length: a word too long for a line is cut where the sum of
 * its characters' widths says (each width measured once), then checked against the real
 * measure, so a 2,000-character word costs a few thousand measurements, not millions.
 */
export function wrapText(text: string, font: TextMeasure, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  // Split before `printable`, which turns a line break into a space.
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of font.printable(paragraph).split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      const pieces = fits(word) ? [word] : splitWord(word, font, size, width);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1)!;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Cuts a word wider than `width` into pieces that each fit, every piece as long as it can
 * be (and at least one character, so a line always moves on); the last piece is the rest.
 */
function splitWord(word: string, font: TextMeasure, size: number, width: number): string[] {
  const chars = Array.from(word);
  const widths = characterWidths(font, size, chars);
  const fits = (from: number, to: number) => font.widthOfTextAtSize(chars.slice(from, to).join(''), size) <= width;
  const pieces: string[] = [];
  let start = 0;
  while (start < chars.length) {
    let end = start;
    let used = 0;
    while (end < chars.length && used + widths[end]! <= width) used += widths[end++]!;
    // The sum can differ from the real measure by rounding (or kerning): settle on the real one.
    while (end > start + 1 && !fits(start, end)) end--;
    while (end < chars.length && fits(start, end + 1)) end++;
    end = Math.max(end, start + 1);
    pieces.push(chars.slice(start, end).join(''));
    start = end;
  }
  return pieces;
}

function characterWidths(font: TextMeasure, size: number, chars: string[]): number[] {
  const known = new Map<string, number>();
  return chars.map((char) => {
    let measured = known.get(char);
    if (measured === undefined) known.set(char, (measured = font.widthOfTextAtSize(char, size)));
    return measured;
  });
}
