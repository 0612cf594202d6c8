import { isDeepStrictEqual } from 'node:util';
import { addDays, DEFAULT_REMINDERS, todayIn, type ReminderSettings } from '@cobber/contracts';
import { createLogger, PostgresBus } from '@cobber/kit';
import { createMailer, createSmsSender } from '@cobber/documents';
import { TEST_IDENTITY_SECRET } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoicesService, type InvoicesService } from '../index.ts';
import { startInvoicesWorld, until, type InvoicesWorld, type Owner } from '../testing/services.ts';
import { JOBS_SCHEMA } from './scheduler.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const WAIT_MS = 60_000;

describe('invoice reminders on a real scheduler', () => {
  let world: InvoicesWorld;
  let now = new Date();
  const clock = () => now;
  const moveOn = (days: number) => (now = new Date(now.getTime() + days * DAY_MS));
  const extra: { service: InvoicesService; bus: PostgresBus }[] = [];
  let sam: Owner;
  let alex: Owner;

  /** A second instance of the invoices service on the same database, as in a deployment with two. */
  async function anotherInstance(): Promise<void> {
    const bus = new PostgresBus({ databaseUrl: world.databaseUrl });
    const service = createInvoicesService({
      databaseUrl: world.databaseUrl,
      identitySecret: TEST_IDENTITY_SECRET,
      bus,
      logger: createLogger('test', 'silent'),
      mailer: createMailer({ smtpUrl: world.smtp.url, mailboxDir: 'unused', from: 'Cobber <invoices@cobber.test>' }),
      sms: createSmsSender({ mailboxDir: 'unused' }),
      publicUrl: 'http://cobber.test',
      quotesUrl: 'http://127.0.0.1:9',
      clock,
      reminderCheckSeconds: 1,
    });
    await service.start();
    extra.push({ service, bus });
  }

  const reminders = (invoiceId?: string) =>
    world.smtp.received.filter((m) => m.mail.subject?.startsWith('Reminder: invoice') && (!invoiceId || m.mail.text?.includes(`/invoice/${invoiceId}/pay`)));

  /** How many checks have run to the end, across every instance. */
  async function checksDone(): Promise<number> {
    const { rows } = await world.db.raw(`select count(*)::int as done from ${JOBS_SCHEMA}.job where name = 'invoice-reminders' and state = 'completed'`);
    return rows[0].done;
  }

  /** Waits until a few more checks have run, so anything they would send has been sent. */
  async function settled(): Promise<void> {
    const before = await checksDone();
    await until(async () => (await checksDone()) >= before + 3, WAIT_MS);
  }

  async function useReminders(owner: Owner, settings: ReminderSettings): Promise<void> {
    const business = (await owner.business('GET', '/api/business')).body;
    expect((await owner.business('PATCH', `/api/business/${business.id}`, { reminders: settings })).status).toBe(200);
    await until(async () => {
      const row = await world.db('businesses').where('owner_id', owner.id).first('profile');
      return isDeepStrictEqual(row?.profile?.reminders, settings);
    });
  }

  /** An invoice sent to the client, due `days` from the business's today (negative: past). */
  async function sentInvoice(owner: Owner, days: number, beforeSending?: (id: string) => Promise<void>): Promise<string> {
    const quote = await owner.quote();
    const dueDate = addDays(todayIn('Australia/Sydney', now), days);
    const made = await owner.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, { dueDate });
    expect(made.status).toBe(201);
    await beforeSending?.(made.body.id);
    expect((await owner.invoices('POST', `/api/invoices/${made.body.id}/send`, {})).status).toBe(200);
    return made.body.id;
  }

  beforeAll(async () => {
    world = await startInvoicesWorld({ clock, reminderCheckSeconds: 1 });
    await anotherInstance();
    sam = await world.owner();
    alex = await world.owner({ name: 'Alex Plumbing' });
    await useReminders(alex, { ...DEFAULT_REMINDERS, invoiceOverdue: { on: true, days: 9 } });
  }, WAIT_MS);
  afterAll(async () => {
    for (const { service, bus } of extra) {
      await service.stop();
      await bus.stop();
    }
    await world.stop();
  });

  const ids: Record<string, string> = {};

  it('two instances: an invoice 10 days overdue gets its 7-days-overdue reminder once; one paid, stopped or not yet due gets none', async () => {
    ids.overdue = await sentInvoice(sam, -10);
    ids.notDue = await sentInvoice(sam, 5);
    // Paid, or stopped, before it goes out: the checks run every second meanwhile.
    ids.paid = await sentInvoice(sam, -10, async (id) => {
      expect((await sam.invoices('POST', `/api/invoices/${id}/mark-paid`, { paymentMethod: 'Bank Transfer' })).status).toBe(201);
    });
    ids.stopped = await sentInvoice(sam, -10, async (id) => {
      const stop = await sam.invoices('PATCH', `/api/invoices/${id}/reminders`, { remindersOff: true });
      expect(stop.body).toEqual({ remindersOff: true, sent: [] });
    });
    ids.alexEight = await sentInvoice(alex, -8);

    await until(() => reminders(ids.overdue).length > 0, WAIT_MS);
    await settled();
    expect(reminders(ids.overdue)).toHaveLength(1);
    const [mail] = reminders(ids.overdue);
    expect(mail!.to).toEqual(['zoe@example.com']);
    expect(mail!.mail.subject).toBe('Reminder: invoice INV-0001 from Sparky Bros Electrical is 10 days overdue');
    expect(mail!.mail.text).toContain(`was due on`);
    expect(mail!.mail.text).toContain('Amount due: $');
    expect(mail!.mail.text).toContain('Reference: INV-0001');
    for (const none of [ids.notDue, ids.paid, ids.stopped]) expect(reminders(none)).toHaveLength(0);
    // Alex chose 9 days overdue: his invoice 8 days overdue waits (and the due-date one is too late).
    expect(reminders(ids.alexEight)).toHaveLength(0);

    const shown = await sam.invoices('GET', `/api/invoices/${ids.overdue}/reminders`);
    expect(shown.body).toMatchObject({ remindersOff: false, sent: [{ kind: 'invoice_overdue', to: 'zoe@example.com' }] });
    expect((await alex.invoices('GET', `/api/invoices/${ids.overdue}/reminders`)).status).toBe(404);
    expect((await alex.invoices('PATCH', `/api/invoices/${ids.overdue}/reminders`, { remindersOff: true })).status).toBe(404);
    const refused = await sam.invoices('PATCH', `/api/invoices/${ids.overdue}/reminders`, { remindersOff: 'yes' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ remindersOff: 'remindersOff must be true or false' });
  }, WAIT_MS * 2);

  it("each owner's days: a day later Alex's invoice, now 9 days overdue, gets his reminder; Sam's get nothing more", async () => {
    moveOn(1);
    await until(() => reminders(ids.alexEight!).length > 0, WAIT_MS);
    await settled();
    expect(reminders(ids.alexEight!)).toHaveLength(1);
    expect(reminders()).toHaveLength(2);
  }, WAIT_MS * 2);

  it('a restart loses none: reminders that came due while every instance was down are sent once when one starts', async () => {
    // Stopped here, and not again when the world stops.
    const stopFirst = world.invoices.stop;
    world.invoices.stop = async () => {};
    await stopFirst();
    for (const { service, bus } of extra.splice(0)) {
      await service.stop();
      await bus.stop();
    }
    // Five days on: Sam's first is 16 days overdue (the 14-day one), the one due in 5 days is due.
    moveOn(5);
    await anotherInstance();
    await anotherInstance();
    await until(() => reminders(ids.overdue!).length === 2 && reminders(ids.notDue!).length === 1, WAIT_MS);
    await settled();
    expect(reminders(ids.overdue!)).toHaveLength(2);
    expect(reminders(ids.overdue!)[1]!.mail.subject).toContain('is 16 days overdue');
    expect(reminders(ids.notDue!)).toHaveLength(1);
    expect(reminders(ids.notDue!)[0]!.mail.subject).toContain('is 1 day overdue');
    for (const none of [ids.paid!, ids.stopped!]) expect(reminders(none)).toHaveLength(0);
    // The instance that answered the API is stopped: its record, read where it is kept.
    const kinds = await world.db('invoice_reminders').where('invoice_id', ids.overdue).orderBy('sent_at').pluck('kind');
    expect(kinds).toEqual(['invoice_overdue', 'invoice_overdue_again']);
  }, WAIT_MS * 2);
});
