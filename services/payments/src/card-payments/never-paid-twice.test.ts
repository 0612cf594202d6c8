import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../stripe/testing/fake-stripe.ts';
import { stripeWebhooks } from '../stripe/testing/webhook-sender.ts';
import { startPaymentsWorld, until, type Owner, type PaymentsWorld } from '../testing/services.ts';

// Money is never paid twice over, tried the way a double payment was once found: a
// $200 deposit requested on a $500 quote, 10 attempts from the owner's deposit screen and
// 10 from the client's quote page at once, each confirmed with a card.

const CUSTOMER = { customerEmail: 'zoe@example.com', customerName: 'Zoe Nguyen' };
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Zoe Nguyen' };
const OWED_CENTS = 500_00;
const DEPOSIT = '200.00';
const ATTEMPTS = 20;

/** A $500 quote (no GST) with a $200 deposit requested, sent and accepted by the client. */
async function acceptedQuoteWithDeposit(world: PaymentsWorld, owner: Owner): Promise<string> {
  const quote = await world.quote(owner, { items: [{ description: 'Switchboard upgrade', quantity: 1, unitPrice: 500, type: 'labor' }] });
  expect(quote.totalAmount).toBe('500.00');
  expect((await owner.quotes('POST', `/api/quotes/${quote.id}/deposit`, { amount: DEPOSIT })).status).toBe(201);
  expect((await owner.quotes('POST', `/api/quotes/${quote.id}/send`)).status).toBe(200);
  expect((await owner.quotes('PATCH', `/api/quotes/${quote.id}/public/approve`)).status).toBe(200);
  await until(async () => Boolean(await world.payments.db('documents').where({ id: quote.id, status: 'approved', deposit_cents: 20000 }).first()));
  return quote.id;
}

/** Who starts a payment: the owner on the deposit screen, or the client on the quote page. */
function startPayment(world: PaymentsWorld, owner: Owner, quoteId: string, who: 'owner' | 'client') {
  return who === 'owner'
    ? owner.payments('POST', `/api/quotes/${quoteId}/create-deposit-payment`, { depositAmount: DEPOSIT, ...CUSTOMER })
    : world.anyone('POST', `/api/quotes/${quoteId}/public/deposit-payment`);
}

const attempts = (): ('owner' | 'client')[] => Array.from({ length: ATTEMPTS }, (_, i) => (i % 2 === 0 ? 'owner' : 'client'));

async function recordedCents(world: PaymentsWorld, quoteId: string, status: string): Promise<number> {
  const row = await world.payments.db('payments').where({ document_id: quoteId, status }).sum<{ cents: string | null }>('amount_cents as cents').first();
  return Number(row?.cents ?? 0);
}

/** Once the quotes service has heard of every payment: the deposit paid the client's page shows, in cents. */
async function depositPaidOnQuote(world: PaymentsWorld, owner: Owner, quoteId: string, succeeded: number): Promise<number> {
  const entries = async () =>
    ((await owner.quotes('GET', `/api/quotes/${quoteId}/history`)).body as { description: string }[]).filter((e) => /paid by card/.test(e.description));
  await until(async () => (await entries()).length === succeeded);
  const { body } = await owner.quotes('GET', `/api/quotes/${quoteId}/public`);
  return Math.round(Number(body.deposit.paid) * 100);
}

describe('never paid twice over, with the built-in test provider', () => {
  let world: PaymentsWorld;
  let sam: Owner;

  beforeAll(async () => {
    world = await startPaymentsWorld();
    sam = await world.owner({ applyGST: false });
  });
  afterAll(() => world.stop());

  const confirm = (clientSecret: string) => world.anyone('POST', '/api/payments/test/confirm', { clientSecret, ...CARD });

  it('20 attempts at once, owner and client, each confirmed with the test card: never more taken than owed', async () => {
    const quoteId = await acceptedQuoteWithDeposit(world, sam);
    const results = await Promise.all(
      attempts().map(async (who) => {
        const started = await startPayment(world, sam, quoteId, who);
        return started.status === 201 ? (await confirm(started.body.clientSecret)).status : started.status;
      }),
    );
    const captured = await recordedCents(world, quoteId, 'succeeded');
    const succeeded = results.filter((status) => status === 200).length;
    console.info(`test provider, confirmed as started: ${ATTEMPTS} attempts, ${succeeded} charged, $${captured / 100} captured, $${OWED_CENTS / 100} owed`);
    expect(captured).toBeGreaterThanOrEqual(20000);
    expect(captured).toBeLessThanOrEqual(OWED_CENTS);
    expect(captured).toBe(succeeded * 20000);
    expect(await depositPaidOnQuote(world, sam, quoteId, succeeded)).toBe(captured);
    expect(results.every((status) => [200, 400, 409].includes(status)), results.join()).toBe(true);
  });

  it('20 attempts started before any is paid: each answers the same payment, and it is charged once', async () => {
    const quoteId = await acceptedQuoteWithDeposit(world, sam);
    const started = await Promise.all(attempts().map((who) => startPayment(world, sam, quoteId, who)));
    expect(started.map((answer) => answer.status)).toEqual(Array(ATTEMPTS).fill(201));
    expect(new Set(started.map((answer) => answer.body.clientSecret)).size).toBe(1);
    expect(new Set(started.map((answer) => answer.body.paymentId)).size).toBe(1);
    expect(started[0]!.body.depositAmount).toBe(DEPOSIT);

    const confirmed = await Promise.all(started.map((answer) => confirm(answer.body.clientSecret)));
    expect(confirmed.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(confirmed.filter((answer) => answer.status === 409).map((answer) => answer.body.error.message)).toEqual(Array(ATTEMPTS - 1).fill('This deposit has already been paid'));
    expect(await recordedCents(world, quoteId, 'succeeded')).toBe(20000);
    expect(await depositPaidOnQuote(world, sam, quoteId, 1)).toBe(20000);
  });

  it('refuses a different amount while a payment is under way (409), and counts it as owed', async () => {
    const quoteId = await acceptedQuoteWithDeposit(world, sam);
    const open = await startPayment(world, sam, quoteId, 'owner');
    const other = await sam.payments('POST', `/api/quotes/${quoteId}/create-deposit-payment`, { depositAmount: '100.00', ...CUSTOMER });
    expect(other.status).toBe(409);
    expect(other.body.error.message).toBe('A card payment of $200.00 is already under way on this quote. Finish it, or try a different amount after 30 minutes.');
    expect((await confirm(open.body.clientSecret)).status).toBe(200);
    const rest = await sam.payments('POST', `/api/quotes/${quoteId}/create-deposit-payment`, { depositAmount: '300.01', ...CUSTOMER });
    expect(rest.body.error.fields).toEqual({ depositAmount: 'The deposit can be at most $300.00, what is still owed' });
  });

  it('frees the quote from a declined payment: a different amount cancels it, and its card form can no longer pay', async () => {
    const quoteId = await acceptedQuoteWithDeposit(world, sam);
    const declined = await startPayment(world, sam, quoteId, 'client');
    expect((await world.anyone('POST', '/api/payments/test/confirm', { clientSecret: declined.body.clientSecret, ...CARD, cardNumber: '4000 0000 0000 0002' })).status).toBe(402);
    const again = await startPayment(world, sam, quoteId, 'client');
    expect(again.body.clientSecret).toBe(declined.body.clientSecret);

    const smaller = await sam.payments('POST', `/api/quotes/${quoteId}/create-deposit-payment`, { depositAmount: '150.00', ...CUSTOMER });
    expect(smaller.status).toBe(201);
    const late = await confirm(declined.body.clientSecret);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('This payment was replaced by a newer one or has expired. Please start the payment again.');
    expect((await confirm(smaller.body.clientSecret)).status).toBe(200);
    expect(await recordedCents(world, quoteId, 'succeeded')).toBe(15000);
  });

  it('lets an abandoned payment expire after 30 minutes instead of blocking the quote', async () => {
    const quoteId = await acceptedQuoteWithDeposit(world, sam);
    const abandoned = await startPayment(world, sam, quoteId, 'owner');
    expect((await sam.payments('POST', `/api/quotes/${quoteId}/create-deposit-payment`, { depositAmount: '120.00', ...CUSTOMER })).status).toBe(409);
    await world.payments.db('payments').where('id', abandoned.body.paymentId).update({ updated_at: world.payments.db.raw("now() - interval '31 minutes'") });
    const fresh = await sam.payments('POST', `/api/quotes/${quoteId}/create-deposit-payment`, { depositAmount: '120.00', ...CUSTOMER });
    expect(fresh.status).toBe(201);
    expect((await world.payments.db('payments').where('id', abandoned.body.paymentId).first()).status).toBe('canceled');
    expect((await confirm(abandoned.body.clientSecret)).status).toBe(409);
  });

  it('takes no card payment on an invoice marked paid by bank transfer, even one started before', async () => {
    const quote = await world.quote(sam);
    const invoice = await sam.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, { paymentMethod: 'bank_transfer', dueDate: '2099-01-31' });
    const invoiceId = invoice.body.id as string;
    await until(async () => Boolean(await world.payments.db('documents').where('id', invoiceId).first()));
    const started = await sam.payments('POST', `/api/invoices/${invoiceId}/create-deposit-payment`, { depositAmount: invoice.body.balanceDue, ...CUSTOMER });
    expect(started.status).toBe(201);
    expect((await sam.invoices('POST', `/api/invoices/${invoiceId}/mark-paid`, {})).status).toBe(201);
    await until(async () => Number((await world.payments.db('documents').where('id', invoiceId).first()).paid_cents) === Number(invoice.body.totalAmount) * 100);

    const paid = await confirm(started.body.clientSecret);
    expect(paid.status).toBe(409);
    expect(paid.body.error.message).toBe('This deposit has already been paid');
    expect((await world.payments.db('payments').where('id', started.body.paymentId).first()).status).toBe('canceled');
    const after = await sam.payments('POST', `/api/invoices/${invoiceId}/create-deposit-payment`, { depositAmount: '1.00', ...CUSTOMER });
    expect(after.body.error.fields).toEqual({ depositAmount: 'Nothing is owed on this document' });
  });
});

describe('never paid twice over, through Stripe (the real SDK against a local fake Stripe)', () => {
  const WEBHOOK_SECRET = 'whsec_test_cobber';
  let stripe: FakeStripe;
  let world: PaymentsWorld;
  let sam: Owner;
  let webhooks: ReturnType<typeof stripeWebhooks>;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    world = await startPaymentsWorld({
      cards: { provider: 'stripe', stripe: { secretKey: 'sk_test_cobber', publishableKey: 'pk_test_cobber', webhookSecret: WEBHOOK_SECRET, apiBase: stripe.url } },
    });
    sam = await world.owner({ applyGST: false });
    webhooks = stripeWebhooks(world.paymentsUrl, stripe, WEBHOOK_SECRET);
  });
  afterAll(async () => {
    await world.stop();
    await stripe.stop();
  });

  const intentOf = (clientSecret: string) => [...stripe.intents.values()].find((intent) => intent.client_secret === clientSecret)!;
  /** What Stripe took for the quote: every PaymentIntent charged, whatever we recorded. */
  const capturedAtStripe = (quoteId: string) =>
    [...stripe.intents.values()].filter((intent) => intent.metadata.documentId === quoteId && intent.status === 'succeeded').reduce((sum, intent) => sum + intent.amount, 0);

  /** The browser confirms the card with Stripe.js, then Stripe sends its webhook. A refused confirmation charges nothing. */
  async function payAtStripe(clientSecret: string): Promise<'charged' | 'refused'> {
    const intent = intentOf(clientSecret);
    try {
      stripe.succeed(intent.id);
    } catch {
      return 'refused';
    }
    expect((await webhooks.deliver('payment_intent.succeeded', intent.id)).status).toBe(200);
    return 'charged';
  }

  it('20 attempts at once, owner and client, each paid at Stripe: never more taken than owed', async () => {
    const quoteId = await acceptedQuoteWithDeposit(world, sam);
    const results = await Promise.all(
      attempts().map(async (who) => {
        const started = await startPayment(world, sam, quoteId, who);
        return started.status === 201 ? payAtStripe(started.body.clientSecret) : started.status;
      }),
    );
    const captured = capturedAtStripe(quoteId);
    const intents = [...stripe.intents.values()].filter((intent) => intent.metadata.documentId === quoteId).length;
    console.info(`Stripe, paid as started: ${ATTEMPTS} attempts, ${intents} PaymentIntents, $${captured / 100} captured at Stripe, $${OWED_CENTS / 100} owed`);
    expect(captured).toBeGreaterThanOrEqual(20000);
    expect(captured).toBeLessThanOrEqual(OWED_CENTS);
    expect(await recordedCents(world, quoteId, 'succeeded')).toBe(captured);
    expect(await depositPaidOnQuote(world, sam, quoteId, captured / 20000)).toBe(captured);
    expect(results.every((result) => ['charged', 'refused', 400, 409].includes(result)), results.join()).toBe(true);
  });

  it('20 attempts started before any is paid share one PaymentIntent, charged once', async () => {
    const quoteId = await acceptedQuoteWithDeposit(world, sam);
    const started = await Promise.all(attempts().map((who) => startPayment(world, sam, quoteId, who)));
    expect(started.map((answer) => answer.status)).toEqual(Array(ATTEMPTS).fill(201));
    expect(new Set(started.map((answer) => answer.body.clientSecret)).size).toBe(1);
    expect(stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.form.get('metadata[documentId]') === quoteId)).toHaveLength(1);

    const paid = await Promise.all(started.map((answer) => payAtStripe(answer.body.clientSecret)));
    expect(paid.filter((result) => result === 'charged')).toHaveLength(1);
    expect(capturedAtStripe(quoteId)).toBe(20000);
    expect(await recordedCents(world, quoteId, 'succeeded')).toBe(20000);
  });

  it('cancels an abandoned PaymentIntent at Stripe before it opens another, so the old card form cannot pay', async () => {
    const quoteId = await acceptedQuoteWithDeposit(world, sam);
    const abandoned = await startPayment(world, sam, quoteId, 'owner');
    await world.payments.db('payments').where('id', abandoned.body.paymentId).update({ updated_at: world.payments.db.raw("now() - interval '31 minutes'") });
    const fresh = await sam.payments('POST', `/api/quotes/${quoteId}/create-deposit-payment`, { depositAmount: '120.00', ...CUSTOMER });
    expect(fresh.status).toBe(201);
    expect(intentOf(abandoned.body.clientSecret).status).toBe('canceled');
    expect(await payAtStripe(abandoned.body.clientSecret)).toBe('refused');
    expect(await payAtStripe(fresh.body.clientSecret)).toBe('charged');
    expect(capturedAtStripe(quoteId)).toBe(12000);
  });

  it('an abandoned PaymentIntent already being charged is not replaced (409)', async () => {
    const quoteId = await acceptedQuoteWithDeposit(world, sam);
    const charging = await startPayment(world, sam, quoteId, 'owner');
    await world.payments.db('payments').where('id', charging.body.paymentId).update({ updated_at: world.payments.db.raw("now() - interval '31 minutes'") });
    stripe.succeed(intentOf(charging.body.clientSecret).id);
    const other = await sam.payments('POST', `/api/quotes/${quoteId}/create-deposit-payment`, { depositAmount: '120.00', ...CUSTOMER });
    expect(other.status).toBe(409);
    expect(other.body.error.message).toBe('A card payment on this quote is being processed. Please try again in a moment.');
  });

  it('records a charge on an invoice already marked paid as a refund due, not as paid', async () => {
    const quote = await world.quote(sam);
    const invoice = await sam.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, { paymentMethod: 'bank_transfer', dueDate: '2099-01-31' });
    const invoiceId = invoice.body.id as string;
    await until(async () => Boolean(await world.payments.db('documents').where('id', invoiceId).first()));
    const started = await sam.payments('POST', `/api/invoices/${invoiceId}/create-deposit-payment`, { depositAmount: invoice.body.balanceDue, ...CUSTOMER });
    expect((await sam.invoices('POST', `/api/invoices/${invoiceId}/mark-paid`, {})).status).toBe(201);
    await until(async () => Number((await world.payments.db('documents').where('id', invoiceId).first()).paid_cents) === Number(invoice.body.totalAmount) * 100);

    expect(await payAtStripe(started.body.clientSecret)).toBe('charged');
    const payment = await sam.payments('GET', `/api/payments/${started.body.paymentId}`);
    expect(payment.body).toMatchObject({ status: 'needs_refund', failureMessage: `$${invoice.body.totalAmount} would have paid more than the $0.00 still owed on invoice ${invoice.body.invoiceNumber}` });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(world.events.filter((e) => e.type === 'payment.succeeded' && e.key === invoiceId)).toEqual([]);
  });

  it('records a PaymentIntent charged for another amount or currency as a mismatch to refund, not as paid', async () => {
    for (const change of [{ amount: 100 }, { currency: 'usd' }]) {
      const quote = await world.quote(sam);
      const { body } = await sam.payments('POST', `/api/quotes/${quote.id}/create-deposit-payment`, { depositAmount: '143.45', ...CUSTOMER });
      const intent = intentOf(body.clientSecret);
      Object.assign(intent, change);
      expect(await payAtStripe(body.clientSecret)).toBe('charged');
      const payment = await sam.payments('GET', `/api/payments/${body.paymentId}`);
      const charged = 'amount' in change ? '1.00 AUD' : '143.45 USD';
      expect(payment.body).toMatchObject({ status: 'needs_refund', failureMessage: `Stripe charged ${charged} for a payment of 143.45 AUD` });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(world.events.filter((e) => e.type.startsWith('payment.') && e.key === quote.id)).toEqual([]);
    }
  });
});
