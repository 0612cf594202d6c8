/**
 * Job photos at the end of a quote's or receipt's PDF: pages headed "Photos",
 * two photos to a page, each scaled to fit its half with "Before" or "After" and the
 * caption under it. One module for both documents.
 */
import type { PDFImage } from 'pdf-lib';
import type { PhotoLabel } from '../photos.ts';
import { CONTENT_BOTTOM, CONTENT_WIDTH, MARGIN, type DocumentWriter, ownBytes, wrapText } from './layout.ts';

/** A photo as a document prints it: the display size the photo store keeps (a JPEG). */
export interface DocumentPhoto {
  jpeg: Uint8Array;
  label: PhotoLabel;
  caption: string | null;
}

const LABELS: Record<PhotoLabel, string> = { before: 'Before', after: 'After' };
const PHOTOS_PER_PAGE = 2;
const LABEL_SIZE = 10;
const CAPTION_SIZE = 9.5;
/** A caption is at most 200 characters (PHOTO_CAPTION_MAX): four lines at the narrowest. */
const CAPTION_LINES = 4;
/** Room kept under every photo for its label and caption, whatever they hold, so every photo of a page is scaled alike. */
const WORDS_HEIGHT = LABEL_SIZE * 1.35 + CAPTION_LINES * CAPTION_SIZE * 1.35;
/** The words under a narrow (upright) photo still get a readable line. */
const MIN_WORDS_WIDTH = 320;
/** Air between a photo and its words, and between one photo's words and the next photo. */
const SPACING = 8;

interface PrintablePhoto {
  image: PDFImage;
  label: PhotoLabel;
  caption: string | null;
}

/** Embeds a photo's JPEG; a file that is not one (or is damaged) is left out rather than failing the document. */
async function embed(writer: DocumentWriter, photo: DocumentPhoto): Promise<PrintablePhoto | null> {
  const { jpeg } = photo;
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return null;
  const image = await writer.pdf.embedJpg(ownBytes(jpeg)).catch(() => null);
  return image && { image, label: photo.label, caption: photo.caption };
}

/** One photo in a slot `height` points tall from the cursor: the picture centred, its words under its left edge. */
function writePhoto(writer: DocumentWriter, photo: PrintablePhoto, height: number): void {
  const box = { width: CONTENT_WIDTH, height: height - WORDS_HEIGHT - 2 * SPACING };
  const scale = Math.min(box.width / photo.image.width, box.height / photo.image.height);
  const width = photo.image.width * scale;
  const drawn = photo.image.height * scale;
  const left = MARGIN + (CONTENT_WIDTH - width) / 2;
  const top = writer.y;
  writer.page.drawImage(photo.image, { x: left, y: top - drawn, width, height: drawn });

  const wordsWidth = Math.min(CONTENT_WIDTH, Math.max(width, MIN_WORDS_WIDTH));
  const words = { x: Math.min(left, MARGIN + CONTENT_WIDTH - wordsWidth), width: wordsWidth };
  writer.y = top - drawn - SPACING;
  writer.paragraph(LABELS[photo.label], { size: LABEL_SIZE, bold: true, ...words });
  const caption = photo.caption ? wrapText(photo.caption, writer.regular, CAPTION_SIZE, words.width).slice(0, CAPTION_LINES) : [];
  for (const line of caption) writer.paragraph(line, { size: CAPTION_SIZE, ...words });
  writer.y = top - height;
}

/** The photos pages after everything else in the document; nothing when there are no photos to print. */
export async function writePhotosPages(writer: DocumentWriter, photos: readonly DocumentPhoto[] | undefined): Promise<void> {
  const printable: PrintablePhoto[] = [];
  for (const photo of photos ?? []) {
    const embedded = await embed(writer, photo);
    if (embedded) printable.push(embedded);
  }
  for (let first = 0; first < printable.length; first += PHOTOS_PER_PAGE) {
    writer.newPage();
    writer.heading(first === 0 ? 'Photos' : 'Photos (continued)');
    // Every slot the same height, so the last page's single photo matches the others.
    const slot = (writer.y - CONTENT_BOTTOM) / PHOTOS_PER_PAGE;
    for (const photo of printable.slice(first, first + PHOTOS_PER_PAGE)) writePhoto(writer, photo, slot);
  }
}
