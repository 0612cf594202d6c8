import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentsWorld, until, type Owner, type PaymentsWorld } from '../testing/services.ts';

// The client pays the invoice from its link, all or part of the balance, by card.

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Zoe Nguyen' };

type Receipt = { invoiceId: string | null; paymentAmount: string; paymentMethod: string; description: string; takenByCard: boolean; sentAt: string | null };

describe('the client paying an invoice by card from its page', () => {
  let world: PaymentsWorld;
  let sam: Owner;

  beforeAll(async () => {
    world = await startPaymentsWorld();
    sam = await world.owner();
  });
  afterAll(() => world.stop());

  const pay = (invoiceId: string, amount: unknown) => world.anyone('POST', `/api/invoices/${invoiceId}/public/payment`, { amount });
  const confirm = (clientSecret: string) => world.anyone('POST', '/api/payments/test/confirm', { clientSecret, ...CARD });
  const invoiceOf = async (id: string) => (await sam.invoices('GET', `/api/invoices/${id}`)).body as Record<string, string>;
  const receipts = async (invoiceId: string) => ((await sam.invoices('GET', '/api/receipts')).body as Receipt[]).filter((r) => r.invoiceId === invoiceId);

  /** A $478.17 invoice, sent to the client unless asked not to, once the payments service knows it as sent. */
  async function invoice({ send = true } = {}) {
    const quote = await world.quote(sam);
    const created = await sam.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, { dueDate: '2099-01-31' });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    if (send) expect((await sam.invoices('POST', `/api/invoices/${id}/send`, {})).status).toBe(200);
    const status = send ? 'sent' : 'draft';
    await until(async () => (await world.payments.db('documents').where('id', id).first())?.status === status);
    return { id, invoiceNumber: created.body.invoiceNumber as string };
  }

  it('takes part, then the rest: each a Credit Card receipt mailed to the client, the balance falling, paid when nothing is owed', async () => {
    const { id, invoiceNumber } = await invoice();
    const part = await pay(id, '100.00');
    expect(part.status, JSON.stringify(part.body)).toBe(201);
    expect(part.body).toEqual({ clientSecret: expect.stringMatching(/^test_pi_\w+_secret_\w+$/), amount: '100.00', paymentId: expect.any(String) });
    // Asked again for the same amount while it is open: the same payment, never a second.
    expect((await pay(id, 100)).body).toEqual(part.body);
    expect(await world.payments.db('payments').where('id', part.body.paymentId).first()).toMatchObject({ purpose: 'invoice', amount_cents: '10000', customer_email: 'zoe@example.com' });
    expect((await confirm(part.body.clientSecret)).status).toBe(200);

    await until(async () => (await invoiceOf(id)).balanceDue === '378.17');
    expect(await invoiceOf(id)).toMatchObject({ paymentsReceived: '100.00', depositPaid: '0.00', status: 'sent' });
    await until(async () => (await receipts(id)).some((r) => r.sentAt !== null));
    expect(await receipts(id)).toEqual([
      expect.objectContaining({ paymentAmount: '100.00', paymentMethod: 'Credit Card', description: `Payment of ${invoiceNumber} (test payment)`, takenByCard: true }),
    ]);
    expect(world.smtp.received.some((m) => m.to.includes('zoe@example.com') && /receipt/i.test(m.mail.subject ?? ''))).toBe(true);

    const rest = await pay(id, '378.17');
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect((await confirm(rest.body.clientSecret)).status).toBe(200);
    await until(async () => (await invoiceOf(id)).status === 'paid');
    expect(await invoiceOf(id)).toMatchObject({ paymentsReceived: '478.17', balanceDue: '0.00' });
    expect((await receipts(id)).map((r) => r.paymentAmount).sort()).toEqual(['100.00', '378.17']);

    await until(async () => Number((await world.payments.db('documents').where('id', id).first()).paid_cents) === 47817);
    const more = await pay(id, '1.00');
    expect(more.status).toBe(409);
    expect(more.body.error.message).toBe('Nothing is owed on this invoice');
  });

  it('never asks more than the balance, nor less than $0.50, naming the amount', async () => {
    const { id } = await invoice();
    const over = await pay(id, '478.18');
    expect(over.status).toBe(400);
    expect(over.body.error.fields).toEqual({ amount: 'The amount can be at most $478.17, what is still owed' });
    const tooSmall = await pay(id, '0.49');
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.error.fields).toEqual({ amount: 'Minimum amount is $0.50 AUD' });
    expect((await pay(id, undefined)).body.error.fields).toEqual({ amount: 'Amount is required' });
    expect(await world.payments.db('payments').where('document_id', id)).toEqual([]);
  });

  it('keeps one payment in flight: another amount waits while one is under way, and counts what a paid one took', async () => {
    const { id } = await invoice();
    const first = await pay(id, '300.00');
    expect(first.status).toBe(201);
    const other = await pay(id, '200.00');
    expect(other.status).toBe(409);
    expect(other.body.error.message).toMatch(/A card payment of \$300\.00 is already under way on this invoice/);
    expect((await confirm(first.body.clientSecret)).status).toBe(200);
    // At once, before the invoices service has counted it: the payment taken here is counted.
    const tooMuch = await pay(id, '178.18');
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.fields.amount).toBe('The amount can be at most $178.17, what is still owed');
    // The same card secret confirmed twice takes nothing twice.
    await confirm(first.body.clientSecret);
    await until(async () => (await invoiceOf(id)).balanceDue === '178.17');
    expect(await receipts(id)).toHaveLength(1);
  });

  it('answers 404 for a draft, an unknown invoice and a quote, and 409 once the owner recorded it paid', async () => {
    const draft = await invoice({ send: false });
    expect((await pay(draft.id, '10.00')).status).toBe(404);
    expect((await pay(crypto.randomUUID(), '10.00')).status).toBe(404);
    const quote = await world.quote(sam);
    expect((await pay(quote.id, '10.00')).status).toBe(404);
    const { id } = await invoice();
    expect((await sam.invoices('POST', `/api/invoices/${id}/mark-paid`, {})).status).toBe(201);
    await until(async () => Number((await world.payments.db('documents').where('id', id).first()).paid_cents) === 47817);
    expect((await pay(id, '10.00')).status).toBe(409);
  });
});
