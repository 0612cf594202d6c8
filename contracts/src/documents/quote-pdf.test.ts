import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildQuotePdf, type QuotePdfInput, type QuotePdfItem } from './index.ts';
import { nodeFontFiles } from './fonts/node-files.ts';
import { pdfLines, pdfText } from './testing/reading.ts';

const fonts = nodeFontFiles();

/** A tiny solid-colour PNG, built by hand so the test needs no image files. */
function png(width: number, height: number): Uint8Array {
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
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const items: QuotePdfItem[] = [
  { description: 'Electrician labour', type: 'labor', quantity: '3.50', unitPrice: '95.00', totalPrice: '332.50' },
  { description: 'Double power point', type: 'materials', quantity: '3.00', unitPrice: '45.00', totalPrice: '135.00', detailedDescription: 'Clipsal Iconic, white' },
  { description: 'Waste removal', type: 'other', quantity: '1.00', unitPrice: '40.00', totalPrice: '40.00' },
  { description: 'Deposit', type: 'deposit', quantity: '1.00', unitPrice: '170.00', totalPrice: '170.00' },
];

function input(overrides: Partial<QuotePdfInput['quote']> = {}, lines = items): QuotePdfInput {
  return {
    quote: {
      quoteNumber: 'Q-0007',
      title: 'Kitchen power points',
      description: 'Install three new double power points along the kitchen bench.',
      clientName: 'Jordan Smith',
      clientEmail: 'jordan@example.com',
      includeTravel: true,
      travelDistance: '20.00',
      costPerKm: '1.50',
      travelCost: '30.00',
      subtotal: '537.50',
      taxAmount: '53.75',
      totalAmount: '591.25',
      aiSummary: 'Three GPOs on a new circuit from the existing board.',
      createdAt: '2025-03-12T01:00:00.000Z',
      ...overrides,
    },
    items: lines,
    business: {
      name: 'Sparky Bros Electrical',
      abn: '53004085616',
      email: 'office@sparkybros.com.au',
      phone: '0412 345 678',
      brandColors: { primary: '#1d4ed8' },
      paymentTerms: 'Payment due within 7 days of job completion.',
      quoteFooterNotes: 'Licence no. 123456C',
    },
    logo: png(40, 20),
    publicUrl: 'http://localhost:3000/quote/4f1c0d7e-8b8a-4d3b-9d51-2f1f6f4b2a10',
  };
}

describe('buildQuotePdf', () => {
  it('says how long the price holds once the quote is sent, and nothing of it before', async () => {
    expect((await pdfLines(await buildQuotePdf(input({ validUntil: '2026-12-23' }), fonts)))).toContain('Valid until 23 Dec 2026');
    expect((await pdfText(await buildQuotePdf(input({ validUntil: null }), fonts))).text).not.toContain('Valid until');
  });

  it("prints a drafted scope of work line by line, never a line break as '?'", async () => {
    const description = 'Scope of work:\n• Install 3 double power points\n• Run a new circuit from the board\n\nSite left clean and tidy.';
    const lines = await pdfLines(await buildQuotePdf(input({ description, aiSummary: 'Three GPOs.\nOne new circuit.' }), fonts));
    const at = (text: string) => lines.indexOf(text);
    for (const line of ['Scope of work:', '• Install 3 double power points', '• Run a new circuit from the board', 'Site left clean and tidy.', 'Three GPOs.', 'One new circuit.']) {
      expect(lines, line).toContain(line);
    }
    expect(at('Scope of work:')).toBeLessThan(at('• Install 3 double power points'));
    expect(lines.join('\n')).not.toContain('?');
  });

  it('shows the business, client, every item, travel and the totals with GST', async () => {
    const { text, pages } = await pdfText(await buildQuotePdf(input(), fonts));
    expect(pages).toBe(1);
    for (const expected of [
      'Sparky Bros Electrical',
      'ABN 53 004 085 616',
      'Quote',
      'Q-0007',
      'Kitchen power points',
      '12 March 2025',
      'Jordan Smith',
      'jordan@example.com',
      'Install three new double power points',
      'Three GPOs on a new circuit',
      'Electrician labour',
      'Labour',
      '3.5',
      '$95.00',
      '$332.50',
      'Double power point',
      'Clipsal Iconic, white',
      'Waste removal',
      'Travel',
      '20 km',
      '$30.00',
      'Subtotal',
      '$537.50',
      'GST (10%)',
      '$53.75',
      'Total',
      '$591.25',
      'Deposit requested',
      '$170.00',
      'Payment due within 7 days of job completion.',
      'Licence no. 123456C',
      'http://localhost:3000/quote/4f1c0d7e-8b8a-4d3b-9d51-2f1f6f4b2a10',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('leaves GST out when the business does not charge it', async () => {
    const { text } = await pdfText(
      await buildQuotePdf(input({ taxAmount: '0.00', totalAmount: '537.50', includeTravel: false }), fonts),
    );
    expect(text).not.toContain('GST');
    expect(text).not.toContain('Travel');
    expect(text).toContain('$537.50');
  });

  it('runs 30 items over more than one page, each item present', async () => {
    const many: QuotePdfItem[] = Array.from({ length: 30 }, (_, i) => ({
      description: `Line ${i + 1}: supply and install item with a fairly long description that needs wrapping onto a second line`,
      type: i % 2 ? 'materials' : 'labor',
      quantity: '2.00',
      unitPrice: '10.00',
      totalPrice: '20.00',
    }));
    const { text, pages } = await pdfText(await buildQuotePdf(input({}, many), fonts));
    expect(pages).toBeGreaterThan(1);
    for (let i = 1; i <= 30; i++) expect(text).toContain(`Line ${i}:`);
    expect(text).toContain('Page 2 of');
  });

  it('leaves out an emoji cleanly (no "?") and skips a logo it cannot read', async () => {
    const quote = input({ title: 'Deck 🛠️ job 👍🏽', description: null, aiSummary: null });
    quote.logo = new Uint8Array([1, 2, 3, 4, 5]);
    const { text } = await pdfText(await buildQuotePdf(quote, fonts));
    expect(text).toContain('Deck job');
    expect(text).not.toContain('?');
  });
});
