import { addDays, AUSTRALIAN_TIME_ZONE, MAX_REMINDER_DAYS, owedCents, REMINDER_LATE_DAYS, todayIn, type InvoiceReminderKind, type IsoDate } from '@cobber/contracts';
import { type Clock, type Knex } from '@cobber/kit';
import { sendDueFollowUps, type FollowUpPlan, type FollowUpTables } from '@cobber/documents';
import { isoDate } from '../dates.ts';
import { invoiceMoney, toInvoice, type InvoiceRow } from '../invoices/rows.ts';
import type { Sending } from '../sending/sending.ts';
import { invoiceReminderDue } from './due.ts';
import { invoiceReminderEmail } from './reminder-email.ts';
import { findReminderCandidates, lockInvoice, type InvoiceReminderCandidate } from './repository.ts';

export const INVOICE_REMINDERS: FollowUpTables = { documents: 'invoices', sent: 'invoice_reminders', documentId: 'invoice_id', notFoundMessage: 'Invoice not found' };

/** Where the client opens the invoice (and pays it), signed out. */
function invoiceLink(publicUrl: string, invoiceId: string): string {
  return new URL(`/invoice/${invoiceId}/pay`, publicUrl).toString();
}

/** Still worth a reminder: out with the client, not paid or cancelled, something owed, not stopped. */
function stillOwed(row: InvoiceRow & { reminders_off?: boolean }): boolean {
  return !['draft', 'paid', 'cancelled'].includes(row.status) && !row.reminders_off && row.client_email !== null && owedCents(invoiceMoney(row)) > 0;
}

/** A reminder is due by the day it is in the invoice's business, which is also the day its words count from. */
function reminderPlan(sending: Sending): FollowUpPlan<InvoiceReminderCandidate, { kind: InvoiceReminderKind; today: IsoDate }, InvoiceRow> {
  return {
    tables: INVOICE_REMINDERS,
    related: 'invoice',
    logAs: { idField: 'invoiceId', what: 'invoice reminder' },
    candidates(db, now) {
      // Due dates near enough to today, a day either way of any time zone.
      const utcToday = todayIn('UTC', now);
      const reach = MAX_REMINDER_DAYS + REMINDER_LATE_DAYS + 1;
      return findReminderCandidates(db, addDays(utcToday, -reach), addDays(utcToday, MAX_REMINDER_DAYS + 1));
    },
    due(candidate, settings, now) {
      const today = todayIn(candidate.time_zone ?? AUSTRALIAN_TIME_ZONE, now);
      const kind = invoiceReminderDue(settings, isoDate(candidate.due_date), today, candidate.sent_kinds);
      return kind ? { kind, today } : null;
    },
    async lockIfStillDue(trx, candidate) {
      const row = await lockInvoice(trx, candidate.owner_id, candidate.id);
      return row && stillOwed(row) ? row : null;
    },
    async write(_trx, row, { kind, today }, business) {
      const invoice = toInvoice(row, today);
      return invoiceReminderEmail({ invoice, kind, business, link: invoiceLink(sending.publicUrl, row.id), today });
    },
  };
}

/** The scheduled check (reminders/scheduler.ts): every invoice due a reminder by its business's settings and day gets it. */
export async function sendDueInvoiceReminders(db: Knex, sending: Sending, clock: Clock): Promise<number> {
  return sendDueFollowUps(db, sending, reminderPlan(sending), clock());
}
