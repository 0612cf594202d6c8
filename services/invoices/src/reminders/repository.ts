import type { InvoiceReminderKind, ReminderSettings, SentReminder, TimeZone } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import { findInvoice } from '../invoices/repository.ts';
import type { InvoiceRow } from '../invoices/rows.ts';

type Db = Knex | Knex.Transaction;

/** An unpaid invoice out with the client, as the check sees it. */
export interface ReminderCandidate {
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
export async function findReminderCandidates(db: Db, fromDue: string, toDue: string): Promise<ReminderCandidate[]> {
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

/**
 * Claims the reminder: its one row per invoice and kind. Answers false when another
 * instance has it (the row exists, or another transaction is sending it and commits).
 */
export async function claimReminder(trx: Knex.Transaction, row: { invoice_id: string; owner_id: string; kind: InvoiceReminderKind; to_address: string }): Promise<boolean> {
  const inserted = await trx('invoice_reminders').insert(row).onConflict(['invoice_id', 'kind']).ignore().returning('invoice_id');
  return inserted.length > 0;
}

export async function listSentReminders(db: Db, invoiceId: string): Promise<SentReminder[]> {
  const rows: { kind: InvoiceReminderKind; sent_at: Date; to_address: string }[] = await db('invoice_reminders')
    .where('invoice_id', invoiceId)
    .orderBy('sent_at')
    .select('kind', 'sent_at', 'to_address');
  return rows.map((row) => ({ kind: row.kind, sentAt: row.sent_at.toISOString(), to: row.to_address }));
}

export async function setRemindersOff(db: Db, ownerId: string, id: string, off: boolean): Promise<boolean> {
  const updated = await db('invoices').where({ id, owner_id: ownerId }).update({ reminders_off: off });
  return updated > 0;
}

export async function findRemindersOff(db: Db, ownerId: string, id: string): Promise<boolean | null> {
  const row: { reminders_off: boolean } | undefined = await db('invoices').where({ id, owner_id: ownerId }).first('reminders_off');
  return row ? row.reminders_off : null;
}
