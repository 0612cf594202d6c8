import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentsWorld, until, type Owner, type PaymentsWorld } from '../testing/services.ts';

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Zoe Nguyen' };

describe('a deposit paid on the quote, then the invoice', () => {
  let world: PaymentsWorld;
  let sam: Owner;

  beforeAll(async () => {
    world = await startPaymentsWorld();
    sam = await world.owner();
  });
  afterAll(() => world.stop());

  it('counts the quote’s card deposit on the invoice made from it, and its receipt joins the invoice', async () => {
    const quote = await world.quote(sam);
    const started = await sam.payments('POST', `/api/quotes/${quote.id}/create-deposit-payment`, {
      depositAmount: '143.45',
      customerEmail: 'zoe@example.com',
      customerName: 'Zoe Nguyen',
    });
    expect((await world.anyone('POST', '/api/payments/test/confirm', { clientSecret: started.body.clientSecret, ...CARD })).status).toBe(200);
    await until(async () => (await sam.invoices('GET', '/api/receipts')).body.length === 1);

    const created = await sam.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, { paymentMethod: 'bank_transfer', taxRate: 10 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ totalAmount: '478.17', depositPaid: '143.45', balanceDue: '334.72' });
    const [receipt] = (await sam.invoices('GET', '/api/receipts')).body;
    expect(receipt).toMatchObject({ invoiceId: created.body.id, paymentAmount: '143.45' });

    // The payments service now takes at most the balance on the invoice.
    await until(async () => {
      const tooMuch = await sam.payments('POST', `/api/invoices/${created.body.id}/create-deposit-payment`, {
        depositAmount: '334.73',
        customerEmail: 'zoe@example.com',
        customerName: 'Zoe Nguyen',
      });
      return tooMuch.status === 400;
    });
  });
});
