import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentsWorld, until, type Owner, type PaymentsWorld } from '../testing/services.ts';
import { startFakeStripe, type FakeStripe } from './testing/fake-stripe.ts';
import { stripeWebhooks } from './testing/webhook-sender.ts';

const WEBHOOK_SECRET = 'whsec_test_cobber';
const CUSTOMER = { customerEmail: 'zoe@example.com', customerName: 'Zoe Nguyen' };

describe('deposits through Stripe (the real SDK against a local fake Stripe)', () => {
  let stripe: FakeStripe;
  let world: PaymentsWorld;
  let sam: Owner;
  let webhooks: ReturnType<typeof stripeWebhooks>;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    world = await startPaymentsWorld({
      cards: { provider: 'stripe', stripe: { secretKey: 'sk_test_cobber', publishableKey: 'pk_test_cobber', webhookSecret: WEBHOOK_SECRET, apiBase: stripe.url } },
    });
    sam = await world.owner();
    webhooks = stripeWebhooks(world.paymentsUrl, stripe, WEBHOOK_SECRET);
  });
  afterAll(async () => {
    await world.stop();
    await stripe.stop();
  });

  const stripeEvent = (type: string, intentId: string) => webhooks.event(type, intentId);
  const webhook = (payload: string, signature?: string) => webhooks.post(payload, signature);

  async function startDeposit(depositAmount = '143.45') {
    const quote = await world.quote(sam);
    const { status, body } = await sam.payments('POST', `/api/quotes/${quote.id}/create-deposit-payment`, { depositAmount, ...CUSTOMER });
    expect(status).toBe(201);
    const intent = [...stripe.intents.values()].find((i) => i.client_secret === body.clientSecret)!;
    return { quote, intent, body };
  }
  const paymentEvents = (quoteId: string) => world.events.filter((e) => e.key === quoteId && e.type.startsWith('payment.'));
  const history = async (quoteId: string) =>
    ((await sam.quotes('GET', `/api/quotes/${quoteId}/history`)).body as { changeType: string }[]).filter((e) => e.changeType === 'deposit');

  const receiptsFor = async (quoteId: string) => ((await sam.invoices('GET', '/api/receipts')).body as { quoteId: string }[]).filter((r) => r.quoteId === quoteId);

  it('gives the browser the publishable key, and says test keys take no real money', async () => {
    expect((await world.anyone('GET', '/api/payments/config')).body).toEqual({ provider: 'stripe', publishableKey: 'pk_test_cobber', testMode: true });
  });

  it('creates a PaymentIntent in AUD cents with an idempotency key and metadata naming the document', async () => {
    const { quote, intent, body } = await startDeposit('143.45');
    const payment = await world.payments.db('payments').where('provider_payment_id', intent.id).first();
    expect(body).toEqual({ clientSecret: intent.client_secret, depositAmount: '143.45', paymentId: payment.id });
    expect(intent).toMatchObject({
      amount: 14345,
      currency: 'aud',
      automatic_payment_methods: { enabled: true },
      metadata: { ownerId: sam.id, documentType: 'quote', documentId: quote.id, paymentId: payment.id },
    });
    const request = stripe.requests.find((r) => r.method === 'POST' && r.form.get('metadata[paymentId]') === payment.id)!;
    expect(request.path).toBe('/v1/payment_intents');
    expect(request.idempotencyKey).toBe(payment.id);
    expect(request.authorization).toBe('Bearer sk_test_cobber');
    expect(payment).toMatchObject({ status: 'pending', provider: 'stripe', amount_cents: '14345' });
  });

  it('turns a signed payment_intent.succeeded into one payment.succeeded, however often Stripe sends it', async () => {
    const { quote, intent } = await startDeposit();
    stripe.succeed(intent.id);
    const payload = stripeEvent('payment_intent.succeeded', intent.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(payload)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    await until(() => paymentEvents(quote.id).length > 0);
    await until(async () => (await history(quote.id)).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(paymentEvents(quote.id).map((e) => e.type)).toEqual(['payment.succeeded']);
    // Stripe's test keys (sk_test_…) move no money: a test payment, and the receipt says so.
    expect(paymentEvents(quote.id)[0]!.data).toMatchObject({ amountCents: 14345, provider: 'stripe', providerPaymentId: intent.id, testPayment: true });
    expect(await history(quote.id)).toHaveLength(1);
    await until(async () => (await receiptsFor(quote.id)).length > 0);
    expect(await receiptsFor(quote.id)).toEqual([expect.objectContaining({ paymentAmount: '143.45', paymentMethod: 'Credit Card', description: 'Deposit payment (test payment)' })]);
    expect((await world.payments.db('payments').where('provider_payment_id', intent.id).first()).status).toBe('succeeded');
  });

  it("takes the client's payment of an invoice from its page through Stripe: its receipt is a payment of the invoice", async () => {
    const quote = await world.quote(sam);
    const invoice = (await sam.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, { dueDate: '2099-01-31' })).body as { id: string; invoiceNumber: string };
    expect((await sam.invoices('POST', `/api/invoices/${invoice.id}/send`, {})).status).toBe(200);
    await until(async () => (await world.payments.db('documents').where('id', invoice.id).first())?.status === 'sent');
    const started = await world.anyone('POST', `/api/invoices/${invoice.id}/public/payment`, { amount: '200.00' });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const intent = [...stripe.intents.values()].find((i) => i.client_secret === started.body.clientSecret)!;
    expect(intent).toMatchObject({ amount: 20000, currency: 'aud', metadata: { documentType: 'invoice', documentId: invoice.id } });
    stripe.succeed(intent.id);
    expect((await webhook(stripeEvent('payment_intent.succeeded', intent.id))).status).toBe(200);
    await until(async () => (await sam.invoices('GET', `/api/invoices/${invoice.id}`)).body.paymentsReceived === '200.00');
    expect((await sam.invoices('GET', `/api/invoices/${invoice.id}`)).body).toMatchObject({ depositPaid: '0.00', balanceDue: '278.17' });
    const receipts = ((await sam.invoices('GET', '/api/receipts')).body as { invoiceId: string }[]).filter((r) => r.invoiceId === invoice.id);
    expect(receipts).toEqual([expect.objectContaining({ paymentAmount: '200.00', paymentMethod: 'Credit Card', description: `Payment of ${invoice.invoiceNumber} (test payment)` })]);
  });

  it('refuses a forged or stale signature with 400 and changes nothing', async () => {
    const { quote, intent } = await startDeposit();
    stripe.succeed(intent.id);
    const payload = stripeEvent('payment_intent.succeeded', intent.id);
    const forged = webhooks.sign(payload, { secret: 'whsec_someone_else' });
    expect((await webhook(payload, forged)).status).toBe(400);
    const stale = webhooks.sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect((await webhook(payload, stale)).status).toBe(400);
    expect((await webhook(payload, 'nonsense')).status).toBe(400);
    const tampered = payload.replace('"amount":14345', '"amount":1');
    expect((await webhook(tampered, webhooks.sign(payload))).status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(paymentEvents(quote.id)).toEqual([]);
    expect((await world.payments.db('payments').where('provider_payment_id', intent.id).first()).status).toBe('pending');
  });

  it('never moves a paid payment back: a payment_failed after the success, even one Stripe reads back as failed, changes nothing', async () => {
    const { quote, intent, body } = await startDeposit();
    stripe.succeed(intent.id);
    expect((await webhook(stripeEvent('payment_intent.succeeded', intent.id))).status).toBe(200);
    await until(async () => (await history(quote.id)).length > 0);
    await until(async () => (await receiptsFor(quote.id)).length > 0);
    const paid = await world.payments.db('payments').where('provider_payment_id', intent.id).first();

    // Whatever Stripe says next, as it would about a card declined on a retry.
    stripe.intents.set(intent.id, { ...intent, status: 'requires_payment_method', last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
    expect((await webhook(stripeEvent('payment_intent.payment_failed', intent.id))).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await world.payments.db('payments').where('provider_payment_id', intent.id).first()).toEqual(paid);
    expect((await sam.payments('GET', `/api/payments/${body.paymentId}`)).body).toMatchObject({ status: 'succeeded', failureMessage: null });
    expect(paymentEvents(quote.id).map((e) => e.type)).toEqual(['payment.succeeded']);
    expect(await history(quote.id)).toHaveLength(1);
    expect(await receiptsFor(quote.id)).toHaveLength(1);
  });

  it('records a declined card with the message Stripe answered the browser, as the server shows it', async () => {
    const { quote, intent, body } = await startDeposit();
    // What Stripe.js does with the card typed into the Payment Element.
    const confirmed = await fetch(`${stripe.url}/v1/payment_intents/${intent.id}/confirm`, {
      method: 'POST',
      body: new URLSearchParams({ client_secret: body.clientSecret, 'payment_method_data[card][number]': '4000000000009995' }),
    });
    expect(confirmed.status).toBe(402);
    const declined = ((await confirmed.json()) as { error: { message: string } }).error.message;
    expect((await webhook(stripeEvent('payment_intent.payment_failed', intent.id))).status).toBe(200);
    await until(() => paymentEvents(quote.id).length > 0);
    expect(paymentEvents(quote.id)[0]).toMatchObject({ type: 'payment.failed', data: { failureMessage: declined } });
    expect((await sam.payments('GET', `/api/payments/${body.paymentId}`)).body).toMatchObject({ status: 'failed', failureMessage: declined });
    expect(declined).toBe('Your card has insufficient funds.');
  });

  it('has no test provider while Stripe takes the cards', async () => {
    const { body } = await startDeposit();
    const confirm = await world.anyone('POST', '/api/payments/test/confirm', { clientSecret: body.clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Zoe' });
    expect(confirm.status).toBe(404);
  });
});
