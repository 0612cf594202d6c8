import type { InvoiceReminderKind, ReminderSettings, TimeZone } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import { findInvoice } from '../invoices/repository.ts';
import type { InvoiceRow } from '../invoices/rows.ts';

type Db = Knex | Knex.Transaction;

/** An unpaid invoice out with the client, as the check sees it. */
export interface InvoiceReminderCandidate {
  id: string;
  owner_id: string;
  due_date: Date | string;
  /** The business's choice as business.updated carried it; null: the defaults. */
  reminders: ReminderSettings | null;
  time_zone: TimeZone | null;
  sent_kinds: InvoiceReminderKind[];
}

/**
 * Invoices sent, not paid or cancelled, reminders not stopped, with a due date near enough
 * to today (a day either way of any time zone) for a reminder to be due.
 */
export async function findReminderCandidates(db: Db, fromDue: string, toDue: string): Promise<InvoiceReminderCandidate[]> {
  return db('invoices as i')
    .leftJoin('businesses as b', 'b.owner_id', 'i.owner_id')
    .whereNotIn('i.status', ['draft', 'paid', 'cancelled'])
    .where('i.reminders_off', false)
    .whereNotNull('i.client_email')
    .whereBetween('i.due_date', [fromDue, toDue])
    .select(
      'i.id',
      'i.owner_id',
      'i.due_date',
      db.raw(`b.profile->'reminders' as reminders`),
      'b.time_zone',
      db.raw(`coalesce((select array_agg(r.kind) from invoice_reminders r where r.invoice_id = i.id), '{}') as sent_kinds`),
    );
}

/** The invoice, locked until the reminder's transaction ends, so it cannot be paid or stopped meanwhile. */
export async function lockInvoice(trx: Knex.Transaction, ownerId: string, id: string): Promise<InvoiceRow | null> {
  return findInvoice(trx, ownerId, id, { lock: true });
}
