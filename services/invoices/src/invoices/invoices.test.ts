import { addDays, todayIn } from '@cobber/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE, startInvoicesWorld, until, type InvoicesWorld, type Owner } from '../testing/services.ts';

describe('invoices from quotes', () => {
  let world: InvoicesWorld;
  let owner: Owner;
  beforeAll(async () => {
    world = await startInvoicesWorld();
    owner = await world.owner();
  });
  afterAll(() => world.stop());

  it('copies the title, client, every item and travel, with the spec defaults and totals', async () => {
    const quote = await owner.quote();
    const created = await owner.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {});
    expect(created.status).toBe(201);
    const invoice = created.body;
    expect(invoice).toMatchObject({
      invoiceNumber: expect.stringMatching(/^INV-\d{4}$/),
      quoteId: quote.id,
      title: QUOTE.title,
      description: QUOTE.description,
      clientName: QUOTE.clientName,
      clientEmail: QUOTE.clientEmail,
      status: 'draft',
      paymentMethod: 'bank_transfer',
      dueDate: addDays(todayIn('Australia/Sydney'), 14),
      // 3 × 90 + 6 × 24.95 + 15 + travel 20 km × 1.50 = 464.70; GST 46.47
      subtotal: '464.70',
      taxAmount: '46.47',
      totalAmount: '511.17',
      depositPaid: '0.00',
      balanceDue: '511.17',
    });
    expect([invoice.subtotal, invoice.taxAmount, invoice.totalAmount]).toEqual([quote.subtotal, quote.taxAmount, quote.totalAmount]);
    const items = await owner.invoices('GET', `/api/invoices/${invoice.id}/items`);
    expect(items.body.map((i: Record<string, string>) => [i.description, i.type, i.quantity, i.unitPrice, i.totalPrice])).toEqual([
      ['Install LED downlights', 'labor', '3.00', '90.00', '270.00'],
      ['LED downlight kit', 'materials', '6.00', '24.95', '149.70'],
      ['Disposal', 'other', '1.00', '15.00', '15.00'],
      ['Travel (20 km)', 'other', '20.00', '1.50', '30.00'],
    ]);
    expect((await owner.invoices('GET', `/api/invoices/${invoice.id}`)).body).toEqual(invoice);
  });

  it('answers the existing invoice when asked twice, and the quote learns its invoice', async () => {
    const quote = await owner.quote();
    const [first, second] = await Promise.all([
      owner.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {}),
      owner.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {}),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.id).toBe(second.body.id);
    await until(async () => (await owner.quotes('GET', `/api/quotes/${quote.id}`)).body.invoiceId === first.body.id);
  });

  it('takes the payment method and due date given, and carries a deposit line as a deposit', async () => {
    const quote = await owner.quote({ ...QUOTE, includeTravel: false });
    await owner.quotes('POST', `/api/quotes/${quote.id}/deposit`, { amount: '100.00' });
    await until(async () => {
      const row = await world.db('quotes').where('id', quote.id).first('snapshot');
      return row.snapshot.items.some((item: { type: string }) => item.type === 'deposit');
    });
    const created = await owner.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, { paymentMethod: 'cash', dueDate: '2030-01-31', taxRate: 10 });
    expect(created.body).toMatchObject({ paymentMethod: 'cash', dueDate: '2030-01-31', subtotal: '434.70', taxAmount: '43.47', totalAmount: '478.17' });
    const items = (await owner.invoices('GET', `/api/invoices/${created.body.id}/items`)).body;
    expect(items.find((i: { type: string }) => i.type === 'deposit')).toMatchObject({ totalPrice: '100.00' });
  });

  it('leaves GST off for a business that does not charge it', async () => {
    const noGst = await world.owner({ applyGST: false });
    const quote = await noGst.quote();
    const created = await noGst.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {});
    expect(created.body).toMatchObject({ subtotal: '464.70', taxAmount: '0.00', totalAmount: '464.70' });
  });

  it('edits words and lines, recomputing the totals on the server', async () => {
    const quote = await owner.quote();
    const invoice = (await owner.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {})).body;
    const patched = await owner.invoices('PATCH', `/api/invoices/${invoice.id}`, { title: 'Downlights, final', description: null, dueDate: '2031-02-01' });
    expect(patched.body).toMatchObject({ title: 'Downlights, final', description: null, dueDate: '2031-02-01' });

    const added = await owner.invoices('POST', `/api/invoices/${invoice.id}/items`, { description: 'Extra switch', quantity: 1, unitPrice: '35.30', type: 'materials' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ description: 'Extra switch', totalPrice: '35.30', invoiceId: invoice.id });
    expect((await owner.invoices('GET', `/api/invoices/${invoice.id}`)).body).toMatchObject({ subtotal: '500.00', taxAmount: '50.00', totalAmount: '550.00' });

    const edited = await owner.invoices('PATCH', `/api/invoices/${invoice.id}/items/${added.body.id}`, { quantity: 2, totalPrice: '1.00' });
    expect(edited.status).toBe(400);
    const edit = await owner.invoices('PATCH', `/api/invoices/${invoice.id}/items/${added.body.id}`, { quantity: 2 });
    expect(edit.body.totalPrice).toBe('70.60');
    expect((await owner.invoices('GET', `/api/invoices/${invoice.id}`)).body.totalAmount).toBe('588.83');

    expect((await owner.invoices('DELETE', `/api/invoices/${invoice.id}/items/${added.body.id}`)).status).toBe(204);
    expect((await owner.invoices('GET', `/api/invoices/${invoice.id}`)).body.totalAmount).toBe('511.17');

    const items = (await owner.invoices('GET', `/api/invoices/${invoice.id}/items`)).body;
    await owner.invoices('DELETE', `/api/invoices/${invoice.id}/items/${items[0].id}`);
    const reset = await owner.invoices('POST', `/api/invoices/${invoice.id}/reset-from-quote`);
    expect(reset.body.totalAmount).toBe('511.17');
    expect((await owner.invoices('GET', `/api/invoices/${invoice.id}/items`)).body).toHaveLength(4);
  });

  it('shows an unpaid invoice past its due date as overdue', async () => {
    const quote = await owner.quote();
    const invoice = (await owner.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, { dueDate: '2020-01-01' })).body;
    expect(invoice.status).toBe('overdue');
  });

  it('writes invoice events carrying the whole invoice with its lines', async () => {
    const quote = await owner.quote();
    const invoice = (await owner.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {})).body;
    await until(() => world.events.some((e) => e.type === 'invoice.created' && e.key === invoice.id));
    const event = world.events.find((e) => e.type === 'invoice.created' && e.key === invoice.id)!;
    expect(event.data).toMatchObject({ id: invoice.id, quoteId: quote.id, ownerId: owner.id, totalAmount: '511.17' });
    expect((event.data as { items: unknown[] }).items).toHaveLength(4);
  });
});
