import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_QUOTE, startPaymentsWorld, type Owner, type PaymentsWorld } from '../testing/services.ts';

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Zoe Nguyen' };

/** A quote with a requested deposit, sent and accepted by its client, as fast as a phone can. */
async function acceptedWithDeposit(owner: Owner, deposit: string): Promise<string> {
  const made = await owner.quotes('POST', '/api/quotes', { ...SAMPLE_QUOTE, clientId: owner.clientId });
  expect(made.status).toBe(201);
  expect((await owner.quotes('POST', `/api/quotes/${made.body.id}/deposit`, { amount: deposit })).status).toBe(201);
  expect((await owner.quotes('POST', `/api/quotes/${made.body.id}/send`)).status).toBe(200);
  expect((await owner.quotes('PATCH', `/api/quotes/${made.body.id}/public/approve`)).status).toBe(200);
  return made.body.id;
}

describe('the client pays the deposit the moment they accept', () => {
  let world: PaymentsWorld;
  let sam: Owner;
  beforeAll(async () => {
    world = await startPaymentsWorld();
    sam = await world.owner();
  });
  afterAll(() => world.stop());

  it('takes it at once, though no event about the quote has reached the payments service', async () => {
    // From here the payments service hears nothing: not the quote, not its acceptance.
    await world.bus.unsubscribe('payments');
    const quoteId = await acceptedWithDeposit(sam, '143.45');
    expect(await world.payments.db('documents').where('id', quoteId).first()).toBeUndefined();

    const started = performance.now();
    const paid = await world.anyone('POST', `/api/quotes/${quoteId}/public/deposit-payment`);
    const ms = performance.now() - started;
    expect(paid.status).toBe(201);
    expect(paid.body.depositAmount).toBe('143.45');
    // It asked the quotes service rather than waiting for its copy to catch up.
    expect(ms).toBeLessThan(1_000);
    expect(await world.payments.db('documents').where('id', quoteId).first()).toMatchObject({ status: 'approved', deposit_cents: '14345', owner_id: sam.id });
    const confirmed = await world.anyone('POST', '/api/payments/test/confirm', { clientSecret: paid.body.clientSecret, ...CARD });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'succeeded', amount: '143.45', documentType: 'quote' });
  });

  it("takes the owner's deposit on a quote edited a moment ago, counting its new total", async () => {
    // The payments service still hears nothing (the test before stopped it).
    const made = await sam.quotes('POST', '/api/quotes', { ...SAMPLE_QUOTE, clientId: sam.clientId });
    expect(made.body.totalAmount).toBe('478.17');
    const items = (await sam.quotes('GET', `/api/quotes/${made.body.id}/items`)).body;
    expect((await sam.quotes('PATCH', `/api/quotes/${made.body.id}/items/${items[0].id}`, { quantity: 10 })).status).toBe(200);
    // 10 × 90 + 149.70 + 15 = 1,064.70; GST 106.47: 1,171.17, more than the quote came to before.
    const deposit = await sam.payments('POST', `/api/quotes/${made.body.id}/create-deposit-payment`, {
      depositAmount: '1000.00',
      customerEmail: 'zoe@example.com',
      customerName: 'Zoe Nguyen',
    });
    expect(deposit.status).toBe(201);
    expect(await world.payments.db('documents').where('id', made.body.id).first()).toMatchObject({ total_cents: '117117' });
  });
});

describe('the deposit when the quotes service cannot be reached', () => {
  let world: PaymentsWorld;
  let sam: Owner;
  beforeAll(async () => {
    // Nothing listens on port 9 of this machine.
    world = await startPaymentsWorld({ quotesUrl: 'http://127.0.0.1:9' });
    sam = await world.owner();
  });
  afterAll(() => world.stop());

  it("answers 503, retryable, and takes nothing on its copy's word", async () => {
    const quoteId = await acceptedWithDeposit(sam, '143.45');
    const started = performance.now();
    const paid = await world.anyone('POST', `/api/quotes/${quoteId}/public/deposit-payment`);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(paid.status).toBe(503);
    expect(paid.headers.get('retry-after')).toBe('30');
    expect(paid.body.error.message).toBe('The quotes service did not answer. Please try again in a minute.');
    expect(await world.payments.db('payments').where('document_id', quoteId).first()).toBeUndefined();
  });
});
