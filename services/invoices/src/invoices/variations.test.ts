import { connect } from '@cobber/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedJob, BATHROOM, keptVariation } from '../testing/jobs.ts';
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

  it('adds each approved variation as a line at its subtotal, credits too, and leaves the others out', async () => {
    const quote = await acceptedJob(owner, SMALL_BATHROOM);
    await keptVariation(quotesDb, owner, quote.id, { number: 1, title: 'Second basin', status: 'approved', total: '462.00' });
    await keptVariation(quotesDb, owner, quote.id, { number: 2, title: 'Client supplies tiles', status: 'approved', total: '-93.50' });
    await keptVariation(quotesDb, owner, quote.id, { number: 3, title: 'Heated floor', status: 'sent', total: '1100.00' });
    await keptVariation(quotesDb, owner, quote.id, { number: 4, title: 'Spa bath', status: 'rejected', total: '2200.00' });
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
