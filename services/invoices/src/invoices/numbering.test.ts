import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicesWorld, type InvoicesWorld, type Owner } from '../test-services.ts';

describe('invoice numbers', () => {
  let world: InvoicesWorld;
  let owner: Owner;
  beforeAll(async () => {
    world = await startInvoicesWorld();
    owner = await world.owner();
  });
  afterAll(() => world.stop());

  it('are consecutive from INV-0001 with no gap and no duplicate under 50 parallel creates, some rolled back', async () => {
    const template = await owner.quote();
    const { snapshot } = await world.db('quotes').where('id', template.id).first('snapshot');
    // 50 quotes in the replica; every fifth carries a line too large for any invoice,
    // so its create fails inside the transaction after taking a number, and rolls back.
    const quotes = Array.from({ length: 50 }, (_, i) => {
      const id = crypto.randomUUID();
      const huge = i % 5 === 4;
      const items = huge ? [{ ...snapshot.items[0], quantity: '100000.00', unitPrice: '999999999.99' }] : snapshot.items;
      return { id, huge, row: { id, owner_id: owner.id, snapshot: JSON.stringify({ ...snapshot, id, items }), updated_at: snapshot.updatedAt } };
    });
    await world.db('quotes').insert(quotes.map((q) => q.row));

    const answers = await Promise.all(quotes.map((q) => owner.invoices('POST', `/api/quotes/${q.id}/create-invoice`, {})));
    answers.forEach((answer, i) => expect(answer.status).toBe(quotes[i]!.huge ? 400 : 201));

    const numbers = answers.filter((a) => a.status === 201).map((a) => a.body.invoiceNumber as string);
    const all = [template, ...quotes].length - 10;
    // The template quote has no invoice: 40 invoices, INV-0001 to INV-0040.
    expect(numbers.sort()).toEqual(Array.from({ length: all - 1 }, (_, i) => `INV-${String(i + 1).padStart(4, '0')}`));
    const next = await owner.quote();
    expect((await owner.invoices('POST', `/api/quotes/${next.id}/create-invoice`, {})).body.invoiceNumber).toBe('INV-0041');
  });

  it('are per business', async () => {
    const other = await world.owner({ name: 'Other Trade Co' });
    const quote = await other.quote();
    expect((await other.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {})).body.invoiceNumber).toBe('INV-0001');
  });
});
