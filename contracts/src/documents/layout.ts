/**
 * The small layout toolkit behind every Cobber PDF (quotes now; invoices and receipts
 * on the same code). pdf-lib only and no Node APIs, so a document builds the same in a
 * service and in the browser (the invoice PDF is also made in the client's browser).
 *
 * A `DocumentWriter` keeps a cursor running down an A4 page and starts a new page when
 * the next thing would not fit; tables repeat their header on each page. Text is drawn
 * and measured with Noto subsets (fonts/): every name as typed, in any script they cover.
 */
import { PDFDocument, PDFString, rgb, type PDFPage, type RGB } from 'pdf-lib';
import type { FontFiles } from './fonts/files.ts';
import { loadTypefaces } from './fonts/load.ts';
import { COBBER_ORANGE } from '../brand.ts';
import type { Typeface } from './fonts/typeface.ts';
import { wrapText } from './wrap.ts';

export { wrapText };

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 40;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN;
/** Cobber's orange accent, for a business without brand colours. */
export const DEFAULT_BRAND_COLOUR = COBBER_ORANGE;

export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.42, 0.42, 0.46);
const RULE = rgb(0.85, 0.85, 0.87);
const SHADE = rgb(0.96, 0.96, 0.97);
const WHITE = rgb(1, 1, 1);
const FOOTER_SPACE = 30;
/** The lowest a page's content goes; the "Page n of m" footer sits below it. */
export const CONTENT_BOTTOM = MARGIN + FOOTER_SPACE;

/**
 * The bytes in an ArrayBuffer of their own. pdf-lib reads a JPEG through a DataView of
 * the whole underlying buffer, ignoring a view's offset; bytes that crossed to the PDF
 * worker (or a slice of a Node Buffer) sit at an offset in a larger one.
 */
export function ownBytes(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}

/** `#c2410c` → pdf-lib colour; anything that is not `#rrggbb` gives the default orange. */
function hexColour(hex: string | null | undefined): RGB {
  const valid = hex && /^#[0-9a-f]{6}$/i.test(hex) ? hex : DEFAULT_BRAND_COLOUR;
  const channel = (at: number) => parseInt(valid.slice(at, at + 2), 16) / 255;
  return rgb(channel(1), channel(3), channel(5));
}

/** White or near-black, whichever reads better on a background (WCAG relative luminance). */
function inkOn(background: RGB): RGB {
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * linear(background.red) + 0.7152 * linear(background.green) + 0.0722 * linear(background.blue);
  return luminance > 0.45 ? INK : WHITE;
}

/** Every character the writer itself prints (labels, money, dates, "·", a cut line's "…"), beside what the document's input holds. */
const WRITER_TEXT = `${String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 32 + i))}·…`;

/** Every text in a document's input (nested objects and lists), whichever of it ends up printed. */
function inputText(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value) inputText(item, found);
  else if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) for (const item of Object.values(value)) inputText(item, found);
  return found;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  colour?: RGB;
}

export interface Column {
  header: string;
  /** Points; the first column takes whatever the others leave. */
  width?: number;
  align?: 'left' | 'right';
}

/** A table row: one text per column, and an optional smaller note under the first. */
export interface Row {
  cells: string[];
  note?: string | null;
}

/** One piece of a block kept on one page: a heading, or a paragraph of text. */
export type BlockPart = { heading: string } | { text: string; style?: TextStyle };

/** The tallest a block can be and still fit on one page. */
const PAGE_ROOM = A4.height - MARGIN - CONTENT_BOTTOM;
const HEADING = { above: 10, size: 11, below: 2 } as const;

export interface TotalLine {
  label: string;
  value: string;
  strong?: boolean;
  colour?: RGB;
}

export class DocumentWriter {
  readonly pdf: PDFDocument;
  readonly regular: Typeface;
  readonly bold: Typeface;
  /** The accent colour: header band, table header rule, the total. */
  readonly brand: RGB;
  page: PDFPage;
  /** Where the next thing's top goes, in PDF points from the bottom of the page. */
  y: number;
  /** Text already wrapped, by style and width: a block is measured, then drawn, wrapping once. */
  private readonly wrapped = new Map<string, string[]>();

  private constructor(pdf: PDFDocument, regular: Typeface, bold: Typeface, brand: RGB) {
    this.pdf = pdf;
    this.regular = regular;
    this.bold = bold;
    this.brand = brand;
    this.page = pdf.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  /**
   * A new document whose type holds every character of `content` (the document's input:
   * every text in it is looked at) and, in bold, of `bold` (the names and titles it draws
   * bold), read through `fonts`: the server's files or the browser's fetches (fonts/files.ts).
   */
  static async create(options: {
    title: string;
    author: string;
    brandColour?: string | null;
    fonts: FontFiles;
    content: unknown;
    bold: ReadonlyArray<string | null | undefined>;
  }): Promise<DocumentWriter> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(options.title);
    pdf.setAuthor(options.author);
    pdf.setCreator('Cobber');
    const text = {
      all: [WRITER_TEXT, options.title, options.author, ...inputText(options.content)].join('\n'),
      bold: [WRITER_TEXT, ...options.bold].join('\n'),
    };
    const { regular, bold } = await loadTypefaces(pdf, options.fonts, text);
    return new DocumentWriter(pdf, regular, bold, hexColour(options.brandColour));
  }

  font(style: TextStyle = {}): Typeface {
    return style.bold ? this.bold : this.regular;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensureRoom(height: number): void {
    if (this.y - height < CONTENT_BOTTOM) this.newPage();
  }

  /**
   * Keeps what is `height` points tall on one page: measured before drawing, it moves
   * whole to the next page when it would not fit here. Something taller than a page
   * cannot be kept whole, so it starts where it is and runs on.
   */
  keepTogether(height: number): void {
    if (height <= PAGE_ROOM) this.ensureRoom(height);
  }

  /** `text` in lines no wider than `width`, in the style's type. */
  private wrap(text: string, style: TextStyle, width: number): string[] {
    const size = style.size ?? 10;
    const key = `${style.bold ? 'b' : 'r'} ${size} ${width} ${text}`;
    let lines = this.wrapped.get(key);
    if (!lines) this.wrapped.set(key, (lines = wrapText(text, this.font(style), size, width)));
    return lines;
  }

  /** How tall `paragraph` would draw this text. */
  paragraphHeight(text: string, style: TextStyle & { width?: number } = {}): number {
    return this.wrap(text, style, style.width ?? CONTENT_WIDTH).length * (style.size ?? 10) * 1.35;
  }

  /** How tall a block's parts draw, headings' air included. */
  blockHeight(parts: readonly BlockPart[]): number {
    return parts.reduce(
      (sum, part) =>
        sum + ('heading' in part ? HEADING.above + this.paragraphHeight(part.heading, { size: HEADING.size, bold: true }) + HEADING.below : this.paragraphHeight(part.text, part.style)),
      0,
    );
  }

  /** Headings and paragraphs that belong together (bank details, a total and its note), kept on one page. */
  block(parts: readonly BlockPart[]): void {
    this.keepTogether(this.blockHeight(parts));
    for (const part of parts) {
      if ('heading' in part) this.heading(part.heading);
      else this.paragraph(part.text, part.style);
    }
  }

  /** A fresh page, the cursor at its top. */
  newPage(): void {
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** One line at a position, without moving the cursor; `align: 'right'` ends it at `x`. */
  textAt(text: string, x: number, baseline: number, style: TextStyle & { align?: 'left' | 'right' } = {}): void {
    const face = this.font(style);
    const size = style.size ?? 10;
    const line = face.printable(text);
    const left = style.align === 'right' ? x - face.widthOfTextAtSize(line, size) : x;
    face.draw(this.page, line, { x: left, y: baseline, size, color: style.colour ?? INK });
  }

  /** Wrapped text across the content width (or `width`), moving the cursor down. */
  paragraph(text: string, style: TextStyle & { width?: number; x?: number } = {}): void {
    const size = style.size ?? 10;
    const leading = size * 1.35;
    for (const line of this.wrap(text, style, style.width ?? CONTENT_WIDTH)) {
      this.ensureRoom(leading);
      this.textAt(line, style.x ?? MARGIN, this.y - size, style);
      this.y -= leading;
    }
  }

  /** A small bold heading with some air above; kept on the page of what follows it. */
  heading(text: string): void {
    this.gap(HEADING.above);
    this.ensureRoom(40);
    this.paragraph(text, { size: HEADING.size, bold: true, colour: this.brand });
    this.gap(HEADING.below);
  }

  /** How tall `link` would draw this address. */
  linkHeight(url: string, size = 10): number {
    return this.wrap(url, { size }, CONTENT_WIDTH).length * size * 1.4;
  }

  /** A clickable web link (a URI annotation over the drawn text). */
  link(url: string, style: TextStyle = {}): void {
    const size = style.size ?? 10;
    const lines = this.wrap(url, { size }, CONTENT_WIDTH);
    for (const line of lines) {
      this.ensureRoom(size * 1.4);
      const baseline = this.y - size;
      this.textAt(line, MARGIN, baseline, { ...style, colour: style.colour ?? this.brand });
      const width = this.regular.widthOfTextAtSize(line, size);
      const annotation = this.pdf.context.register(
        this.pdf.context.obj({
          Type: 'Annot',
          Subtype: 'Link',
          Rect: [MARGIN, baseline - 2, MARGIN + width, baseline + size],
          Border: [0, 0, 0],
          A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
        }),
      );
      this.page.node.addAnnot(annotation);
      this.y -= size * 1.4;
    }
  }

  /** A table with wrapped first-column text, money-style right-aligned columns and a repeated header. */
  table(columns: Column[], rows: Row[]): void {
    const fixed = columns.slice(1).reduce((sum, column) => sum + (column.width ?? 0), 0);
    const widths = columns.map((column, i) => (i === 0 ? CONTENT_WIDTH - fixed : (column.width ?? 0)));
    const padding = 5;
    const size = 9.5;
    const leading = size * 1.3;

    const drawHeader = () => {
      this.ensureRoom(leading * 3);
      this.page.drawRectangle({ x: MARGIN, y: this.y - leading - 6, width: CONTENT_WIDTH, height: leading + 6, color: SHADE });
      this.drawCells(columns.map((c) => c.header), columns, widths, this.y - size - 3, { size, bold: true });
      this.y -= leading + 6;
      this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + CONTENT_WIDTH, y: this.y }, color: this.brand, thickness: 1 });
    };

    drawHeader();
    for (const row of rows) {
      const description = wrapText(row.cells[0] ?? '', this.regular, size, widths[0]! - 2 * padding);
      const note = row.note ? wrapText(row.note, this.regular, size - 1.5, widths[0]! - 2 * padding) : [];
      const height = (description.length + note.length) * leading + 2 * padding;
      if (this.y - height < CONTENT_BOTTOM) {
        this.ensureRoom(height + leading * 3);
        drawHeader();
      }
      let baseline = this.y - padding - size;
      this.drawCells(row.cells, columns, widths, baseline, { size });
      for (const line of description.slice(1)) this.textAt(line, MARGIN + padding, (baseline -= leading), { size });
      for (const line of note) this.textAt(line, MARGIN + padding, (baseline -= leading), { size: size - 1.5, colour: MUTED });
      this.y -= height;
      this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + CONTENT_WIDTH, y: this.y }, color: RULE, thickness: 0.5 });
    }
  }

  /** One line of cells; the first cell shows only its first wrapped line (the rest is the caller's). */
  private drawCells(cells: string[], columns: Column[], widths: number[], baseline: number, style: TextStyle): void {
    const padding = 5;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const width = widths[i] ?? 0;
      const text = i === 0 ? (wrapText(cell, this.font(style), style.size ?? 10, width - 2 * padding)[0] ?? '') : cell;
      if (columns[i]?.align === 'right') this.textAt(text, x + width - padding, baseline, { ...style, align: 'right' });
      else this.textAt(text, x + padding, baseline, style);
      x += width;
    });
  }

  /** How tall `totals` draws these lines. */
  totalsHeight(lines: readonly TotalLine[]): number {
    return 8 + lines.reduce((sum, line) => sum + (line.strong ? 12 : 10) + 8, 0);
  }

  /** Label and value pairs aligned to the right edge, as under an items table. */
  totals(lines: TotalLine[]): void {
    const right = MARGIN + CONTENT_WIDTH - 5;
    // Kept on one page: a total is never parted from its subtotal and GST.
    this.keepTogether(this.totalsHeight(lines));
    this.gap(8);
    for (const line of lines) {
      const size = line.strong ? 12 : 10;
      const style = { size, bold: line.strong ?? false, colour: line.colour ?? INK, align: 'right' as const };
      this.textAt(line.value, right, this.y - size, style);
      this.textAt(line.label, right - 110, this.y - size, style);
      this.y -= size + 8;
    }
  }

  /** "Page n of m" on every page, then the PDF's bytes. */
  async save(footer: string): Promise<Uint8Array> {
    const pages = this.pdf.getPages();
    pages.forEach((page, i) => {
      const label = this.regular.printable(`${footer}  ·  Page ${i + 1} of ${pages.length}`);
      const width = this.regular.widthOfTextAtSize(label, 8);
      this.regular.draw(page, label, { x: (A4.width - width) / 2, y: MARGIN - 10, size: 8, color: MUTED });
    });
    return this.pdf.save();
  }

  /**
   * The brand-coloured band across the top: logo, business name and contact lines on
   * the left, the document's title and reference on the right.
   */
  async letterhead(options: { businessName: string; logo?: Uint8Array | undefined; details: string[]; title: string; reference?: string | null }): Promise<void> {
    const ink = inkOn(this.brand);
    const top = A4.height;
    const logo = await this.embedLogo(options.logo);
    const logoBox = 64;
    const textX = logo ? MARGIN + logoBox + 14 : MARGIN;
    const textWidth = A4.width - MARGIN - 170 - textX;
    const name = wrapText(options.businessName, this.bold, 16, textWidth).slice(0, 2);
    const height = Math.max(96, 40 + name.length * 19 + options.details.length * 11);
    this.page.drawRectangle({ x: 0, y: top - height, width: A4.width, height, color: this.brand });

    if (logo) {
      const scale = Math.min((logoBox - 8) / logo.width, (logoBox - 8) / logo.height);
      const boxBottom = top - height + (height - logoBox) / 2;
      this.page.drawRectangle({ x: MARGIN, y: boxBottom, width: logoBox, height: logoBox, color: WHITE });
      const w = logo.width * scale;
      const h = logo.height * scale;
      this.page.drawImage(logo, { x: MARGIN + (logoBox - w) / 2, y: boxBottom + (logoBox - h) / 2, width: w, height: h });
    }

    let baseline = top - 34;
    for (const line of name) {
      this.textAt(line, textX, baseline, { size: 16, bold: true, colour: ink });
      baseline -= 19;
    }
    for (const detail of options.details) {
      this.textAt(wrapText(detail, this.regular, 8.5, textWidth)[0] ?? '', textX, baseline, { size: 8.5, colour: ink });
      baseline -= 11;
    }

    const right = A4.width - MARGIN;
    this.textAt(options.title, right, top - 40, { size: 24, bold: true, colour: ink, align: 'right' });
    if (options.reference) this.textAt(options.reference, right, top - 58, { size: 11, colour: ink, align: 'right' });
    this.y = top - height - 24;
  }

  /** Embeds a PNG or JPEG logo; anything else (or a damaged file) is left out rather than failing the document. */
  private async embedLogo(bytes: Uint8Array | undefined) {
    if (!bytes || bytes.length < 4) return null;
    try {
      if (bytes[0] === 0x89 && bytes[1] === 0x50) return await this.pdf.embedPng(bytes);
      if (bytes[0] === 0xff && bytes[1] === 0xd8) return await this.pdf.embedJpg(ownBytes(bytes));
    } catch {
      return null;
    }
    return null;
  }
}
