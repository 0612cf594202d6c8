import { describe, expect, it } from 'vitest';
import { buildInvoicePdf, buildReceiptPdf, invoicePdfFileName, receiptPdfFileName, type InvoicePdfInput, type InvoicePdfItem } from './index.ts';
import { nodeFontFiles } from './fonts/node-files.ts';
import { pdfLines, pdfPageLines, pdfText } from './testing/reading.ts';

const fonts = nodeFontFiles();

/** A label and its value under the items table (the text layer holds the value first). */
const total = (label: string, value: string) => `${value}${label}`;

const items: InvoicePdfItem[] = [
  { description: 'Electrician labour', type: 'labor', quantity: '3.50', unitPrice: '95.00', totalPrice: '332.50' },
  { description: 'Double power point', type: 'materials', quantity: '3.00', unitPrice: '45.00', totalPrice: '135.00' },
  { description: 'Travel (20 km)', type: 'other', quantity: '20.00', unitPrice: '1.50', totalPrice: '30.00' },
];

const business = {
  name: 'Sparky Bros Electrical',
  abn: '53004085616',
  email: 'office@sparkybros.com.au',
  phone: '0412 345 678',
  bankName: 'Commonwealth Bank',
  bsb: '062-000',
  accountNumber: '12345678',
  accountName: 'Sparky Bros Pty Ltd',
  applyGST: true,
};

function input(overrides: Partial<InvoicePdfInput> = {}): InvoicePdfInput {
  return {
    invoice: {
      invoiceNumber: 'INV-0042',
      title: 'Kitchen power points',
      description: 'Three new double power points along the bench.',
      clientName: 'Jordan Smith',
      clientEmail: 'jordan@example.com',
      createdAt: '2025-03-12T01:00:00.000Z',
      dueDate: '2025-03-26',
      subtotal: '497.50',
      taxAmount: '49.75',
      totalAmount: '547.25',
    },
    items,
    business,
    link: 'http://localhost:3000/invoice/4f1c0d7e-8b8a-4d3b-9d51-2f1f6f4b2a10/pay',
    ...overrides,
  };
}

describe('buildInvoicePdf', () => {
  it('is a tax invoice with seller, ABN, dates, buyer, items, GST, total and the bank reference when GST is charged', async () => {
    const { text, pages } = await pdfText(await buildInvoicePdf(input(), fonts));
    expect(pages).toBe(1);
    for (const expected of [
      'Tax Invoice',
      'INV-0042',
      'Sparky Bros Electrical',
      'ABN 53 004 085 616',
      'Date of issue: 12 March 2025',
      'Due date: 26 March 2025',
      'BILL TO',
      'Jordan Smith',
      'Description Type Qty Rate Amount',
      'Electrician labour Labour 3.5 $95.00 $332.50',
      'Double power point Materials 3 $45.00 $135.00',
      'Travel (20 km) Other 20 $1.50 $30.00',
      total('Subtotal', '$497.50'),
      total('GST (10%)', '$49.75'),
      total('Total inc. GST', '$547.25'),
      'Bank: Commonwealth Bank',
      'BSB: 062-000',
      'Account number: 12345678',
      'Account name: Sparky Bros Pty Ltd',
      'Reference: INV-0042',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('is a plain invoice with no GST line when the business does not charge GST', async () => {
    const plain = input({ business: { ...business, applyGST: false } });
    plain.invoice = { ...plain.invoice, taxAmount: '0.00', totalAmount: '497.50' };
    const { text } = await pdfText(await buildInvoicePdf(plain, fonts));
    expect(text).not.toContain('Tax Invoice');
    expect(text).not.toContain('GST');
    expect(text).toContain('Invoice');
    expect(text).toContain(total('Total', '$497.50'));
    expect(text).toContain('Reference: INV-0042');
  });

  it('shows a deposit paid and the balance, and asks the client to call when there are no bank details', async () => {
    const withDeposit = input({ business: { name: 'Cash Only Carpentry', applyGST: true } });
    withDeposit.invoice = { ...withDeposit.invoice, depositPaid: '100.00', balanceDue: '447.25' };
    const { text } = await pdfText(await buildInvoicePdf(withDeposit, fonts));
    expect(text).toContain(total('Deposit paid', '-$100.00'));
    expect(text).toContain(total('Balance due', '$447.25'));
    expect(text).toContain('Contact Cash Only Carpentry for payment details.');
  });

  it("prints the business's phone and email, the client's email, the payment terms and the footer notes", async () => {
    const full = input({
      business: {
        ...business,
        address: '12 Smith St\nNewtown NSW 2042',
        paymentTerms: 'Payment due within 7 days of job completion.\nBank transfer preferred.',
        quoteFooterNotes: 'Electrical contractor licence no. 123456C\nAll work to AS/NZS 3000.',
      },
    });
    const lines = await pdfLines(await buildInvoicePdf(full, fonts));
    for (const line of [
      '12 Smith St, Newtown NSW 2042',
      '0412 345 678 · office@sparkybros.com.au',
      'jordan@example.com',
      'Payment terms',
      'Payment due within 7 days of job completion.',
      'Bank transfer preferred.',
      'Notes',
      'Electrical contractor licence no. 123456C',
      'All work to AS/NZS 3000.',
    ]) {
      expect(lines, line).toContain(line);
    }
  });

  it("prints a multi-line description line by line, never a line break as '?'", async () => {
    const described = input();
    described.invoice = { ...described.invoice, description: 'Scope of work:\n• Install 3 double power points\n\nSite left clean and tidy.' };
    const lines = await pdfLines(await buildInvoicePdf(described, fonts));
    expect(lines).toContain('Scope of work:');
    expect(lines).toContain('• Install 3 double power points');
    expect(lines).toContain('Site left clean and tidy.');
    expect(lines.join('\n')).not.toContain('?');
  });

  it('lists the deposit and the payments received before the balance', async () => {
    const part = input();
    part.invoice = { ...part.invoice, depositPaid: '100.00', paymentsReceived: '200.00', balanceDue: '247.25' };
    const lines = await pdfLines(await buildInvoicePdf(part, fonts));
    const at = (line: string) => lines.indexOf(line);
    expect(at('Deposit paid -$100.00')).toBeGreaterThan(-1);
    expect(at('Payments received -$200.00')).toBeGreaterThan(at('Deposit paid -$100.00'));
    expect(at('Balance due $247.25')).toBeGreaterThan(at('Payments received -$200.00'));
  });

  it("says when the client accepted the quote online, on the business's clock, and stays one page", async () => {
    const accepted = input({
      business: { ...business, timeZone: 'Australia/Sydney' },
      acceptedQuote: { quoteNumber: 'Q-0001', revision: 3, acceptedAt: '2026-11-23T23:31:00.000Z' },
    });
    const { text, pages } = await pdfText(await buildInvoicePdf(accepted, fonts));
    expect(text).toContain('Quote Q-0001 accepted online on 24/11/2026 10:31 AEDT (revision 3)');
    expect(pages).toBe(1);
    const perth = await pdfText(await buildInvoicePdf({ ...accepted, business: { ...business, timeZone: 'Australia/Perth' } }, fonts));
    expect(perth.text).toContain('accepted online on 24/11/2026 07:31 AWST (revision 3)');
    expect((await pdfText(await buildInvoicePdf(input(), fonts))).text).not.toContain('accepted online');
  });

  it('carries 30 items over pages with every one present', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ ...items[0]!, description: `Line ${i + 1}: supply and fit a fitting with a long description that wraps` }));
    const { text, pages } = await pdfText(await buildInvoicePdf(input({ items: many }), fonts));
    expect(pages).toBeGreaterThan(1);
    for (let i = 1; i <= 30; i++) expect(text).toContain(`Line ${i}:`);
  });

  it("prints the client's address under Bill To, line by line, between their name and email", async () => {
    const billed = input();
    billed.invoice = { ...billed.invoice, clientAddress: 'Unit 4, 12 Banksia St\nNewtown NSW 2042' };
    const lines = await pdfLines(await buildInvoicePdf(billed, fonts));
    const at = (wanted: string) => lines.findIndex((line) => line.startsWith(wanted));
    expect(at('BILL TO')).toBeGreaterThan(-1);
    expect(at('Jordan Smith')).toBeGreaterThan(at('BILL TO'));
    expect(at('Unit 4, 12 Banksia St')).toBeGreaterThan(at('Jordan Smith'));
    expect(at('Newtown NSW 2042')).toBe(at('Unit 4, 12 Banksia St') + 1);
    expect(at('jordan@example.com')).toBe(at('Newtown NSW 2042') + 1);
    expect(lines.indexOf('Kitchen power points')).toBeGreaterThan(at('jordan@example.com'));
  });

  it('gives a name and an address room for a few lines each, cutting an absurd one short with "…"', async () => {
    const billed = input();
    const address = Array.from({ length: 40 }, (_, i) => `Line ${i + 1} of an address`).join('\n');
    billed.invoice = { ...billed.invoice, clientName: 'Wolfeschlegelsteinhausenbergerdorff '.repeat(5).trim(), clientAddress: address };
    const pages = await pdfPageLines(await buildInvoicePdf(billed, fonts));
    expect(pages[0]).toEqual(expect.arrayContaining(['Line 5 of an address', 'Line 6 of an address…', 'jordan@example.com', 'Kitchen power points']));
    expect(pages.flat()).not.toContain('Line 7 of an address');
  });

  it('keeps the bank details on one page however long the invoice: a block that would straddle the page break moves whole', async () => {
    let moved = 0;
    for (let count = 16; count <= 30; count++) {
      const many = Array.from({ length: count }, (_, i) => ({ ...items[0]!, description: `Line ${i + 1}: supply and fit a fitting` }));
      const pages = await pdfPageLines(await buildInvoicePdf(input({ items: many }), fonts));
      const bank = pages.find((page) => page.includes('BSB: 062-000'))!;
      for (const line of ['Payment by bank transfer', 'Bank: Commonwealth Bank', 'Account number: 12345678', 'Account name: Sparky Bros Pty Ltd', 'Reference: INV-0042']) {
        expect(bank, `${count} items: ${line}`).toContain(line);
      }
      const totals = pages.find((page) => page.some((line) => line.startsWith('Subtotal')))!;
      expect(totals.some((line) => line.startsWith('Total inc. GST')), `${count} items: the total beside its subtotal`).toBe(true);
      if (bank[0] === 'Payment by bank transfer' && pages.indexOf(bank) > 0) moved++;
    }
    // Some of these lengths end a page inside where the bank details would go.
    expect(moved).toBeGreaterThan(0);
  });

  it("prints a progress claim's schedule under the totals: the job, claimed before, this claim, retention, deposit and what is left", async () => {
    const claim = { number: 2, kind: 'percent' as const, contractTotal: '11000.00', variationsTotal: '368.50', claimedBefore: '3300.00', thisClaim: '2000.00', depositApplied: '450.00', retentionHeld: '100.00', remaining: '6068.50' };
    const { text, pages } = await pdfText(await buildInvoicePdf(input({ claim }), fonts));
    expect(pages).toBe(1);
    for (const expected of ['Progress claim 2 GST incl.', 'Contract $11,000.00', 'Approved variations $368.50', 'Claimed before $3,300.00', 'This claim $2,000.00', 'Retention held -$100.00', 'Deposit applied -$450.00', 'Remaining to claim $6,068.50']) {
      expect(text).toContain(expected);
    }
  });

  it('names the download after the invoice number', () => {
    expect(invoicePdfFileName('INV-0042')).toBe('Invoice-INV-0042.pdf');
  });
});

describe('buildReceiptPdf', () => {
  it('shows the receipt number, business, client, amount, method, date, description and message', async () => {
    const bytes = await buildReceiptPdf({
      receipt: {
        receiptNumber: 'REC-0007',
        clientName: 'Jordan Smith',
        clientEmail: 'jordan@example.com',
        paymentAmount: '547.25',
        paymentMethod: 'Bank Transfer',
        paymentDate: '2025-03-20',
        description: 'Kitchen power points',
        messageTemplate: "Thanks! Here's your receipt for the job.",
      },
      business,
      invoiceNumber: 'INV-0042',
    }, fonts);
    const { text } = await pdfText(bytes);
    for (const expected of [
      'Receipt',
      'REC-0007',
      'Sparky Bros Electrical',
      'ABN 53 004 085 616',
      'Jordan Smith',
      total('Payment date', '20 March 2025'),
      total('Method', 'Bank Transfer'),
      total('For invoice', 'INV-0042'),
      total('Amount paid', '$547.25'),
      'Kitchen power points',
      "Thanks! Here's your receipt for the job.",
    ]) {
      expect(text).toContain(expected);
    }
    expect(receiptPdfFileName('REC-0007')).toBe('Receipt-REC-0007.pdf');
  });
});
