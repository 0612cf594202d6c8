import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentsWorld, until, type Owner, type PaymentsWorld } from '../testing/services.ts';

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Zoe Nguyen' };

describe('the client paying the requested deposit from the public quote page', () => {
  let world: PaymentsWorld;
  let sam: Owner;

  beforeAll(async () => {
    world = await startPaymentsWorld();
    sam = await world.owner();
  });
  afterAll(() => world.stop());

  const payDeposit = (quoteId: string) => world.anyone('POST', `/api/quotes/${quoteId}/public/deposit-payment`);

  async function sentQuote(deposit?: string) {
    const quote = await world.quote(sam);
    if (deposit) expect((await sam.quotes('POST', `/api/quotes/${quote.id}/deposit`, { amount: deposit })).status).toBe(201);
    expect((await sam.quotes('POST', `/api/quotes/${quote.id}/send`)).status).toBe(200);
    return quote;
  }

  async function approve(quoteId: string) {
    expect((await sam.quotes('PATCH', `/api/quotes/${quoteId}/public/approve`)).status).toBe(200);
  }

  it('takes the requested deposit, signed out: quote history, receipt mailed, then nothing more to pay (409)', async () => {
    const quote = await sentQuote('143.45');
    await approve(quote.id);
    expect((await sam.quotes('GET', `/api/quotes/${quote.id}/public`)).body.deposit).toEqual({ requested: '143.45', paid: '0.00', due: '143.45' });

    const started = await payDeposit(quote.id);
    expect(started.status).toBe(201);
    expect(started.body).toEqual({ clientSecret: expect.stringMatching(/^test_pi_\w+_secret_\w+$/), depositAmount: '143.45', paymentId: expect.any(String) });
    expect((await payDeposit(quote.id)).body).toEqual(started.body);
    const payment = await world.payments.db('payments').where('client_secret', started.body.clientSecret).first();
    expect(payment).toMatchObject({ owner_id: sam.id, document_id: quote.id, amount_cents: '14345', customer_name: 'Zoe Nguyen', customer_email: 'zoe@example.com' });
    expect((await world.anyone('POST', '/api/payments/test/confirm', { clientSecret: started.body.clientSecret, ...CARD })).status).toBe(200);

    await until(async () => {
      const history: { description: string }[] = (await sam.quotes('GET', `/api/quotes/${quote.id}/history`)).body;
      return history.some((entry) => entry.description === 'Deposit of $143.45 paid by card (test payment)');
    });
    expect((await sam.quotes('GET', `/api/quotes/${quote.id}/public`)).body.deposit).toEqual({ requested: '143.45', paid: '143.45', due: '0.00' });
    await until(async () => (await sam.invoices('GET', '/api/receipts')).body.some((r: { paymentAmount: string }) => r.paymentAmount === '143.45'));
    await until(() => world.smtp.received.some((m) => m.to.includes('zoe@example.com') && /receipt/i.test(m.mail.subject ?? '')));

    const again = await payDeposit(quote.id);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('The deposit has already been paid');
  });

  it('asks only for what is left of the deposit after a part paid', async () => {
    const quote = await sentQuote('100.00');
    await approve(quote.id);
    const part = await sam.payments('POST', `/api/quotes/${quote.id}/create-deposit-payment`, { depositAmount: 40, customerEmail: 'zoe@example.com', customerName: 'Zoe Nguyen' });
    await world.anyone('POST', '/api/payments/test/confirm', { clientSecret: part.body.clientSecret, ...CARD });
    expect((await payDeposit(quote.id)).body.depositAmount).toBe('60.00');
  });

  it('refuses before the quote is accepted (409)', async () => {
    const quote = await sentQuote('50.00');
    const early = await payDeposit(quote.id);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('The quote must be accepted before the deposit is paid');
  });

  it('answers 404 for a quote never sent, deposit requested or not, as for no quote at all', async () => {
    const draft = await world.quote(sam);
    expect((await sam.quotes('POST', `/api/quotes/${draft.id}/deposit`, { amount: '50.00' })).status).toBe(201);
    const answer = await payDeposit(draft.id);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: { code: 'not_found', message: 'Quote not found' } });
    expect(await world.payments.db('payments').where('document_id', draft.id)).toEqual([]);
  });

  it('answers 404 for a quote without a requested deposit, an unknown quote and a bad id', async () => {
    const quote = await sentQuote();
    await approve(quote.id);
    expect((await sam.quotes('GET', `/api/quotes/${quote.id}/public`)).body.deposit).toBeNull();
    expect((await payDeposit(quote.id)).status).toBe(404);
    expect((await payDeposit(crypto.randomUUID())).status).toBe(404);
    expect((await payDeposit('not-a-uuid')).status).toBe(404);
  });
});
