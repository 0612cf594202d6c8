/**
 * What a client's PDF reader makes of a document, for tests here and in the services
 * and journeys: its text (pdf.js, through unpdf) and whether every font is in the file.
 */
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';

/** The text, all pages, as pdf.js reads it; runs of white space as one space. */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}

/**
 * The text as lines, page after page, top to bottom: the pieces drawn on one baseline,
 * left to right, one line. Shows what a reader sees as separate lines (a line break kept,
 * not turned into a space or a "?").
 */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  return (await pdfPageLines(bytes)).flat();
}

/** The lines (as `pdfLines` reads them) of each page, page after page: what a reader sees together. */
export async function pdfPageLines(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: string[][] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const lines: string[] = [];
    pages.push(lines);
    const content = await (await pdf.getPage(number)).getTextContent();
    const rows = new Map<number, { x: number; text: string }[]>();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const baseline = Math.round(item.transform[5] as number);
      rows.set(baseline, [...(rows.get(baseline) ?? []), { x: item.transform[4] as number, text: item.str }]);
    }
    for (const baseline of [...rows.keys()].sort((a, b) => b - a)) {
      const pieces = rows.get(baseline)!.sort((a, b) => a.x - b.x);
      lines.push(pieces.map((piece) => piece.text).join(' ').replace(/\s+/g, ' ').trim());
    }
  }
  return pages;
}

/** How many images each page draws (a logo, a signature, job photos), page after page. */
export async function pdfImagesPerPage(bytes: Uint8Array): Promise<number[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const objects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    if (!objects) return 0;
    return objects.values().filter((value) => {
      const object = value instanceof PDFRef ? pdf.context.lookup(value) : value;
      return object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image');
    }).length;
  });
}

export interface PdfFont {
  name: string;
  /** FontFile (Type 1), FontFile2 (TrueType) or FontFile3 (CFF) is in the file. */
  embedded: boolean;
}

/** Every font the document uses; a Type 0 font's file is in its descendant's descriptor. */
export async function pdfFonts(bytes: Uint8Array): Promise<PdfFont[]> {
  const pdf = await PDFDocument.load(bytes);
  const lookup = (value: unknown) => (value instanceof PDFRef ? pdf.context.lookup(value) : value);
  const fonts: PdfFont[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('Font')) continue;
    const subtype = object.get(PDFName.of('Subtype'));
    if (subtype === PDFName.of('CIDFontType0') || subtype === PDFName.of('CIDFontType2')) continue; // counted with its Type 0 parent
    const descendants = lookup(object.get(PDFName.of('DescendantFonts')));
    const described = descendants instanceof PDFArray ? lookup(descendants.get(0)) : object;
    const descriptor = described instanceof PDFDict ? lookup(described.get(PDFName.of('FontDescriptor'))) : undefined;
    const embedded = descriptor instanceof PDFDict && ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor.has(PDFName.of(key)));
    fonts.push({ name: String(object.get(PDFName.of('BaseFont'))).replace(/^\//, ''), embedded });
  }
  return fonts;
}
