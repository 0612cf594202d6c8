import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_QUOTE, startPaymentsWorld, until, type Owner, type PaymentsWorld } from '../testing/services.ts';

const CUSTOMER = { customerEmail: 'zoe@example.com', customerName: 'Zoe Nguyen' };
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Zoe Nguyen' };
const DECLINED_CARD = { ...CARD, cardNumber: '4000 0000 0000 0002' };

describe('deposits by card with the built-in test provider', () => {
  let world: PaymentsWorld;
  let sam: Owner;
  let alex: Owner;

  beforeAll(async () => {
    world = await startPaymentsWorld();
    sam = await world.owner();
    alex = await world.owner();
  });
  afterAll(() => world.stop());

  const deposit = (who: Owner, quoteId: string, depositAmount: unknown) =>
    who.payments('POST', `/api/quotes/${quoteId}/create-deposit-payment`, { depositAmount, ...CUSTOMER });

  it('tells the browser to show the test card form, in test mode', async () => {
    expect((await world.anyone('GET', '/api/payments/config')).body).toEqual({ provider: 'test', testMode: true });
  });

  it('takes a deposit: 4242… succeeds once, records it as a test payment, and the quote history says so', async () => {
    const quote = await world.quote(sam);
    const started = await deposit(sam, quote.id, '143.45');
    expect(started.status).toBe(201);
    expect(started.body).toEqual({ clientSecret: expect.stringMatching(/^test_pi_\w+_secret_\w+$/), depositAmount: '143.45', paymentId: expect.any(String) });
    expect((await sam.payments('GET', `/api/payments/${started.body.paymentId}`)).body).toMatchObject({ status: 'pending', amount: '143.45' });

    const paid = await world.anyone('POST', '/api/payments/test/confirm', { clientSecret: started.body.clientSecret, ...CARD });
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({ paymentId: started.body.paymentId, status: 'succeeded', amount: '143.45', documentType: 'quote', documentNumber: quote.quoteNumber });

    const succeeded = () => world.events.filter((e) => e.type === 'payment.succeeded' && e.key === quote.id);
    await until(() => succeeded().length > 0);
    expect(succeeded()[0]!.data).toMatchObject({ ownerId: sam.id, documentType: 'quote', documentId: quote.id, amountCents: 14345, provider: 'test', testPayment: true, ...CUSTOMER, documentNumber: quote.quoteNumber, documentTitle: SAMPLE_QUOTE.title });
    const again = await world.anyone('POST', '/api/payments/test/confirm', { clientSecret: started.body.clientSecret, ...CARD });
    expect(again.status).toBe(409);
    expect(succeeded()).toHaveLength(1);

    let history: { changeType: string; description: string }[] = [];
    await until(async () => {
      history = (await sam.quotes('GET', `/api/quotes/${quote.id}/history`)).body;
      return history.some((entry) => entry.changeType === 'deposit');
    });
    expect(history.filter((entry) => entry.changeType === 'deposit')).toEqual([expect.objectContaining({ description: 'Deposit of $143.45 paid by card (test payment)' })]);
    expect((await sam.payments('GET', `/api/payments/${started.body.paymentId}`)).body).toEqual({
      id: started.body.paymentId,
      documentType: 'quote',
      documentId: quote.id,
      documentNumber: quote.quoteNumber,
      amount: '143.45',
      currency: 'aud',
      status: 'succeeded',
      testPayment: true,
      provider: 'test',
      failureMessage: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      ...CUSTOMER,
    });
  });

  it('never moves a paid payment back: a declined card on it afterwards changes nothing', async () => {
    const quote = await world.quote(sam);
    const { body } = await deposit(sam, quote.id, '143.45');
    expect((await world.anyone('POST', '/api/payments/test/confirm', { clientSecret: body.clientSecret, ...CARD })).status).toBe(200);
    const before = await world.payments.db('payments').where('id', body.paymentId).first();
    await until(async () => (await sam.invoices('GET', '/api/receipts')).body.some((r: { quoteId: string }) => r.quoteId === quote.id));

    const declined = await world.anyone('POST', '/api/payments/test/confirm', { clientSecret: body.clientSecret, ...DECLINED_CARD });
    expect(declined.status).toBe(409);
    expect(declined.body.error.message).toBe('This deposit has already been paid');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await world.payments.db('payments').where('id', body.paymentId).first()).toEqual(before);
    expect(world.events.filter((e) => e.key === quote.id && e.type.startsWith('payment.')).map((e) => e.type)).toEqual(['payment.succeeded']);
    expect((await sam.invoices('GET', '/api/receipts')).body.filter((r: { quoteId: string }) => r.quoteId === quote.id)).toHaveLength(1);
  });

  it('declines a card with the provider’s own answer (402), the same one the server records, then takes another card', async () => {
    const quote = await world.quote(sam);
    const { body } = await deposit(sam, quote.id, 100);
    const declined = await world.anyone('POST', '/api/payments/test/confirm', { clientSecret: body.clientSecret, ...DECLINED_CARD });
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });
    await until(() => world.events.some((e) => e.type === 'payment.failed' && e.key === quote.id));
    expect((await sam.payments('GET', `/api/payments/${body.paymentId}`)).body).toMatchObject({ status: 'failed', failureMessage: declined.body.error.message });

    // A real card number in test mode gets the provider's other answer, word for word.
    const live = await world.anyone('POST', '/api/payments/test/confirm', { clientSecret: body.clientSecret, ...CARD, cardNumber: '5555 5555 5555 4444' });
    expect(live.status).toBe(402);
    expect(live.body.error.message).toBe('Your card was declined. Your request was in test mode, but used a non test card.');
    expect((await sam.payments('GET', `/api/payments/${body.paymentId}`)).body).toMatchObject({ status: 'failed', failureMessage: live.body.error.message });

    const paid = await world.anyone('POST', '/api/payments/test/confirm', { clientSecret: body.clientSecret, ...CARD });
    expect(paid.status).toBe(200);
    await until(() => world.events.some((e) => e.type === 'payment.succeeded' && e.key === quote.id));
    expect(world.events.filter((e) => e.key === quote.id && e.type.startsWith('payment.')).map((e) => e.type)).toEqual(['payment.failed', 'payment.failed', 'payment.succeeded']);
  });

  it('refuses less than $0.50 and more than is still owed, with the message on depositAmount', async () => {
    const quote = await world.quote(sam);
    expect(quote.totalAmount).toBe('478.17');
    const tooSmall = await deposit(sam, quote.id, '0.49');
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.error.fields).toEqual({ depositAmount: 'Minimum amount is $0.50 AUD' });

    const tooMuch = await deposit(sam, quote.id, '478.18');
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.fields.depositAmount).toBe('The deposit can be at most $478.17, what is still owed');

    const first = await deposit(sam, quote.id, '400.00');
    await world.anyone('POST', '/api/payments/test/confirm', { clientSecret: first.body.clientSecret, ...CARD });
    const overBalance = await deposit(sam, quote.id, '78.18');
    expect(overBalance.body.error.fields.depositAmount).toBe('The deposit can be at most $78.17, what is still owed');
    expect((await deposit(sam, quote.id, '78.17')).status).toBe(201);
  });

  it('answers 404 to another owner, an unknown id and a quote asked for as an invoice', async () => {
    const quote = await world.quote(sam);
    expect((await deposit(alex, quote.id, 10)).status).toBe(404);
    expect((await deposit(sam, crypto.randomUUID(), 10)).status).toBe(404);
    expect((await deposit(sam, 'not-a-uuid', 10)).status).toBe(404);
    const asInvoice = await sam.payments('POST', `/api/invoices/${quote.id}/create-deposit-payment`, { depositAmount: 10, ...CUSTOMER });
    expect(asInvoice.status).toBe(404);
    const unsigned = await world.anyone('POST', `/api/quotes/${quote.id}/create-deposit-payment`, { depositAmount: 10, ...CUSTOMER });
    expect(unsigned.status).toBe(401);
    const unknownPayment = await world.anyone('POST', '/api/payments/test/confirm', { clientSecret: 'test_pi_nope_secret_x', ...CARD });
    expect(unknownPayment.status).toBe(404);
    const { body } = await deposit(sam, quote.id, 10);
    expect((await sam.payments('GET', `/api/payments/${body.paymentId}`)).status).toBe(200);
    expect((await alex.payments('GET', `/api/payments/${body.paymentId}`)).status).toBe(404);
    expect((await sam.payments('GET', `/api/payments/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await world.anyone('GET', `/api/payments/${body.paymentId}`)).status).toBe(401);
  });

  it('names each bad field of each body with its message (400)', async () => {
    const quote = await world.quote(sam);
    const bad = await sam.payments('POST', `/api/quotes/${quote.id}/create-deposit-payment`, { depositAmount: '', customerEmail: 'zoe', customerName: ' ' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      depositAmount: 'Deposit amount is required',
      customerEmail: 'Valid email is required',
      customerName: 'Customer name is required',
    });
    expect((await sam.payments('POST', `/api/quotes/${quote.id}/create-deposit-payment`, { ...CUSTOMER, depositAmount: 10, extra: 1 })).body.error.fields).toEqual({ extra: 'Unknown field: extra' });

    const card = await world.anyone('POST', '/api/payments/test/confirm', { clientSecret: 'x', cardNumber: '4242', expiry: '13/30', cvc: '1', name: '' });
    expect(card.status).toBe(400);
    expect(card.body.error.fields).toEqual({
      cardNumber: 'Your card number is incomplete.',
      expiry: "Your card's expiration date is incomplete.",
      cvc: "Your card's security code is incomplete.",
      name: 'Name on card is required',
    });
    const expired = await world.anyone('POST', '/api/payments/test/confirm', { ...CARD, clientSecret: 'x', expiry: '01/20' });
    expect(expired.body.error.fields).toEqual({ expiry: "Your card's expiration year is in the past." });
  });

  it('records a deposit on an invoice: receipt by Credit Card mailed to the customer, balance due, paid when nothing is owed', async () => {
    const quote = await world.quote(sam);
    const created = await sam.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, { paymentMethod: 'bank_transfer', dueDate: '2099-01-31' });
    expect(created.status).toBe(201);
    const invoiceId = created.body.id as string;
    await until(async () => Boolean(await world.payments.db('documents').where('id', invoiceId).first()));
    const payInvoice = async (amount: string) => {
      const { body } = await sam.payments('POST', `/api/invoices/${invoiceId}/create-deposit-payment`, { depositAmount: amount, ...CUSTOMER });
      const paid = await world.anyone('POST', '/api/payments/test/confirm', { clientSecret: body.clientSecret, ...CARD });
      expect(paid.body).toMatchObject({ status: 'succeeded', documentType: 'invoice', documentNumber: created.body.invoiceNumber });
    };
    const receipts = async () => ((await sam.invoices('GET', '/api/receipts')).body as { invoiceId: string }[]).filter((r) => r.invoiceId === invoiceId);

    await payInvoice('100.00');
    await until(async () => (await receipts()).length === 1);
    expect((await receipts())[0]).toMatchObject({ paymentAmount: '100.00', paymentMethod: 'Credit Card', description: 'Deposit payment (test payment)', clientEmail: 'zoe@example.com' });
    await until(async () => (await sam.invoices('GET', `/api/invoices/${invoiceId}`)).body.depositPaid === '100.00');
    expect((await sam.invoices('GET', `/api/invoices/${invoiceId}`)).body).toMatchObject({ balanceDue: '378.17', status: 'draft' });
    await until(() => world.smtp.received.some((m) => m.to.includes('zoe@example.com') && /receipt/i.test(m.mail.subject ?? '')));

    await until(async () => Number((await world.payments.db('documents').where('id', invoiceId).first()).paid_cents) === 10000);
    const over = await sam.payments('POST', `/api/invoices/${invoiceId}/create-deposit-payment`, { depositAmount: '378.18', ...CUSTOMER });
    expect(over.body.error.fields.depositAmount).toBe('The deposit can be at most $378.17, what is still owed');
    await payInvoice('378.17');
    await until(async () => (await sam.invoices('GET', `/api/invoices/${invoiceId}`)).body.status === 'paid');
    expect((await sam.invoices('GET', `/api/invoices/${invoiceId}`)).body).toMatchObject({ depositPaid: '478.17', balanceDue: '0.00' });
    expect(await receipts()).toHaveLength(2);
  });
});
