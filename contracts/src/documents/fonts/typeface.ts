/**
 * One weight of a document's type: the embedded Noto files in the order they are tried.
 * Each character is drawn with the first font that has it, so a line mixing scripts
 * ("Đặng Electrical 电工") is cut into runs, each drawn and measured with its own font;
 * a character none has (emoji, a script the fonts lack) is left out, never a "?" or a box.
 */
import type { Color, PDFFont, PDFPage } from 'pdf-lib';

/** What text layout needs of a typeface (layout.ts). */
export interface TextMeasure {
  /** The text as it will be drawn: composed (NFC), spaces for tabs and line breaks, unprintable characters left out. */
  printable(text: string): string;
  widthOfTextAtSize(text: string, size: number): number;
}

export interface TextRun {
  font: PDFFont;
  text: string;
}

/**
 * Never drawn, whatever a font holds: controls, invisible format characters (joiners,
 * bidi marks), variation selectors, characters shown as emoji by default and the emoji
 * and pictograph blocks (U+1F000–U+1FAFF: a CJK font's black-and-white 🌀 is not what
 * the client typed).
 */
const NEVER_DRAWN = /[\p{Cc}\p{Cf}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}\u{1F000}-\u{1FAFF}\p{Emoji_Presentation}]/u;
const SPACING = /[\t\r\n\u2028\u2029]/;

/** Whether a character is left out of every document, whatever the fonts hold (line breaks become spaces). */
export function isNeverDrawn(character: string): boolean {
  return NEVER_DRAWN.test(character) || SPACING.test(character);
}

export class Typeface implements TextMeasure {
  readonly #fonts: ReadonlyArray<{ font: PDFFont; has: ReadonlySet<number> }>;
  readonly #chosen = new Map<number, PDFFont | null>();
  /** Each character's advance at 1,000 points, measured once. */
  readonly #advances = new Map<number, number>();

  constructor(fonts: readonly PDFFont[]) {
    this.#fonts = fonts.map((font) => ({ font, has: new Set(font.getCharacterSet()) }));
  }

  /** The font a character is drawn with, or null when it is left out. */
  fontFor(codePoint: number): PDFFont | null {
    let font = this.#chosen.get(codePoint);
    if (font === undefined) {
      const character = String.fromCodePoint(codePoint);
      font = isNeverDrawn(character) ? null : (this.#fonts.find((candidate) => candidate.has.has(codePoint))?.font ?? null);
      this.#chosen.set(codePoint, font);
    }
    return font;
  }

  printable(text: string): string {
    let out = '';
    for (const character of text.normalize('NFC')) {
      if (SPACING.test(character)) out += ' ';
      else if (this.fontFor(character.codePointAt(0)!)) out += character;
    }
    return out;
  }

  /** Printable text cut where the font changes; characters no font has are skipped. */
  runs(text: string): TextRun[] {
    const runs: TextRun[] = [];
    for (const character of text) {
      const font = this.fontFor(character.codePointAt(0)!);
      if (!font) continue;
      const last = runs.at(-1);
      if (last?.font === font) last.text += character;
      else runs.push({ font, text: character });
    }
    return runs;
  }

  /**
   * The sum of the characters' advances: what pdf-lib draws, since the fonts are embedded
   * without ligatures or other substitutions (load.ts) and pdf-lib applies no kerning. A
   * character is measured once, so wrapping stays linear in the text's length.
   */
  widthOfTextAtSize(text: string, size: number): number {
    let units = 0;
    for (const character of text) units += this.#advance(character);
    return (units * size) / 1000;
  }

  #advance(character: string): number {
    const codePoint = character.codePointAt(0)!;
    let advance = this.#advances.get(codePoint);
    if (advance === undefined) {
      advance = this.fontFor(codePoint)?.widthOfTextAtSize(character, 1000) ?? 0;
      this.#advances.set(codePoint, advance);
    }
    return advance;
  }

  /** Draws printable text from `x`, run after run. */
  draw(page: PDFPage, text: string, options: { x: number; y: number; size: number; color: Color }): void {
    let x = options.x;
    for (const run of this.runs(text)) {
      page.drawText(run.text, { ...options, x, font: run.font });
      x += this.widthOfTextAtSize(run.text, options.size);
    }
  }
}
