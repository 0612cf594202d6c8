import { describe, expect, it } from 'vitest';
import { buildReceiptPdf, invoiceStanding, type ReceiptPdfInput } from './index.ts';
import { nodeFontFiles } from './fonts/node-files.ts';
import { pdfText } from './testing/reading.ts';

const fonts = nodeFontFiles();

const business = { name: 'Olly Electrical', abn: '53004085616', email: 'olly@example.com' };

function receiptFor(amount: string, receiptNumber: string, owingAfter: string | null): ReceiptPdfInput {
  return {
    receipt: {
      receiptNumber,
      clientName: 'Sarah Nguyen',
      clientEmail: 'sarah@example.com',
      paymentAmount: amount,
      paymentMethod: 'Bank Transfer',
      paymentDate: '2026-11-20',
      description: 'Kitchen rewire (invoice INV-0003)',
      messageTemplate: "Thanks! Here's your receipt for the job.",
    },
    business,
    invoiceNumber: owingAfter === null ? null : 'INV-0003',
    owingAfter,
  };
}

describe('a receipt made against an invoice', () => {
  it('says what is still owing after a part payment, and "Paid in full" after the last', async () => {
    const first = (await pdfText(await buildReceiptPdf(receiptFor('500.00', 'REC-0004', '268.22'), fonts))).text;
    expect(first).toContain('Invoice INV-0003: $268.22 still owing');
    expect(first).not.toContain('Paid in full');
    const last = (await pdfText(await buildReceiptPdf(receiptFor('268.22', 'REC-0005', '0.00'), fonts))).text;
    expect(last).toContain('Invoice INV-0003: Paid in full');
    expect(last).not.toContain('still owing');
  });

  it('says nothing of a balance when the payment was not on an invoice', async () => {
    const { text } = await pdfText(await buildReceiptPdf(receiptFor('150.00', 'REC-0006', null), fonts));
    expect(text).not.toMatch(/still owing|Paid in full/);
  });

  it('words the standing the same for the email', () => {
    expect([invoiceStanding('1234.50'), invoiceStanding('0.00')]).toEqual(['$1,234.50 still owing', 'Paid in full']);
  });
});
