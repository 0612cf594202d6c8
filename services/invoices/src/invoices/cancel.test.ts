import { addDays, todayIn } from '@cobber/contracts';
import { createLogger } from '@cobber/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceOverdueInvoices } from '../overdue/service.ts';
import { findReminderCandidates } from '../reminders/repository.ts';
import { startInvoicesWorld, until, type InvoicesWorld, type Owner } from '../testing/services.ts';

describe('cancelling an invoice (POST /api/invoices/:id/cancel)', () => {
  let world: InvoicesWorld;
  let sam: Owner;
  beforeAll(async () => {
    world = await startInvoicesWorld();
    sam = await world.owner();
  }, 60_000);
  afterAll(() => world?.stop());

  async function invoiceOf(owner: Owner) {
    const quote = await owner.quote();
    const created = await owner.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {});
    expect(created.status).toBe(201);
    return created.body as { id: string; invoiceNumber: string; totalAmount: string };
  }

  async function sent(owner: Owner) {
    const invoice = await invoiceOf(owner);
    expect((await owner.invoices('POST', `/api/invoices/${invoice.id}/send`, {})).status).toBe(200);
    return invoice;
  }

  const cancelledEvents = (id: string) => world.events.filter((e) => e.type === 'invoice.cancelled' && e.key === id);

  it('cancels a draft outright: it owes nothing and has no credit note, since the client never had it', async () => {
    const invoice = await invoiceOf(sam);
    const answer = await sam.invoices('POST', `/api/invoices/${invoice.id}/cancel`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: invoice.id, status: 'cancelled', balanceDue: '0.00', sentAt: null });
    expect((await sam.invoices('GET', `/api/invoices/${invoice.id}/credit-note`)).status).toBe(409);
  });

  it('cancels a sent invoice once: its credit note is dated the day, it is no longer owed, and asking again answers the same', async () => {
    const invoice = await sent(sam);
    const before = (await sam.invoices('GET', '/api/invoices/summary')).body as { owed: string; owedCount: number };
    const first = await sam.invoices('POST', `/api/invoices/${invoice.id}/cancel`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'cancelled', balanceDue: '0.00', totalAmount: invoice.totalAmount, sentAt: expect.any(String) });
    const again = await sam.invoices('POST', `/api/invoices/${invoice.id}/cancel`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    await until(() => cancelledEvents(invoice.id).length > 0);
    expect(cancelledEvents(invoice.id)[0]!.data).toMatchObject({ id: invoice.id, status: 'cancelled', balanceDue: '0.00' });

    const after = (await sam.invoices('GET', '/api/invoices/summary')).body as { owed: string; owedCount: number };
    expect(after.owedCount).toBe(before.owedCount - 1);
    expect(Number(after.owed)).toBeCloseTo(Number(before.owed) - Number(invoice.totalAmount), 2);
    const unpaid = (await sam.invoices('GET', '/api/invoices?status=unpaid&limit=50')).body as { items: { id: string }[] };
    expect(unpaid.items.map((i) => i.id)).not.toContain(invoice.id);

    const note = await sam.invoices('GET', `/api/invoices/${invoice.id}/credit-note`);
    expect(note.status).toBe(200);
    expect(note.body as string).toContain(`<cbc:IssueDate>${todayIn('Australia/Sydney')}</cbc:IssueDate>`);
    expect(note.body as string).toContain(`<cbc:ID>CN-${invoice.invoiceNumber}</cbc:ID>`);
  });

  it('leaves the GST report without a cancelled invoice that was sent', async () => {
    const invoice = await sent(sam);
    expect((await sam.invoices('POST', `/api/invoices/${invoice.id}/cancel`)).status).toBe(200);
    const today = todayIn('Australia/Sydney');
    const report = await sam.invoices('GET', `/api/reports/gst?from=${today}&to=${today}&basis=accrual`);
    expect(report.status).toBe(200);
    expect((report.body as { invoices: { id: string }[] }).invoices.map((i) => i.id)).not.toContain(invoice.id);
  });

  it('stops reminders and overdue notices for a late invoice once it is cancelled', async () => {
    const quote = await sam.quote();
    const dueDate = addDays(todayIn('Australia/Sydney'), -3);
    const made = await sam.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, { dueDate });
    expect((await sam.invoices('POST', `/api/invoices/${made.body.id}/send`, {})).status).toBe(200);
    const answer = await sam.invoices('POST', `/api/invoices/${made.body.id}/cancel`);
    expect(answer.body).toMatchObject({ status: 'cancelled', balanceDue: '0.00' });
    await until(() => cancelledEvents(made.body.id).length > 0);
    const seen = world.events.length;
    await announceOverdueInvoices(world.db, () => new Date(), createLogger('test', 'silent'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(world.events.slice(seen).filter((e) => e.key === made.body.id)).toHaveLength(0);
    const candidates = await findReminderCandidates(world.db, addDays(dueDate, -1), addDays(dueDate, 1));
    expect(candidates.map((c) => c.id)).not.toContain(made.body.id);
  });

  it('writes one invoice.cancelled when two cancels come at once', async () => {
    const invoice = await sent(sam);
    const answers = await Promise.all([1, 2].map(() => sam.invoices('POST', `/api/invoices/${invoice.id}/cancel`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    await until(() => cancelledEvents(invoice.id).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cancelledEvents(invoice.id)).toHaveLength(1);
  });

  it('refuses an invoice with money received, saying to refund first, and leaves it as it was', async () => {
    const invoice = await sent(sam);
    expect((await sam.invoices('POST', `/api/invoices/${invoice.id}/mark-paid`, { paymentAmount: '100.00' })).status).toBe(201);
    const refused = await sam.invoices('POST', `/api/invoices/${invoice.id}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'This invoice has money received against it, so it cannot be cancelled: refund the client and correct its receipts first (Cobber does not refund yet)',
    );
    expect((await sam.invoices('GET', `/api/invoices/${invoice.id}`)).body).toMatchObject({ status: 'sent', paymentsReceived: '100.00' });
    expect(cancelledEvents(invoice.id)).toHaveLength(0);
  });

  it("answers 404 for another owner's invoice and leaves it alone", async () => {
    const invoice = await sent(sam);
    const ava = await world.owner();
    const answer = await ava.invoices('POST', `/api/invoices/${invoice.id}/cancel`);
    expect(answer.status).toBe(404);
    expect((await sam.invoices('GET', `/api/invoices/${invoice.id}`)).body.status).toBe('sent');
  });
});
