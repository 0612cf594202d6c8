import { addDays, todayIn } from '@cobber/contracts';
import { createLogger } from '@cobber/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicesWorld, until, type InvoicesWorld, type Owner } from '../testing/services.ts';
import { announceOverdueInvoices } from './service.ts';

const logger = createLogger('test', 'silent');

describe('overdue announced once by event when the due date passes', () => {
  let world: InvoicesWorld;
  let sam: Owner;
  const clock = () => new Date();

  /** An invoice sent to the client, due `days` from Sydney's today (negative: past). */
  async function sentInvoice(owner: Owner, days: number): Promise<string> {
    const quote = await owner.quote();
    const dueDate = addDays(todayIn('Australia/Sydney'), days);
    const made = await owner.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, { dueDate });
    expect(made.status).toBe(201);
    expect((await owner.invoices('POST', `/api/invoices/${made.body.id}/send`, {})).status).toBe(200);
    return made.body.id;
  }

  const overdueEvents = (id: string) =>
    world.events.filter((event) => event.type === 'invoice.updated' && event.key === id && (event.data as { status: string }).status === 'overdue');

  beforeAll(async () => {
    // The scheduled check is slowed right down: the test runs the announcement itself.
    world = await startInvoicesWorld({ clock, reminderCheckSeconds: 60 });
    sam = await world.owner();
  });
  afterAll(() => world?.stop());

  it('publishes one invoice.updated with status overdue, however often it is looked for, and none for one not yet due or paid', async () => {
    const late = await sentInvoice(sam, -3);
    const notYet = await sentInvoice(sam, 5);
    const paid = await sentInvoice(sam, -3);
    expect((await sam.invoices('POST', `/api/invoices/${paid}/mark-paid`, {})).status).toBeLessThan(300);
    await Promise.all([announceOverdueInvoices(world.db, clock, logger), announceOverdueInvoices(world.db, clock, logger)]);
    await announceOverdueInvoices(world.db, clock, logger);
    await until(() => overdueEvents(late).length > 0, 10_000);
    expect(overdueEvents(late)).toHaveLength(1);
    expect(overdueEvents(late)[0]!.data).toMatchObject({ id: late, status: 'overdue' });
    expect(overdueEvents(notYet)).toHaveLength(0);
    expect(overdueEvents(paid)).toHaveLength(0);
  });

  it('announces again when a new due date passes', async () => {
    const id = await sentInvoice(sam, -2);
    await announceOverdueInvoices(world.db, clock, logger);
    await until(() => overdueEvents(id).length === 1, 10_000);
    await world.db('invoices').where('id', id).update({ due_date: addDays(todayIn('Australia/Sydney'), -1) });
    await announceOverdueInvoices(world.db, clock, logger);
    await until(() => overdueEvents(id).length === 2, 10_000);
  });
});
