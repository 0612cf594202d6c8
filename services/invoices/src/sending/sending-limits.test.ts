import { EMAIL_UNCONFIRMED_MESSAGE } from '@cobber/kit';
import { createSmsSender, SMS_NUMBER_MESSAGE } from '@cobber/documents';
import { startFakeTwilio, type FakeTwilio } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicesWorld, type InvoicesWorld, type Owner } from '../testing/services.ts';

const RECEIPT = {
  clientName: 'Zoe Nguyen',
  clientEmail: 'zoe@example.com',
  paymentAmount: '250.00',
  paymentMethod: 'EFTPOS',
  paymentDate: '2025-07-01',
};

describe('what invoices and receipts may send (no open relay)', () => {
  let world: InvoicesWorld;
  let twilio: FakeTwilio;

  beforeAll(async () => {
    twilio = await startFakeTwilio();
    const sms = createSmsSender({ twilio: { accountSid: 'AC42', authToken: 'token', from: '+61499999999', baseUrl: twilio.url }, mailboxDir: null });
    world = await startInvoicesWorld({ sms, dailyLimits: { mail: 2, sms: 1 } });
  });
  afterAll(async () => {
    await world.stop();
    await twilio.stop();
  });

  async function invoiceOf(owner: Owner) {
    const quote = await owner.quote();
    return (await owner.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {})).body;
  }

  it('sends no invoice or receipt for an owner whose email is not confirmed (403 saying why)', async () => {
    const owner = await world.owner({}, { emailConfirmed: false });
    const invoice = await invoiceOf(owner);
    const receipt = (await owner.invoices('POST', '/api/receipts', { ...RECEIPT, clientPhone: '0412 345 678' })).body;
    const [mails, texts] = [world.smtp.received.length, twilio.requests.length];
    for (const refused of [
      await owner.invoices('POST', `/api/invoices/${invoice.id}/send`, { paymentMethod: 'bank_transfer' }),
      await owner.invoices('POST', `/api/receipts/${receipt.id}/send`, { method: 'email' }),
      await owner.invoices('POST', `/api/receipts/${receipt.id}/send`, { method: 'sms' }),
    ]) {
      expect(refused.status).toBe(403);
      expect(refused.body.error).toEqual({ code: 'email_unconfirmed', message: EMAIL_UNCONFIRMED_MESSAGE });
    }
    expect([world.smtp.received.length, twilio.requests.length]).toEqual([mails, texts]);
  });

  it('counts invoice and receipt emails against one daily limit: the third answers 429 and is not sent', async () => {
    const owner = await world.owner();
    const invoice = await invoiceOf(owner);
    const receipts = [(await owner.invoices('POST', '/api/receipts', RECEIPT)).body, (await owner.invoices('POST', '/api/receipts', RECEIPT)).body];
    const before = world.smtp.received.length;
    expect((await owner.invoices('POST', `/api/invoices/${invoice.id}/send`, { paymentMethod: 'bank_transfer' })).status).toBe(200);
    expect((await owner.invoices('POST', `/api/receipts/${receipts[0].id}/send`, { method: 'email' })).status).toBe(200);
    const limited = await owner.invoices('POST', `/api/receipts/${receipts[1].id}/send`, { method: 'email' });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toContain('at most 2 emails a day');
    expect(world.smtp.received).toHaveLength(before + 2);
    expect((await owner.invoices('GET', '/api/receipts')).body.find((r: { id: string }) => r.id === receipts[1].id).sentAt).toBeNull();
  });

  it('texts receipts up to the daily SMS limit, as E.164, then answers 429 and texts nothing', async () => {
    const owner = await world.owner();
    const first = (await owner.invoices('POST', '/api/receipts', { ...RECEIPT, clientPhone: '(04) 1234 5678' })).body;
    const second = (await owner.invoices('POST', '/api/receipts', { ...RECEIPT, clientPhone: '+61 400 123 456' })).body;
    const before = twilio.requests.length;
    expect((await owner.invoices('POST', `/api/receipts/${first.id}/send`, { method: 'sms' })).status).toBe(200);
    expect(twilio.requests.at(-1)!.form.get('To')).toBe('+61412345678');
    const limited = await owner.invoices('POST', `/api/receipts/${second.id}/send`, { method: 'sms' });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toContain('at most 1 text messages a day');
    expect(twilio.requests).toHaveLength(before + 1);
  });

  it('takes only Australian mobiles as a receipt’s clientPhone (400 naming the field)', async () => {
    const owner = await world.owner();
    const invoice = await invoiceOf(owner);
    for (const phone of ['02 9876 5432', '+1 415 555 2671', '+44 7911 123456', '1900 123 456', '0412 345', 'call me']) {
      const created = await owner.invoices('POST', '/api/receipts', { ...RECEIPT, clientPhone: phone });
      expect(created.status, phone).toBe(400);
      expect(created.body.error.fields).toEqual({ clientPhone: SMS_NUMBER_MESSAGE });
      const paid = await owner.invoices('POST', `/api/invoices/${invoice.id}/mark-paid`, { clientPhone: phone });
      expect(paid.status, phone).toBe(400);
      expect(paid.body.error.fields).toEqual({ clientPhone: SMS_NUMBER_MESSAGE });
    }
    expect((await owner.invoices('GET', `/api/invoices/${invoice.id}`)).body.status).not.toBe('paid');
    expect((await owner.invoices('POST', `/api/invoices/${invoice.id}/mark-paid`, { clientPhone: '0412 345 678' })).status).toBe(201);
  });

  it('does not text a number kept before numbers were checked', async () => {
    const owner = await world.owner();
    const receipt = (await owner.invoices('POST', '/api/receipts', { ...RECEIPT, clientPhone: '0412 345 678' })).body;
    await world.db('receipts').where('id', receipt.id).update({ client_phone: '+1 900 555 0100' });
    const before = twilio.requests.length;
    const refused = await owner.invoices('POST', `/api/receipts/${receipt.id}/send`, { method: 'sms' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ clientPhone: SMS_NUMBER_MESSAGE });
    expect(twilio.requests).toHaveLength(before);
  });
});
