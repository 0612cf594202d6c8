import { describe, expect, it } from 'vitest';
import { PHOTO_CAPTION_MAX } from '../photos.ts';
import { buildQuotePdf, buildReceiptPdf, type DocumentPhoto, type QuotePdfInput, type ReceiptPdfInput } from './index.ts';
import { nodeFontFiles } from './fonts/node-files.ts';
import { pdfImagesPerPage, pdfLines, pdfText } from './testing/reading.ts';

const fonts = nodeFontFiles();

/** A 48 × 32 orange JPEG as sharp writes a display size (quality 50), so the test needs no image files. */
const JPEG = Uint8Array.from(
  atob(
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAgADADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCACMugAAAAAAAAAP/Z',
  ),
  (char) => char.charCodeAt(0),
);

const switchboard: DocumentPhoto = { jpeg: JPEG, label: 'before', caption: 'Cracked switchboard in the garage' };
const newBoard: DocumentPhoto = { jpeg: JPEG, label: 'after', caption: 'New board, wired and tested' };

function quote(photos?: DocumentPhoto[]): QuotePdfInput {
  return {
    quote: {
      quoteNumber: 'Q-0014',
      title: 'Switchboard upgrade',
      description: null,
      clientName: 'Jordan Smith',
      clientEmail: null,
      includeTravel: false,
      travelDistance: '0.00',
      costPerKm: '0.00',
      travelCost: '0.00',
      subtotal: '1200.00',
      taxAmount: '120.00',
      totalAmount: '1320.00',
      aiSummary: null,
      createdAt: '2026-11-24T01:00:00.000Z',
    },
    items: [{ description: 'Switchboard', type: 'materials', quantity: '1.00', unitPrice: '1200.00', totalPrice: '1200.00' }],
    business: { name: 'Sparky Bros Electrical' },
    publicUrl: 'http://localhost:3000/quote/4f1c0d7e-8b8a-4d3b-9d51-2f1f6f4b2a10',
    ...(photos ? { photos } : {}),
  };
}

function receipt(photos?: DocumentPhoto[]): ReceiptPdfInput {
  return {
    receipt: {
      receiptNumber: 'REC-0003',
      clientName: 'Jordan Smith',
      clientEmail: null,
      paymentAmount: '1320.00',
      paymentMethod: 'Bank Transfer',
      paymentDate: '2026-11-24',
      description: 'Switchboard upgrade',
      messageTemplate: 'Thanks for your payment.',
    },
    business: { name: 'Sparky Bros Electrical' },
    ...(photos ? { photos } : {}),
  };
}

/** The lines of the last page: what follows the footer of the page before it. */
async function lastPageLines(pdf: Uint8Array): Promise<string[]> {
  const lines = await pdfLines(pdf);
  const footers = lines.flatMap((line, i) => (/Page \d+ of \d+$/.test(line) ? [i] : []));
  return lines.slice((footers.at(-2) ?? -1) + 1);
}

describe('the photos page', () => {
  it('puts a quote with two photos on one more page that holds both, each labelled and captioned', async () => {
    const without = await buildQuotePdf(quote(), fonts);
    const withPhotos = await buildQuotePdf(quote([switchboard, newBoard]), fonts);
    const images = await pdfImagesPerPage(withPhotos);
    expect(images).toEqual([...(await pdfImagesPerPage(without)), 2]);
    expect(await lastPageLines(withPhotos)).toEqual([
      'Photos',
      'Before',
      'Cracked switchboard in the garage',
      'After',
      'New board, wired and tested',
      'Sparky Bros Electrical · Quote Q-0014 · Page 2 of 2',
    ]);
  });

  it('adds no photos page and no "Photos" heading to a quote without photos', async () => {
    const pdf = await buildQuotePdf(quote([]), fonts);
    expect(await pdfImagesPerPage(pdf)).toEqual([0]);
    expect((await pdfText(pdf)).text).not.toContain('Photos');
  });

  it('prints two photos a page, in their order, the pages after the first saying they continue', async () => {
    const photos = Array.from({ length: 5 }, (_, i): DocumentPhoto => ({ jpeg: JPEG, label: i < 3 ? 'before' : 'after', caption: `Photo ${i + 1}` }));
    const pdf = await buildReceiptPdf(receipt(photos), fonts);
    expect(await pdfImagesPerPage(pdf)).toEqual([0, 2, 2, 1]);
    const lines = await pdfLines(pdf);
    expect(lines.filter((line) => line.startsWith('Photo'))).toEqual(['Photos', 'Photo 1', 'Photo 2', 'Photos (continued)', 'Photo 3', 'Photo 4', 'Photos (continued)', 'Photo 5']);
  });

  it('prints a photo whose bytes sit at an offset in a larger buffer, as they arrive in the PDF worker', async () => {
    const larger = new Uint8Array(JPEG.length + 64);
    larger.set(JPEG, 32);
    const pdf = await buildQuotePdf(quote([{ ...switchboard, jpeg: larger.subarray(32, 32 + JPEG.length) }]), fonts);
    expect(await pdfImagesPerPage(pdf)).toEqual([0, 1]);
  });

  it('prints a caption of the longest kind (200 characters) whole, on the page of its photo', async () => {
    const caption = Array.from({ length: 20 }, (_, i) => `word${String(i).padStart(5, '0')}`).join(' ');
    expect(caption).toHaveLength(PHOTO_CAPTION_MAX - 1);
    const pdf = await buildQuotePdf(quote([{ ...switchboard, caption }, { ...newBoard, caption }]), fonts);
    expect(await pdfImagesPerPage(pdf)).toEqual([0, 2]);
    expect((await lastPageLines(pdf)).join(' ')).toContain(`Before ${caption} After ${caption}`);
  });

  it('leaves out a photo that is not a JPEG rather than failing the document', async () => {
    const broken: DocumentPhoto = { jpeg: Uint8Array.from([0xff, 0xd8, 0xff, 0x00, 0x01]), label: 'before', caption: 'Damaged' };
    const notJpeg: DocumentPhoto = { jpeg: new TextEncoder().encode('<svg/>'), label: 'before', caption: 'Not a photo' };
    const pdf = await buildReceiptPdf(receipt([broken, notJpeg, newBoard]), fonts);
    expect(await pdfImagesPerPage(pdf)).toEqual([0, 1]);
    const { text } = await pdfText(pdf);
    expect(text).toContain('New board');
    expect(text).not.toContain('Damaged');
    expect(text).not.toContain('Not a photo');
  });

  it('puts nothing after a receipt without photos', async () => {
    expect(await pdfImagesPerPage(await buildReceiptPdf(receipt(), fonts))).toEqual([0]);
  });
});
