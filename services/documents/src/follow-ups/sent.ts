import type { DocumentReminders, SentReminder } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import { notFound } from '@cobber/kit';

type Db = Knex | Knex.Transaction;

/** Where a kind of document and the follow-ups sent about it are kept. */
export interface FollowUpTables {
  /** The documents' table, with its `reminders_off` stop. */
  documents: 'quotes' | 'invoices';
  /** One row per document and kind: the claim, and what went to whom. */
  sent: 'quote_reminders' | 'invoice_reminders';
  /** The sent table's column naming the document. */
  documentId: 'quote_id' | 'invoice_id';
  /** What a missing document answers. */
  notFoundMessage: string;
}

/**
 * Claims the follow-up: its one row per document and kind. Answers false when another
 * instance has it (the row exists, or another transaction is sending it and commits).
 */
export async function claimFollowUp(
  trx: Knex.Transaction,
  tables: FollowUpTables,
  claim: { documentId: string; ownerId: string; kind: string; to: string },
): Promise<boolean> {
  const inserted = await trx(tables.sent)
    .insert({ [tables.documentId]: claim.documentId, owner_id: claim.ownerId, kind: claim.kind, to_address: claim.to })
    .onConflict([tables.documentId, 'kind'])
    .ignore()
    .returning(tables.documentId);
  return inserted.length > 0;
}

async function listSent(db: Db, tables: FollowUpTables, documentId: string): Promise<SentReminder[]> {
  const rows: { kind: SentReminder['kind']; sent_at: Date; to_address: string }[] = await db(tables.sent)
    .where(tables.documentId, documentId)
    .orderBy('sent_at')
    .select('kind', 'sent_at', 'to_address');
  return rows.map((row) => ({ kind: row.kind, sentAt: row.sent_at.toISOString(), to: row.to_address }));
}

/** What went to the client about one document, and whether the owner stopped the rest. */
export async function documentFollowUps(db: Db, tables: FollowUpTables, ownerId: string, id: string): Promise<DocumentReminders> {
  const row: { reminders_off: boolean } | undefined = await db(tables.documents).where({ id, owner_id: ownerId }).first('reminders_off');
  if (!row) throw notFound(tables.notFoundMessage);
  return { remindersOff: row.reminders_off, sent: await listSent(db, tables, id) };
}

/** The owner stops (or restarts) follow-ups for one document. */
export async function changeDocumentFollowUps(db: Db, tables: FollowUpTables, ownerId: string, id: string, remindersOff: boolean): Promise<DocumentReminders> {
  const updated = await db(tables.documents).where({ id, owner_id: ownerId }).update({ reminders_off: remindersOff });
  if (updated === 0) throw notFound(tables.notFoundMessage);
  return documentFollowUps(db, tables, ownerId, id);
}
