import { addDays, AUSTRALIAN_TIME_ZONE, todayIn } from '@cobber/contracts';
import { apiClient } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicesWorld, type InvoicesWorld, type Owner } from './testing/services.ts';

const RECEIPT = { clientName: 'Zoe Nguyen', paymentAmount: '120.00', paymentMethod: 'Cash', paymentDate: '2025-07-01' };

describe('every invoices and receipts call', () => {
  let world: InvoicesWorld;
  let owner: Owner;
  let stranger: Owner;
  let quoteId: string;
  let invoiceId: string;
  let itemId: string;
  let receiptId: string;
  beforeAll(async () => {
    world = await startInvoicesWorld();
    owner = await world.owner();
    stranger = await world.owner({ name: 'Someone Else Plumbing' });
    quoteId = (await owner.quote()).id;
    invoiceId = (await owner.invoices('POST', `/api/quotes/${quoteId}/create-invoice`, {})).body.id;
    itemId = (await owner.invoices('GET', `/api/invoices/${invoiceId}/items`)).body[0].id;
    receiptId = (await owner.invoices('POST', '/api/receipts', { ...RECEIPT, clientEmail: 'zoe@example.com', clientPhone: '0412345678' })).body.id;
  });
  afterAll(() => world.stop());

  const calls = (): [string, string, unknown?][] => [
    ['POST', `/api/quotes/${quoteId}/create-invoice`, {}],
    ['GET', `/api/invoices/${invoiceId}`],
    ['PATCH', `/api/invoices/${invoiceId}`, { title: 'Mine now' }],
    ['GET', `/api/invoices/${invoiceId}/items`],
    ['POST', `/api/invoices/${invoiceId}/items`, { description: 'Extra', quantity: 1, unitPrice: 5, type: 'other' }],
    ['PATCH', `/api/invoices/${invoiceId}/items/${itemId}`, { quantity: 9 }],
    ['DELETE', `/api/invoices/${invoiceId}/items/${itemId}`],
    ['POST', `/api/invoices/${invoiceId}/reset-from-quote`],
    ['POST', `/api/invoices/${invoiceId}/send`, { message: 'hi', paymentMethod: 'cash' }],
    ['POST', `/api/invoices/${invoiceId}/mark-paid`, {}],
    ['POST', `/api/receipts/${receiptId}/send`, { method: 'email' }],
    ['GET', `/api/receipts/${receiptId}/download`],
    ['POST', '/api/receipts', { ...RECEIPT, invoiceId }],
  ];

  it("answers another owner's ids with 404 and changes nothing", async () => {
    const before = (await owner.invoices('GET', `/api/invoices/${invoiceId}`)).body;
    for (const [method, path, body] of calls()) {
      const answer = await stranger.invoices(method, path, body);
      expect([method, path, answer.status]).toEqual([method, path, 404]);
    }
    expect((await owner.invoices('GET', `/api/invoices/${invoiceId}`)).body).toEqual(before);
    expect((await stranger.invoices('GET', '/api/receipts')).body).toEqual([]);
    expect(world.smtp.received).toHaveLength(0);
  });

  it('refuses every owner call without a signed identity (401)', async () => {
    const anonymous = apiClient(world.invoicesUrl, null);
    for (const [method, path, body] of [...calls(), ['GET', '/api/receipts'] as [string, string]]) {
      expect([method, path, (await anonymous(method, path, body)).status]).toEqual([method, path, 401]);
    }
  });

  it('answers ids that are not ids with 404', async () => {
    expect((await owner.invoices('GET', '/api/invoices/42')).status).toBe(404);
    expect((await owner.invoices('PATCH', `/api/invoices/${invoiceId}/items/1`, { quantity: 2 })).status).toBe(404);
    expect((await owner.invoices('GET', `/api/receipts/${crypto.randomUUID()}/download`)).status).toBe(404);
    expect((await owner.invoices('POST', `/api/quotes/${crypto.randomUUID()}/create-invoice`, {})).status).toBe(404);
  });

  // The owner's business has no address, so its days are Sydney's.
  const tomorrow = addDays(todayIn(AUSTRALIAN_TIME_ZONE), 1);
  const badInput: [string, string, unknown, string, string][] = [
    ['POST', 'create-invoice', { paymentMethod: 'card' }, 'paymentMethod', 'Choose bank transfer or cash'],
    ['POST', 'create-invoice', { dueDate: 'next Friday' }, 'dueDate', 'Please enter a valid due date'],
    ['POST', 'create-invoice', { taxRate: 15 }, 'taxRate', 'GST is 10%'],
    ['PATCH', 'invoice', { title: '  ' }, 'title', 'Title is required'],
    ['PATCH', 'invoice', { dueDate: '2025-02-30' }, 'dueDate', 'Please enter a valid due date'],
    ['POST', 'items', { description: '', quantity: 1, unitPrice: 5, type: 'other' }, 'description', 'Description is required'],
    ['POST', 'items', { description: 'x', quantity: 0, unitPrice: 5, type: 'other' }, 'quantity', 'Hours/Quantity must be greater than 0'],
    ['POST', 'items', { description: 'x', quantity: 1, unitPrice: 0, type: 'other' }, 'unitPrice', 'Rate/Price must be greater than 0'],
    ['POST', 'items', { description: 'x', quantity: 1, unitPrice: 5, type: 'deposit' }, 'type', 'Choose labour, materials or other'],
    ['PATCH', 'item', { quantity: -1 }, 'quantity', 'Hours/Quantity must be greater than 0'],
    ['PATCH', 'item', { unitPrice: 'abc' }, 'unitPrice', 'Rate/Price must be greater than 0'],
    ['POST', 'send', { paymentMethod: 'card' }, 'paymentMethod', 'Choose bank transfer or cash'],
    ['POST', 'mark-paid', { paymentMethod: 'Bitcoin' }, 'paymentMethod', 'Payment method is required'],
    ['POST', 'mark-paid', { paymentDate: tomorrow }, 'paymentDate', 'Payment date cannot be in the future'],
    ['POST', 'receipts', { ...RECEIPT, clientName: '' }, 'clientName', 'Client name is required'],
    ['POST', 'receipts', { ...RECEIPT, clientEmail: 'zoe@' }, 'clientEmail', 'Invalid email address'],
    ['POST', 'receipts', { ...RECEIPT, paymentAmount: undefined }, 'paymentAmount', 'Payment amount is required'],
    ['POST', 'receipts', { ...RECEIPT, paymentMethod: undefined }, 'paymentMethod', 'Payment method is required'],
    ['POST', 'receipts', { ...RECEIPT, paymentDate: tomorrow }, 'paymentDate', 'Payment date cannot be in the future'],
    ['POST', 'receipts', { ...RECEIPT, paymentDate: '1899-12-31' }, 'paymentDate', 'Payment date cannot be before 1900-01-01'],
    ['POST', 'receipt-send', { method: 'fax' }, 'method', 'Choose email or SMS'],
  ];

  it.each(badInput)('%s %s %j answers 400 naming %s', async (method, call, body, field, message) => {
    const paths: Record<string, string> = {
      'create-invoice': `/api/quotes/${quoteId}/create-invoice`,
      invoice: `/api/invoices/${invoiceId}`,
      items: `/api/invoices/${invoiceId}/items`,
      item: `/api/invoices/${invoiceId}/items/${itemId}`,
      send: `/api/invoices/${invoiceId}/send`,
      'mark-paid': `/api/invoices/${invoiceId}/mark-paid`,
      receipts: '/api/receipts',
      'receipt-send': `/api/receipts/${receiptId}/send`,
    };
    const answer = await owner.invoices(method, paths[call]!, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields[field]).toBe(message);
  });

  it('answers a body that is not JSON with 400, never 500', async () => {
    const answer = await owner.invoices('POST', `/api/invoices/${invoiceId}/items`, '{"description": ', { 'content-type': 'application/json' });
    expect(answer.status).toBe(400);
  });
});
