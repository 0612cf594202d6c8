import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildInvoicePdf, buildQuotePdf, type InvoicePdfInput, type QuotePdfInput } from './index.ts';
import { nodeFontFiles } from './fonts/node-files.ts';
import { pdfImagesPerPage, pdfPageLines, pdfText } from './testing/reading.ts';

const fonts = nodeFontFiles();

/** A real PNG (a grey box) as the signature pad exports one. */
function signature(width = 300, height = 100): string {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x2a)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** How many images the PDF carries (the signature is the only one here: no logo). */
async function imageCount(bytes: Uint8Array): Promise<number> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.context
    .enumerateIndirectObjects()
    .filter(([, object]) => object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')).length;
}

// 23:31 UTC on 23 Nov is 10:31 on the 24th in Sydney (daylight time).
const ACCEPTED_AT = '2026-11-23T23:31:00.000Z';
const business = { name: 'Roof Co', timeZone: 'Australia/Sydney' as const };

const guard = '7b0c8f5e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
const downpipe = '8c1d9a6f-2e3b-4d4c-8f9a-1b2c3d4e5f60';
function quoteInput(acceptance: QuotePdfInput['acceptance']): QuotePdfInput {
  return {
    quote: {
      quoteNumber: 'Q-0009',
      title: 'Gutters',
      description: null,
      clientName: 'Zoe Nguyen',
      clientEmail: null,
      includeTravel: false,
      travelDistance: '0.00',
      costPerKm: '0.00',
      travelCost: '0.00',
      subtotal: acceptance ? '1300.00' : '1000.00',
      taxAmount: acceptance ? '130.00' : '100.00',
      totalAmount: acceptance ? '1430.00' : '1100.00',
      aiSummary: null,
      createdAt: '2026-11-20T01:00:00.000Z',
    },
    items: [
      { description: 'Replace gutters', type: 'labor', quantity: '1.00', unitPrice: '1000.00', totalPrice: '1000.00' },
      { id: guard, description: 'Gutter guard', type: 'materials', quantity: '1.00', unitPrice: '300.00', totalPrice: '300.00', optional: true },
      { id: downpipe, description: 'Downpipe', type: 'materials', quantity: '1.00', unitPrice: '200.00', totalPrice: '200.00', optional: true },
    ],
    business,
    publicUrl: 'https://cobber.test/quote/1',
    acceptance,
  };
}

describe('the acceptance on the PDFs', () => {
  it('a quote not yet accepted marks its add-ons and says they are not included', async () => {
    const bytes = await buildQuotePdf(quoteInput(null), fonts);
    const { text } = await pdfText(bytes);
    expect(text).toContain('Gutter guard (add-on)');
    expect(text).toContain('Add-ons not included');
    expect(text).not.toContain('Accepted by');
    expect(await imageCount(bytes)).toBe(0);
  });

  it('an accepted quote prints who signed, when, the signature and which add-ons were chosen', async () => {
    const bytes = await buildQuotePdf(quoteInput({ name: 'Zoe Nguyen', acceptedAt: ACCEPTED_AT, image: signature(), optionalItemIds: [guard] }), fonts);
    const { text } = await pdfText(bytes);
    expect(text).toContain('Accepted by Zoe Nguyen on 24/11/2026 10:31 AEDT');
    expect(text).toContain('Gutter guard (add-on, chosen)');
    expect(text).toContain('Downpipe (add-on, not chosen)');
    expect(text).not.toContain('Accept this quote online');
    expect(await imageCount(bytes)).toBe(1);
  });

  it('keeps the heading, the acceptance line and the signature on one page however long the quote', async () => {
    let moved = 0;
    for (let count = 40; count <= 48; count++) {
      const input = quoteInput({ name: 'Zoe Nguyen', acceptedAt: ACCEPTED_AT, image: signature(), optionalItemIds: [guard] });
      const filler = Array.from({ length: count }, (_, i) => ({ description: `Bracket ${i + 1}`, type: 'materials' as const, quantity: '1.00', unitPrice: '1.00', totalPrice: '1.00' }));
      const bytes = await buildQuotePdf({ ...input, items: [...input.items, ...filler] }, fonts);
      const pages = await pdfPageLines(bytes);
      const at = pages.findIndex((page) => page.some((line) => line.startsWith('Accepted by Zoe Nguyen')));
      expect(pages[at], `${count} lines`).toEqual(expect.arrayContaining(['Accepted', 'Signature']));
      expect((await pdfImagesPerPage(bytes))[at], `${count} lines: the signature`).toBe(1);
      if (pages[at]![0] === 'Accepted') moved++;
    }
    // Some of these lengths end a page where the acceptance would have been split.
    expect(moved).toBeGreaterThan(0);
  });

  it('the invoice made from it prints the acceptance line with the signature', async () => {
    const input: InvoicePdfInput = {
      invoice: {
        invoiceNumber: 'INV-0003',
        title: 'Gutters',
        clientName: 'Zoe Nguyen',
        description: null,
        createdAt: '2026-11-25T01:00:00.000Z',
        dueDate: '2026-12-09',
        subtotal: '1300.00',
        taxAmount: '130.00',
        totalAmount: '1430.00',
      },
      items: [{ description: 'Replace gutters', type: 'labor', quantity: '1.00', unitPrice: '1000.00', totalPrice: '1000.00' }],
      business: { ...business, applyGST: true },
      acceptedQuote: { quoteNumber: 'Q-0009', revision: 2, acceptedAt: ACCEPTED_AT, signedBy: { name: 'Zoe Nguyen', image: signature() } },
    };
    const bytes = await buildInvoicePdf(input, fonts);
    const { text } = await pdfText(bytes);
    expect(text).toContain('Quote Q-0009 accepted online on 24/11/2026 10:31 AEDT (revision 2)');
    expect(text).toContain('Accepted by Zoe Nguyen on 24/11/2026 10:31 AEDT');
    expect(await imageCount(bytes)).toBe(1);
    const unsigned = await buildInvoicePdf({ ...input, acceptedQuote: { ...input.acceptedQuote!, signedBy: null } }, fonts);
    expect((await pdfText(unsigned)).text).not.toContain('Accepted by');
    expect(await imageCount(unsigned)).toBe(0);
  });
});
