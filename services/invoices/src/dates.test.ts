import { apiClient } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicesWorld, until, type InvoicesWorld, type Owner } from './testing/services.ts';

/** 22:30 in Perth on 30 June 2026: already 00:30 on 1 July (a new financial year) in Sydney. */
const PERTH_LATE_ON_30_JUNE = new Date('2026-06-30T14:30:00Z');

describe("each business's own today", () => {
  let world: InvoicesWorld;
  let now = PERTH_LATE_ON_30_JUNE;
  let perth: Owner;
  let sydney: Owner;
  beforeAll(async () => {
    world = await startInvoicesWorld({ clock: () => now });
    perth = await world.owner({ name: 'Swan River Electrical', address: '12 Hay St, Perth WA 6000' });
    sydney = await world.owner({ name: 'Harbour City Electrical' });
  });
  afterAll(() => world.stop());

  async function invoiceOf(owner: Owner, body: Record<string, unknown> = {}) {
    const quote = await owner.quote();
    const made = await owner.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, body);
    expect(made.status).toBe(201);
    return made.body;
  }

  function at(instant: string) {
    now = new Date(instant);
  }

  it('takes the time zone of the business from its address', async () => {
    expect((await perth.business('GET', '/api/business')).body.timeZone).toBe('Australia/Perth');
    expect((await sydney.business('GET', '/api/business')).body.timeZone).toBe('Australia/Sydney');
  });

  it('records a Perth receipt at 22:30 on 30 June on 30 June, and its invoice due that day is not overdue', async () => {
    at(PERTH_LATE_ON_30_JUNE.toISOString());
    const invoice = await invoiceOf(perth, { dueDate: '2026-06-30' });
    expect(invoice.status).toBe('draft');
    expect((await perth.invoices('GET', `/api/invoices/${invoice.id}`)).body).toMatchObject({ dueDate: '2026-06-30', status: 'draft' });
    expect((await perth.invoices('POST', `/api/invoices/${invoice.id}/send`, {})).status).toBe(200);
    const publicView = await apiClient(world.invoicesUrl, null)('GET', `/api/invoices/${invoice.id}/public`);
    expect(publicView.body.invoice.status).toBe('sent');
    expect(publicView.body.business.timeZone).toBe('Australia/Perth');

    const paid = await perth.invoices('POST', `/api/invoices/${invoice.id}/mark-paid`, {});
    expect(paid.status).toBe(201);
    expect(paid.body.paymentDate).toBe('2026-06-30');
  });

  it('gives a Sydney business 1 July at the same instant: the invoice due 30 June is overdue', async () => {
    at(PERTH_LATE_ON_30_JUNE.toISOString());
    const invoice = await invoiceOf(sydney, { dueDate: '2026-06-30' });
    expect(invoice.status).toBe('overdue');
    expect((await sydney.invoices('GET', `/api/invoices/${invoice.id}`)).body.status).toBe('overdue');
    expect((await sydney.invoices('POST', `/api/invoices/${invoice.id}/send`, {})).status).toBe(200);
    expect((await apiClient(world.invoicesUrl, null)('GET', `/api/invoices/${invoice.id}/public`)).body.invoice.status).toBe('overdue');
    const paid = await sydney.invoices('POST', `/api/invoices/${invoice.id}/mark-paid`, {});
    expect(paid.body.paymentDate).toBe('2026-07-01');
  });

  it("counts the default due date from the business's today", async () => {
    at(PERTH_LATE_ON_30_JUNE.toISOString());
    expect((await invoiceOf(perth)).dueDate).toBe('2026-07-14');
    expect((await invoiceOf(sydney)).dueDate).toBe('2026-07-15');
  });

  it("judges 'not in the future' in the business's time zone", async () => {
    at(PERTH_LATE_ON_30_JUNE.toISOString());
    const receipt = { clientName: 'Zoe Nguyen', paymentAmount: '120.00', paymentMethod: 'Cash', paymentDate: '2026-07-01' };
    const refused = await perth.invoices('POST', '/api/receipts', receipt);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ paymentDate: 'Payment date cannot be in the future' });
    const taken = await sydney.invoices('POST', '/api/receipts', receipt);
    expect(taken.status).toBe(201);
    expect(taken.body.paymentDate).toBe('2026-07-01');
  });

  it('reads a payment date sent as an instant as the calendar date in the business’s time zone', async () => {
    at('2026-11-25T01:00:00Z'); // 12:00 in Sydney, 09:00 in Perth, on the 25th
    const receipt = { clientName: 'Zoe Nguyen', paymentAmount: '120.00', paymentMethod: 'Cash' };
    const dated = async (owner: Owner, paymentDate: string) => {
      const answer = await owner.invoices('POST', '/api/receipts', { ...receipt, paymentDate });
      expect(answer.status).toBe(201);
      return answer.body.paymentDate;
    };
    expect(await dated(sydney, '2026-11-24T23:00:00Z')).toBe('2026-11-25');
    expect(await dated(perth, '2026-11-24T23:00:00Z')).toBe('2026-11-25');
    // 02:30 on the 25th in Sydney is 23:30 on the 24th in Perth.
    expect(await dated(sydney, '2026-11-24T15:30:00Z')).toBe('2026-11-25');
    expect(await dated(perth, '2026-11-24T15:30:00Z')).toBe('2026-11-24');
    expect(await dated(perth, '2026-11-25T06:00:00+08:00')).toBe('2026-11-25');
    expect(await dated(perth, '2026-11-24')).toBe('2026-11-24');
  });

  it('takes an instant that is already today in Sydney, and refuses the same day in Perth where it is not yet', async () => {
    at('2026-11-24T14:00:00Z'); // 01:00 on the 25th in Sydney, 22:00 on the 24th in Perth
    const receipt = { clientName: 'Zoe Nguyen', paymentAmount: '120.00', paymentMethod: 'Cash' };
    const sydneyNow = await sydney.invoices('POST', '/api/receipts', { ...receipt, paymentDate: '2026-11-24T14:00:00Z' });
    expect(sydneyNow.body.paymentDate).toBe('2026-11-25');
    const perthTomorrow = await perth.invoices('POST', '/api/receipts', { ...receipt, paymentDate: '2026-11-25' });
    expect(perthTomorrow.status).toBe(400);
    expect(perthTomorrow.body.error.fields.paymentDate).toBe('Payment date cannot be in the future');
    const invoice = await invoiceOf(perth);
    const markedTomorrow = await perth.invoices('POST', `/api/invoices/${invoice.id}/mark-paid`, { paymentDate: '2026-11-24T16:00:00Z' });
    expect(markedTomorrow.status).toBe(400);
    expect(markedTomorrow.body.error.fields.paymentDate).toBe('Payment date cannot be in the future');
    expect((await perth.invoices('GET', `/api/invoices/${invoice.id}`)).body.status).toBe('draft');
  });

  it('reads a due date sent as an instant in the business’s time zone', async () => {
    at('2026-11-20T00:00:00Z');
    const invoice = await invoiceOf(perth, { dueDate: '2026-11-24T15:30:00Z' });
    expect(invoice.dueDate).toBe('2026-11-24');
    const patched = await sydney.invoices('PATCH', `/api/invoices/${(await invoiceOf(sydney)).id}`, { dueDate: '2026-11-24T15:30:00Z' });
    expect(patched.body.dueDate).toBe('2026-11-25');
  });

  it('dates a card deposit’s receipt the day the card was charged for the business, however late the event is read', async () => {
    at('2026-07-03T02:00:00Z');
    const depositReceiptDate = async (owner: Owner) => {
      const quote = await owner.quote();
      const payment = {
        ownerId: owner.id,
        paymentId: crypto.randomUUID(),
        documentType: 'quote',
        documentId: quote.id,
        amountCents: 5000,
        customerEmail: 'zoe@example.com',
        customerName: 'Zoe Nguyen',
        provider: 'test',
        providerPaymentId: 'pi_late',
      };
      const occurredAt = PERTH_LATE_ON_30_JUNE.toISOString();
      await world.bus.publish([{ id: crypto.randomUUID(), type: 'payment.succeeded', version: 1, occurredAt, ownerId: owner.id, key: quote.id, data: payment }]);
      let receipt: { paymentDate: string } | undefined;
      await until(async () => {
        receipt = (await owner.invoices('GET', '/api/receipts')).body.find((r: { quoteId: string }) => r.quoteId === quote.id);
        return Boolean(receipt);
      });
      return receipt!.paymentDate;
    };
    expect(await depositReceiptDate(perth)).toBe('2026-06-30');
    expect(await depositReceiptDate(sydney)).toBe('2026-07-01');
  });

  it('follows a change of time zone as soon as the service hears of it', async () => {
    at(PERTH_LATE_ON_30_JUNE.toISOString());
    const owner = await world.owner({ name: 'Moving West Electrical' });
    const invoice = await invoiceOf(owner, { dueDate: '2026-06-30' });
    expect(invoice.status).toBe('overdue');
    const { body: business } = await owner.business('GET', '/api/business');
    expect((await owner.business('PATCH', `/api/business/${business.id}`, { timeZone: 'Australia/Perth' })).status).toBe(200);
    await until(async () => (await owner.invoices('GET', `/api/invoices/${invoice.id}`)).body.status === 'draft');
  });
});
