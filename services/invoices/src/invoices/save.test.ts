import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicesWorld, type InvoicesWorld, type Owner } from '../testing/services.ts';

type Item = { id: string; description: string; quantity: string; unitPrice: string; totalPrice: string; type: string };

describe('saving Invoice Details is one call and one transaction', () => {
  let world: InvoicesWorld;
  let owner: Owner;
  beforeAll(async () => {
    world = await startInvoicesWorld();
    owner = await world.owner();
  });
  afterAll(() => world.stop());

  const newInvoice = async () => {
    const quote = await owner.quote();
    return (await owner.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {})).body as { id: string };
  };
  const items = async (id: string) => (await owner.invoices('GET', `/api/invoices/${id}/items`)).body as Item[];
  /** The invoice's events as written to the outbox, in the transaction of each change. */
  const eventTypes = async (id: string) => (await world.db('outbox').where('key', id).orderBy('seq').select('type')).map((row) => row.type as string);
  const snapshot = async (id: string) => ({
    invoice: (await owner.invoices('GET', `/api/invoices/${id}`)).body,
    items: await items(id),
    events: await world.db('outbox').where('key', id).orderBy('seq').pluck('id'),
  });

  it('saves the words and the whole list of lines with one event, the totals worked out again', async () => {
    const invoice = await newInvoice();
    const [labour, kit, , travel] = await items(invoice.id);
    const saved = await owner.invoices('PATCH', `/api/invoices/${invoice.id}`, {
      title: 'Downlights, final',
      dueDate: '2031-02-01T13:30:00.000Z',
      items: [
        { id: travel!.id },
        { id: labour!.id, unitPrice: '95.00', totalPrice: '1.00' },
        { id: kit!.id, description: 'LED kit', type: 'other' },
        { description: 'Extra switch', quantity: 1, unitPrice: '35.30', type: 'materials' },
      ],
    });
    expect(saved.status).toBe(200);
    // 3 × 95 + 6 × 24.95 + travel 30 + 35.30 = 500.00; GST 50.00. The disposal line is gone.
    expect(saved.body).toMatchObject({ title: 'Downlights, final', dueDate: '2031-02-02', subtotal: '500.00', taxAmount: '50.00', totalAmount: '550.00' });
    expect((await items(invoice.id)).map((i) => [i.description, i.type, i.totalPrice])).toEqual([
      ['Travel (20 km)', 'other', '30.00'],
      ['Install LED downlights', 'labor', '285.00'],
      ['LED kit', 'other', '149.70'],
      ['Extra switch', 'materials', '35.30'],
    ]);
    expect(await eventTypes(invoice.id)).toEqual(['invoice.created', 'invoice.updated']);
  });

  it('changes nothing when one line among good ones is bad', async () => {
    const invoice = await newInvoice();
    const [labour, kit] = await items(invoice.id);
    const before = await snapshot(invoice.id);
    const good = [{ id: labour!.id, quantity: 9 }, { id: kit!.id }];
    const bad = await owner.invoices('PATCH', `/api/invoices/${invoice.id}`, { title: 'Renamed', items: [...good, { description: 'Cable', quantity: 0, unitPrice: 5, type: 'materials' }] });
    expect([bad.status, bad.body.error.fields]).toEqual([400, { 'items.2.quantity': 'Hours/Quantity must be greater than 0' }]);
    const twice = await owner.invoices('PATCH', `/api/invoices/${invoice.id}`, { title: 'Renamed', items: [...good, { id: labour!.id }] });
    expect([twice.status, twice.body.error.fields]).toEqual([400, { 'items.2.id': 'This item is listed twice' }]);
    expect(await snapshot(invoice.id)).toEqual(before);
  });

  it('a paid invoice keeps refusing amount changes (409, nothing changes); its words may be corrected', async () => {
    const invoice = await newInvoice();
    expect((await owner.invoices('POST', `/api/invoices/${invoice.id}/mark-paid`, {})).status).toBeLessThan(300);
    const lines = await items(invoice.id);
    const before = await snapshot(invoice.id);
    const refused = await owner.invoices('PATCH', `/api/invoices/${invoice.id}`, { title: 'Renamed', items: lines.slice(1).map((line) => ({ id: line.id })) });
    expect(refused.status).toBe(409);
    expect(await snapshot(invoice.id)).toEqual(before);
    const words = await owner.invoices('PATCH', `/api/invoices/${invoice.id}`, { items: lines.map((line, i) => ({ id: line.id, ...(i === 0 ? { description: 'Install six LED downlights' } : {}) })) });
    expect(words.status).toBe(200);
    expect(words.body).toMatchObject({ status: 'paid', totalAmount: before.invoice.totalAmount });
    expect((await items(invoice.id))[0]!.description).toBe('Install six LED downlights');
  });
});
