import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicesWorld, type InvoicesWorld, type Owner } from '../testing/services.ts';

/** The quote as this service's replica keeps it (by event). */
async function replicaTotal(world: InvoicesWorld, quoteId: string): Promise<string> {
  const row: { snapshot: { totalAmount: string } } = await world.db('quotes').where('id', quoteId).first('snapshot');
  return row.snapshot.totalAmount;
}

describe('an invoice bills the quote as the owner sees it, not the replica', () => {
  let world: InvoicesWorld;
  let sam: Owner;
  beforeAll(async () => {
    world = await startInvoicesWorld();
    sam = await world.owner();
  });
  afterAll(() => world.stop());

  it("answers 404 for another owner's quote, which the quotes service would give", async () => {
    const someoneElse = await world.owner();
    const theirs = await someoneElse.quote();
    const created = await sam.invoices('POST', `/api/quotes/${theirs.id}/create-invoice`, {});
    expect(created.status).toBe(404);
    expect(created.body.error.message).toBe('Quote not found');
    expect(await world.db('invoices').where('quote_id', theirs.id).first()).toBeUndefined();
  });

  it('bills an edit made a moment ago, while the replica still has the quote before it', async () => {
    const quote = await sam.quote();
    expect(quote.totalAmount).toBe('511.17');
    // From here no quote event reaches this service: its copy stays as it was.
    await world.bus.unsubscribe('invoices');
    const items = (await sam.quotes('GET', `/api/quotes/${quote.id}/items`)).body;
    const edited = await sam.quotes('PATCH', `/api/quotes/${quote.id}/items/${items[0].id}`, { unitPrice: '100.00' });
    expect(edited.status).toBe(200);

    const created = await sam.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {});
    expect(created.status).toBe(201);
    // 3 × 100 + 149.70 + 15 + 30 travel = 494.70; GST 49.47
    expect(created.body).toMatchObject({ subtotal: '494.70', taxAmount: '49.47', totalAmount: '544.17' });
    const lines = (await sam.invoices('GET', `/api/invoices/${created.body.id}/items`)).body;
    expect(lines[0]).toMatchObject({ description: 'Install LED downlights', unitPrice: '100.00', totalPrice: '300.00' });
    // What was billed is now this service's copy too.
    expect(await replicaTotal(world, quote.id)).toBe('544.17');

    // Reset from quote takes the quote as it stands now as well.
    await sam.quotes('PATCH', `/api/quotes/${quote.id}/items/${items[1].id}`, { quantity: 2 });
    const reset = await sam.invoices('POST', `/api/invoices/${created.body.id}/reset-from-quote`);
    expect(reset.status).toBe(200);
    // 300 + 2 × 24.95 + 15 + 30 = 394.90; GST 39.49
    expect(reset.body).toMatchObject({ subtotal: '394.90', taxAmount: '39.49', totalAmount: '434.39' });
  });
});

describe('an invoice when the quotes service cannot be reached', () => {
  let world: InvoicesWorld;
  let sam: Owner;
  beforeAll(async () => {
    // Nothing listens on port 9 of this machine.
    world = await startInvoicesWorld({ quotesUrl: 'http://127.0.0.1:9' });
    sam = await world.owner();
  });
  afterAll(() => world.stop());

  it('answers 503, retryable, and bills nothing from the copy it has', async () => {
    const quote = await sam.quote();
    const created = await sam.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {});
    expect(created.status).toBe(503);
    expect(created.headers.get('retry-after')).toBe('30');
    expect(created.body.error).toEqual({ code: 'service_unavailable', message: 'The quotes service did not answer. Please try again in a minute.' });
    expect(await world.db('invoices').where('quote_id', quote.id).first()).toBeUndefined();
    expect(world.events.filter((event) => event.type === 'invoice.created')).toEqual([]);
  });
});
