import { describe, expect, it } from 'vitest';
import { nodeFontFiles } from './fonts/node-files.ts';
import { buildInvoicePdf, buildQuotePdf, buildReceiptPdf, type InvoicePdfInput, type QuotePdfInput, type ReceiptPdfInput } from './index.ts';
import { pdfFonts, pdfText } from './testing/reading.ts';

// Every name printed as typed, in every script the fonts cover.

const fonts = nodeFontFiles();

/** One name in each script, as a tradie or a client types it. */
const NAMES = {
  vietnamese: ['Đặng Electrical', 'Nguyễn Thị Minh'],
  chineseSimplified: ['李明 电工'],
  chineseTraditional: ['陳大文'],
  japanese: ['山田太郎 (ヤマダ)'],
  korean: ['김민준'],
  greek: ['Παπαδόπουλος'],
  cyrillic: ['Иванов'],
};
const EVERY_NAME = Object.values(NAMES).flat();

const business = {
  name: 'Đặng Electrical',
  abn: '53004085616',
  email: 'office@dang.com.au',
  phone: '0412 345 678',
  address: '12 Phố Huế, Cabramatta NSW 2166',
  accountName: 'Đặng Electrical Pty Ltd',
  bankName: 'Commonwealth Bank',
  bsb: '062-000',
  accountNumber: '12345678',
  applyGST: true,
  timeZone: 'Australia/Sydney' as const,
};

/** The names spread over the fields a document prints: client, title, lines, notes. */
const lines = [
  { description: 'Labour for 李明 电工', type: 'labor' as const, quantity: '2.00', unitPrice: '95.00', totalPrice: '190.00' },
  { description: 'Switchboard for 陳大文 and 山田太郎 (ヤマダ)', type: 'materials' as const, quantity: '1.00', unitPrice: '300.00', totalPrice: '300.00' },
  { description: 'Smoke alarms: 김민준, Παπαδόπουλος, Иванов', type: 'other' as const, quantity: '1.00', unitPrice: '7.50', totalPrice: '7.50' },
];

function quote(): QuotePdfInput {
  return {
    quote: {
      quoteNumber: 'Q-0001',
      title: 'Switchboard for Nguyễn Thị Minh',
      description: 'Nguyễn Thị Minh 李明 电工',
      clientName: 'Nguyễn Thị Minh',
      clientEmail: 'minh@example.com',
      includeTravel: false,
      travelDistance: '0.00',
      costPerKm: '0.00',
      travelCost: '0.00',
      subtotal: '497.50',
      taxAmount: '49.75',
      totalAmount: '547.25',
      aiSummary: null,
      createdAt: '2026-03-12T01:00:00.000Z',
    },
    items: lines.map((line) => ({ ...line, detailedDescription: '陳大文 · 김민준' })),
    business: { ...business, quoteFooterNotes: 'Παπαδόπουλος · Иванов' },
    publicUrl: 'http://localhost:3000/quote/4f1c0d7e-8b8a-4d3b-9d51-2f1f6f4b2a10',
  };
}

function invoice(): InvoicePdfInput {
  return {
    invoice: {
      invoiceNumber: 'INV-0001',
      title: 'Switchboard for Nguyễn Thị Minh',
      description: '山田太郎 (ヤマダ) 김민준',
      clientName: 'Nguyễn Thị Minh',
      clientEmail: 'minh@example.com',
      createdAt: '2026-03-12T01:00:00.000Z',
      dueDate: '2026-03-26',
      subtotal: '497.50',
      taxAmount: '49.75',
      totalAmount: '547.25',
    },
    items: lines,
    business,
    link: 'http://localhost:3000/invoice/4f1c0d7e-8b8a-4d3b-9d51-2f1f6f4b2a10/pay',
  };
}

function receipt(): ReceiptPdfInput {
  return {
    receipt: {
      receiptNumber: 'REC-0001',
      clientName: 'Nguyễn Thị Minh',
      clientEmail: 'minh@example.com',
      paymentAmount: '547.25',
      paymentMethod: 'Bank Transfer',
      paymentDate: '2026-03-20',
      description: `Paid for ${lines.map((line) => line.description).join('; ')}`,
      messageTemplate: 'Cảm ơn! 谢谢 ありがとう 감사합니다 Ευχαριστώ Спасибо',
    },
    business,
    invoiceNumber: 'INV-0001',
  };
}

const documents = [
  ['quote', () => buildQuotePdf(quote(), fonts)],
  ['invoice', () => buildInvoicePdf(invoice(), fonts)],
  ['receipt', () => buildReceiptPdf(receipt(), fonts)],
] as const;

describe.each(documents)('the %s PDF', (_, build) => {
  it('reads back every name exactly as typed, with no "?" or replacement character', async () => {
    const { text, pages } = await pdfText(await build());
    expect(pages).toBe(1);
    for (const name of EVERY_NAME) expect(text).toContain(name);
    expect(text).not.toMatch(/[?\uFFFD]/);
  });

  it('embeds every font it uses (Noto subsets, never the standard PDF fonts)', async () => {
    const used = await pdfFonts(await build());
    expect(used.length).toBeGreaterThan(0);
    for (const font of used) {
      expect(font, font.name).toMatchObject({ embedded: true });
      expect(font.name).toMatch(/^NotoSans/);
    }
  });
});

describe('characters no font draws', () => {
  it('are left out cleanly: emoji, skin tones, joiners and a script the fonts lack, never "?" or a box', async () => {
    const withEmoji = invoice();
    withEmoji.invoice = { ...withEmoji.invoice, title: 'Deck 🛠️ job 👍🏽 for 👨‍👩‍👧 Nguyễn', description: 'Shop sign: محمد done' };
    const { text } = await pdfText(await buildInvoicePdf(withEmoji, fonts));
    expect(text).toContain('Deck job for Nguyễn');
    expect(text).toContain('Shop sign: done');
    expect(text).not.toMatch(/[?\uFFFD\u200D\uFE0F]/u);
  });

  it('a name typed decomposed (NFD, as some phones send it) prints composed', async () => {
    const decomposed = invoice();
    decomposed.invoice = { ...decomposed.invoice, clientName: 'Nguyễn Thị Minh'.normalize('NFD') };
    const { text } = await pdfText(await buildInvoicePdf(decomposed, fonts));
    expect(text).toContain('BILL TO Nguyễn Thị Minh');
  });
});

describe('a one-page invoice stays small', () => {
  it('with CJK names it embeds kilobytes of subsets, not the fonts’ megabytes', async () => {
    const latinOnly = invoice();
    latinOnly.invoice = { ...latinOnly.invoice, clientName: 'Jordan Smith', title: 'Switchboard', description: null };
    latinOnly.items = [{ ...lines[0]!, description: 'Labour' }];
    const latin = await buildInvoicePdf({ ...latinOnly, business: { ...business, name: 'Dang Electrical', address: null, accountName: null } }, fonts);
    const everyScript = await buildInvoicePdf(invoice(), fonts);
    expect(latin.length).toBeLessThan(20_000);
    expect(everyScript.length).toBeLessThan(80_000);
  });
});
