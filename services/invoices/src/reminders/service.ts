import {
  addDays,
  AUSTRALIAN_TIME_ZONE,
  DEFAULT_REMINDERS,
  MAX_REMINDER_DAYS,
  owedCents,
  REMINDER_LATE_DAYS,
  ReminderSettings,
  todayIn,
  type DocumentReminders,
  type InvoiceReminderKind,
  type IsoDate,
} from '@cobber/contracts';
import { findBusiness, HttpError, notFound, reserveMail, type Knex, type Clock } from '@cobber/kit';
import { isoDate } from '../dates.ts';
import { invoiceMoney, toInvoice, type InvoiceRow } from '../invoices/rows.ts';
import type { Sending } from '../sending/sending.ts';
import { invoiceReminderDue } from './due.ts';
import { invoiceReminderEmail } from './reminder-email.ts';
import { claimReminder, findReminderCandidates, findRemindersOff, listSentReminders, lockInvoice, setRemindersOff, type ReminderCandidate } from './repository.ts';

/** Where the client opens the invoice (and pays it), signed out. */
function invoiceLink(publicUrl: string, invoiceId: string): string {
  return new URL(`/invoice/${invoiceId}/pay`, publicUrl).toString();
}

/** Still worth a reminder: out with the client, not paid or cancelled, something owed, not stopped. */
function stillOwed(row: InvoiceRow & { reminders_off?: boolean }): boolean {
  return !['draft', 'paid', 'cancelled'].includes(row.status) && !row.reminders_off && row.client_email !== null && owedCents(invoiceMoney(row)) > 0;
}

/**
 * Sends one reminder, at most once ever: the claim (its row per invoice and kind) and the
 * send are one transaction holding the invoice's row, so a second instance waits and then
 * finds it claimed, a payment waits for the send, and a send that fails (or a process that
 * dies mid-send) leaves no claim, for the next check to try again. The mail goes the way
 * every mail of this service goes: counted against the business's daily limit, logged.
 */
async function sendInvoiceReminder(db: Knex, sending: Sending, candidate: ReminderCandidate, kind: InvoiceReminderKind, today: IsoDate): Promise<boolean> {
  return db.transaction(async (trx) => {
    const row = await lockInvoice(trx, candidate.owner_id, candidate.id);
    if (!row || !stillOwed(row) || !row.client_email) return false;
    const to = row.client_email;
    if (!(await claimReminder(trx, { invoice_id: row.id, owner_id: row.owner_id, kind, to_address: to }))) return false;
    const business = await findBusiness(trx, row.owner_id);
    const invoice = toInvoice(row, today);
    const message = invoiceReminderEmail({ invoice, kind, business, link: invoiceLink(sending.publicUrl, row.id), today });
    const limit = { perDay: sending.mailPerDay, timeZone: business.timeZone, what: 'emails' };
    const pending = await reserveMail(db, { to, subject: message.subject, ownerId: row.owner_id, related: { type: 'invoice', id: row.id } }, limit);
    const result = await sending.mailer.send({ ...message, to });
    await pending.settle(result);
    if (!result.accepted) throw new Error(`the mail server refused it: ${result.error ?? 'no reason given'}`);
    return true;
  });
}

function settingsOf(candidate: ReminderCandidate): ReminderSettings {
  const parsed = ReminderSettings.safeParse(candidate.reminders);
  return parsed.success ? parsed.data : DEFAULT_REMINDERS;
}

/**
 * The scheduled check (reminders/scheduler.ts): every invoice due a reminder by its
 * business's settings and day gets it. One invoice's failure (its business's daily limit
 * reached, the mail server down) leaves it for the next check and holds no other back.
 */
export async function sendDueInvoiceReminders(db: Knex, sending: Sending, clock: Clock): Promise<number> {
  const now = clock();
  const utcToday = todayIn('UTC', now);
  const reach = MAX_REMINDER_DAYS + REMINDER_LATE_DAYS + 1;
  let sent = 0;
  for (const candidate of await findReminderCandidates(db, addDays(utcToday, -reach), addDays(utcToday, MAX_REMINDER_DAYS + 1))) {
    const today = todayIn(candidate.time_zone ?? AUSTRALIAN_TIME_ZONE, now);
    const kind = invoiceReminderDue(settingsOf(candidate), isoDate(candidate.due_date), today, candidate.sent_kinds);
    if (!kind) continue;
    try {
      if (await sendInvoiceReminder(db, sending, candidate, kind, today)) sent++;
    } catch (error) {
      const level = error instanceof HttpError && error.status === 429 ? 'info' : 'warn';
      sending.logger[level]({ err: error, invoiceId: candidate.id, kind }, 'invoice reminder not sent; the next check tries again');
    }
  }
  return sent;
}

export async function invoiceReminders(db: Knex, ownerId: string, id: string): Promise<DocumentReminders> {
  const remindersOff = await findRemindersOff(db, ownerId, id);
  if (remindersOff === null) throw notFound('Invoice not found');
  return { remindersOff, sent: await listSentReminders(db, id) };
}

/** The owner stops (or restarts) reminders for one invoice. */
export async function changeInvoiceReminders(db: Knex, ownerId: string, id: string, remindersOff: boolean): Promise<DocumentReminders> {
  if (!(await setRemindersOff(db, ownerId, id, remindersOff))) throw notFound('Invoice not found');
  return invoiceReminders(db, ownerId, id);
}
