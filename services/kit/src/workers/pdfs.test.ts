import { describe, expect, it } from 'vitest';
import { makeQuotePdf } from './pdfs.ts';

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
});
