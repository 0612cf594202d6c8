import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booksSettings } from '../books/ledger.ts';
import { until, type Owner } from '../testing/services.ts';
import { startXeroWorld, type XeroWorld } from './testing/world.ts';

describe('invoices and receipts kept in step with Xero (against a fake Xero)', () => {
  let x: XeroWorld;
  let sam: Owner;

  beforeAll(async () => {
    x = await startXeroWorld();
    sam = await x.world.owner();
    await x.connect(sam);
  });
  afterAll(() => x.stop());

  const inXero = (invoiceNumber: string) => [...x.xero.invoices.values()].filter((invoice) => invoice.InvoiceNumber === invoiceNumber);
  const syncState = async (invoiceId: string) => (await sam.invoices('GET', `/api/invoices/${invoiceId}/xero`)).body;
  const creations = (invoiceNumber: string) => x.xero.requests.filter((r) => r.method === 'POST' && r.path === '/api.xro/2.0/Invoices' && inXero(invoiceNumber).length > 0).length;

  it('creates each sent invoice in Xero as a sales invoice: the client found or made, the sales account, GST as OUTPUT, the same totals', async () => {
    const invoice = await x.sentInvoice(sam);
    expect((await syncState(invoice.id)).state).toBe('waiting');
    await x.sync();
    const [made, ...more] = inXero(invoice.invoiceNumber);
    expect(more).toEqual([]);
    expect(made).toMatchObject({ Type: 'ACCREC', Status: 'AUTHORISED', Reference: 'Kitchen downlights', Total: Number(invoice.totalAmount), TotalTax: Number(invoice.taxAmount) });
    expect(made!.LineItems.every((line) => line.AccountCode === '200' && line.TaxType === 'OUTPUT')).toBe(true);
    expect(x.xero.contacts.get(made!.Contact.ContactID)).toMatchObject({ Name: 'Zoe Nguyen', EmailAddress: 'zoe@example.com' });
    const post = x.xero.requests.find((r) => r.method === 'POST' && r.path === '/api.xro/2.0/Invoices')!;
    expect(post.tenantId).toBe(x.xero.organisations[0]!.tenantId);
    expect(post.idempotencyKey).toBe(`cobber-invoice-${invoice.id}-1`);
    expect(await syncState(invoice.id)).toMatchObject({ state: 'in-xero', message: null, payments: { inXero: 0, waiting: 0, failed: 0 } });

    const second = await x.sentInvoice(sam);
    await x.sync();
    expect(x.xero.invoices.get(inXero(second.invoiceNumber)[0]!.InvoiceID)!.Contact).toEqual(made!.Contact);
    expect(x.xero.contacts.size).toBe(1);
  });

  it('records each receipt as a payment on its invoice, to the bank account, deposits included', async () => {
    const quote = await sam.quote();
    const deposit = await sam.invoices('POST', '/api/receipts', { clientName: 'Zoe Nguyen', paymentAmount: '50.00', paymentMethod: 'Bank Transfer', paymentDate: '2026-03-01', quoteId: quote.id });
    expect(deposit.status).toBe(201);
    const invoice = (await sam.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {})).body;
    await sam.invoices('POST', `/api/invoices/${invoice.id}/send`, { paymentMethod: 'bank_transfer', message: 'Thanks!' });
    await until(async () => Boolean(await x.world.db('xero_documents').where({ kind: 'payment', document_id: deposit.body.id }).first()));
    const part = await sam.invoices('POST', `/api/invoices/${invoice.id}/mark-paid`, { paymentAmount: '100.00', paymentMethod: 'Cash' });
    expect(part.status).toBe(201);
    await until(async () => Boolean(await x.world.db('xero_documents').where({ kind: 'payment', document_id: part.body.id }).first()));
    await x.sync();
    const xeroInvoice = inXero(invoice.invoiceNumber)[0]!;
    const payments = [...x.xero.payments.values()].filter((p) => p.Invoice.InvoiceID === xeroInvoice.InvoiceID);
    expect(payments.map((p) => [p.Amount, p.Reference, p.Account.AccountID]).sort()).toEqual([
      [100, part.body.receiptNumber, x.xero.organisations[0]!.bankAccountId],
      [50, deposit.body.receiptNumber, x.xero.organisations[0]!.bankAccountId],
    ]);
    expect((await syncState(invoice.id)).payments).toEqual({ inXero: 2, waiting: 0, failed: 0 });
  });

  it('brings a payment entered in Xero back as one receipt, however often Xero is read', async () => {
    const invoice = await x.sentInvoice(sam);
    await x.sync();
    const xeroInvoice = inXero(invoice.invoiceNumber)[0]!;
    x.xero.enterPayment(xeroInvoice.InvoiceID, 40, '2026-03-01');
    x.advanceMinutes(5);
    await Promise.all([x.sync(), x.sync()]);
    x.advanceMinutes(5);
    await x.sync();
    const receipts = (await sam.invoices('GET', '/api/receipts')).body.filter((r: { invoiceId: string }) => r.invoiceId === invoice.id);
    expect(receipts).toEqual([expect.objectContaining({ paymentAmount: '40.00', paymentMethod: 'Bank Transfer', paymentDate: '2026-03-01' })]);
    const after = (await sam.invoices('GET', `/api/invoices/${invoice.id}`)).body;
    expect(after.paymentsReceived).toBe('40.00');
    // It came from Xero: it is not sent back there.
    await x.sync();
    expect([...x.xero.payments.values()].filter((p) => p.Invoice.InvoiceID === xeroInvoice.InvoiceID)).toHaveLength(1);
  });

  it('refreshes a token that expires mid-sync and carries on, keeping the rotated refresh token', async () => {
    const first = await x.sentInvoice(sam);
    const second = await x.sentInvoice(sam);
    const before = await x.world.db('xero_connections').where('owner_id', sam.id).first('refresh_token');
    const refreshes = x.xero.refreshes;
    x.xero.expireAccessTokens();
    await x.sync();
    expect(x.xero.refreshes).toBe(refreshes + 1);
    expect(inXero(first.invoiceNumber)).toHaveLength(1);
    expect(inXero(second.invoiceNumber)).toHaveLength(1);
    expect((await x.world.db('xero_connections').where('owner_id', sam.id).first('refresh_token')).refresh_token).not.toBe(before.refresh_token);
    x.xero.expireAccessTokens();
    x.advanceMinutes(5);
    await x.sync();
    expect(x.xero.refreshes).toBe(refreshes + 2);
  });

  it('waits as a 429 says (Retry-After), then sends once', async () => {
    const invoice = await x.sentInvoice(sam);
    x.xero.rateLimit(1, 30);
    await x.sync();
    expect(inXero(invoice.invoiceNumber)).toHaveLength(0);
    const waiting = await syncState(invoice.id);
    expect(waiting.state).toBe('waiting');
    expect(new Date(waiting.nextAttemptAt).getTime() - x.now().getTime()).toBe(30_000);
    const calls = x.xero.requests.length;
    await x.sync();
    expect(x.xero.requests.filter((r, i) => i >= calls && r.path.includes('/Invoices'))).toHaveLength(0);
    x.advanceMinutes(0.5);
    await x.sync();
    expect(inXero(invoice.invoiceNumber)).toHaveLength(1);
  });

  it('keeps documents waiting while Xero is down for an hour, says so, and sends them when it is back', async () => {
    x.xero.down = true;
    const invoice = await x.sentInvoice(sam);
    for (let minute = 0; minute < 60; minute += 5) {
      await x.sync();
      x.advanceMinutes(5);
    }
    const failing = await syncState(invoice.id);
    expect(failing).toMatchObject({ state: 'failed', message: 'Xero is not answering (503)' });
    expect((await sam.invoices('GET', '/api/integrations/xero')).body.failures).toBeGreaterThanOrEqual(1);
    x.xero.down = false;
    x.advanceMinutes(15);
    await x.sync();
    expect(inXero(invoice.invoiceNumber)).toHaveLength(1);
    expect(await syncState(invoice.id)).toMatchObject({ state: 'in-xero', message: null });
  });

  it('makes one invoice in Xero when two syncs run at the same moment', async () => {
    const invoice = await x.sentInvoice(sam);
    await Promise.all([x.sync(), x.sync(), x.sync()]);
    expect(inXero(invoice.invoiceNumber)).toHaveLength(1);
    expect(creations(invoice.invoiceNumber)).toBeGreaterThan(0);
  });

  it('shows what Xero said when it refuses, and tries again later', async () => {
    const business = (await sam.business('GET', '/api/business')).body;
    expect((await sam.business('PATCH', `/api/business/${business.id}`, { xeroAccountCode: '999' })).status).toBe(200);
    await until(async () => (await booksSettings(x.world.db, sam.id)).xeroAccountCode === '999');
    const invoice = await x.sentInvoice(sam);
    await x.sync();
    expect(await syncState(invoice.id)).toMatchObject({ state: 'refused', message: "Account code '999' is not a valid code for this document." });
    await sam.business('PATCH', `/api/business/${business.id}`, { xeroAccountCode: '200' });
    await until(async () => (await booksSettings(x.world.db, sam.id)).xeroAccountCode === '200');
    x.advanceMinutes(15);
    await x.sync();
    expect((await syncState(invoice.id)).state).toBe('in-xero');
  });

  it('says a receipt corrected after it reached Xero needs the same change there', async () => {
    const invoice = await x.sentInvoice(sam);
    const receipt = (await sam.invoices('POST', `/api/invoices/${invoice.id}/mark-paid`, { paymentAmount: '100.00', paymentMethod: 'Cash' })).body;
    await until(async () => Boolean(await x.world.db('xero_documents').where({ kind: 'payment', document_id: receipt.id }).first()));
    await x.sync();
    expect((await syncState(invoice.id)).payments).toEqual({ inXero: 1, waiting: 0, failed: 0 });
    expect((await sam.invoices('PATCH', `/api/receipts/${receipt.id}`, { paymentAmount: '90.00' })).status).toBe(200);
    await until(async () => (await syncState(invoice.id)).payments.waiting === 1);
    await x.sync();
    expect(await syncState(invoice.id)).toMatchObject({
      state: 'in-xero',
      message: `Changed after it went to Xero, which keeps a payment as made: change ${receipt.receiptNumber} in Xero too`,
      payments: { inXero: 0, waiting: 0, failed: 1 },
    });
    expect([...x.xero.payments.values()].filter((p) => p.Reference === receipt.receiptNumber).map((p) => p.Amount)).toEqual([100]);
  });

  it('voids in Xero an invoice cancelled after it went there', async () => {
    const invoice = await x.sentInvoice(sam);
    await x.sync();
    expect((await sam.invoices('POST', `/api/invoices/${invoice.id}/cancel`)).status).toBe(200);
    await until(async () => (await syncState(invoice.id)).state === 'waiting');
    await x.sync();
    expect(inXero(invoice.invoiceNumber).map((i) => i.Status)).toEqual(['VOIDED']);
    expect((await syncState(invoice.id)).state).toBe('in-xero');
  });

  it('updates Xero when a synced invoice changes, and says why not once Xero holds a payment on it', async () => {
    const invoice = await x.sentInvoice(sam);
    await x.sync();
    const changed = await sam.invoices('PATCH', `/api/invoices/${invoice.id}`, { title: 'Kitchen and hall downlights' });
    expect(changed.status).toBe(200);
    await until(async () => (await syncState(invoice.id)).state === 'waiting');
    await x.sync();
    expect(inXero(invoice.invoiceNumber)).toEqual([expect.objectContaining({ Reference: 'Kitchen and hall downlights' })]);

    x.xero.enterPayment(inXero(invoice.invoiceNumber)[0]!.InvoiceID, 10, '2026-03-01');
    await sam.invoices('PATCH', `/api/invoices/${invoice.id}`, { title: 'Hall downlights' });
    await until(async () => (await syncState(invoice.id)).state === 'waiting');
    await x.sync();
    expect(await syncState(invoice.id)).toMatchObject({ state: 'refused', message: 'This document cannot be edited as it has a payment or credit note allocated to it.' });
  });
});
