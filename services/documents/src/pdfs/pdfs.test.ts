import { pdfFonts, pdfText } from '@cobber/contracts/documents/reading';
import { describe, expect, it } from 'vitest';
import { makeQuotePdf, makeReceiptPdf } from './pdfs.ts';

const unbroken = 'x'.repeat(1_900);

describe('PDFs in a worker', () => {
  it('makes the 20 × 1,900-character quote in well under a second, without holding this thread', async () => {
    const input = {
      quote: {
        quoteNumber: 'Q-0001',
        title: 'Long words',
        description: unbroken,
        clientName: 'Jordan Smith',
        clientEmail: 'jordan@example.com',
        includeTravel: false,
        travelDistance: '0.00',
        costPerKm: '0.00',
        travelCost: '0.00',
        subtotal: '20.00',
        taxAmount: '0.00',
        totalAmount: '20.00',
        aiSummary: null,
        createdAt: '2025-03-12T01:00:00.000Z',
      },
      items: Array.from({ length: 20 }, () => ({ description: unbroken, type: 'labor' as const, quantity: '1.00', unitPrice: '1.00', totalPrice: '1.00' })),
      business: { name: 'Sparks Electrical' },
      publicUrl: 'https://cobber.example/quote/1',
    };
    await makeQuotePdf(input); // starts the worker
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 5);
    const started = performance.now();
    const pdf = await makeQuotePdf(input);
    const ms = performance.now() - started;
    clearInterval(ticking);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(ms).toBeLessThan(1_000);
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(ms / 5 / 2));
  });

  it('prints every name as typed with the Noto files installed beside the worker, every font embedded', async () => {
    const pdf = await makeReceiptPdf({
      receipt: {
        receiptNumber: 'REC-0001',
        clientName: 'Nguyễn Thị Minh 李明',
        clientEmail: null,
        paymentAmount: '110.00',
        paymentMethod: 'Cash',
        paymentDate: '2026-03-20',
        description: '陳大文 · 山田太郎 (ヤマダ) · 김민준 · Παπαδόπουλος · Иванов',
        messageTemplate: 'Thanks!',
      },
      business: { name: 'Đặng Electrical 电工' },
    });
    const { text } = await pdfText(pdf);
    for (const name of ['Đặng Electrical 电工', 'Nguyễn Thị Minh 李明', '陳大文 · 山田太郎 (ヤマダ) · 김민준 · Παπαδόπουλος · Иванов']) expect(text).toContain(name);
    expect((await pdfFonts(pdf)).filter((font) => !font.embedded)).toEqual([]);
  });
});
