import { connect } from '@cobber/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedJob, BATHROOM } from '../testing/jobs.ts';
import { startInvoicesWorld, type InvoicesWorld, type Owner } from '../testing/services.ts';

/** $1,000.00 of work, $1,100.00 with GST. */
const SMALL_BATHROOM = { ...BATHROOM, items: [{ description: 'Strip out and rebuild the bathroom', quantity: 1, unitPrice: 1000, type: 'labor' }] };

describe('an invoice of the whole job bills the variations the client approved', () => {
  let world: InvoicesWorld;
  let owner: Owner;
  let quotesDb: ReturnType<typeof connect>;
  beforeAll(async () => {
    world = await startInvoicesWorld();
    owner = await world.owner();
    quotesDb = connect(world.databaseUrl, 'quotes');
  }, 60_000);
  afterAll(async () => {
    await quotesDb?.destroy();
    await world?.stop();
  });

  /** A variation as the quotes service keeps it once the client has answered it (or not yet). */
  async function variation(quoteId: string, number: number, title: string, status: string, subtotal: string, tax: string, total: string) {
    await quotesDb('quote_variations').insert({ id: crypto.randomUUID(), quote_id: quoteId, owner_id: owner.id, number, title, status, subtotal, tax_amount: tax, total, approved_at: status === 'approved' ? new Date() : null });
  }

  it('adds each approved variation as a line at its subtotal, credits too, and leaves the others out', async () => {
    const quote = await acceptedJob(owner, SMALL_BATHROOM);
    await variation(quote.id, 1, 'Second basin', 'approved', '420.00', '42.00', '462.00');
    await variation(quote.id, 2, 'Client supplies tiles', 'approved', '-85.00', '-8.50', '-93.50');
    await variation(quote.id, 3, 'Heated floor', 'sent', '1000.00', '100.00', '1100.00');
    await variation(quote.id, 4, 'Spa bath', 'rejected', '2000.00', '200.00', '2200.00');
    const made = await owner.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {});
    expect(made.status).toBe(201);
    // 1,000.00 + 420.00 − 85.00 = 1,335.00, GST 133.50 once on the whole invoice.
    expect(made.body).toMatchObject({ subtotal: '1335.00', taxAmount: '133.50', totalAmount: '1468.50' });
    const lines = (await owner.invoices('GET', `/api/invoices/${made.body.id}/items`)).body as { description: string; unitPrice: string }[];
    expect(lines.map((line) => [line.description, line.unitPrice])).toEqual([
      ['Strip out and rebuild the bathroom', '1000.00'],
      ['Variation V1: Second basin', '420.00'],
      ['Variation V2: Client supplies tiles', '-85.00'],
    ]);

    // The client approves the heated floor later: the invoice reset from the quote bills it too.
    await quotesDb('quote_variations').where({ quote_id: quote.id, number: 3 }).update({ status: 'approved', approved_at: new Date() });
    const reset = await owner.invoices('POST', `/api/invoices/${made.body.id}/reset-from-quote`);
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ subtotal: '2335.00', totalAmount: '2568.50' });
  });
});
