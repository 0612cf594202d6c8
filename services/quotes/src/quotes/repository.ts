import type { QuoteHistoryEntry } from '@cobber/contracts';
import { type Knex } from '@cobber/kit';
import { listLines } from '@cobber/documents';
import { QUOTE_LINES, type AcceptanceRow, type HistoryRow, type ItemRow, type QuoteRow } from './rows.ts';

type Db = Knex | Knex.Transaction;

export async function findQuote(db: Db, ownerId: string, id: string, { lock = false } = {}): Promise<QuoteRow | null> {
  const query = db('quotes').where({ id, owner_id: ownerId }).first();
  if (lock) query.forUpdate();
  return (await query) ?? null;
}

export type QuoteInsert = Pick<QuoteRow, 'id' | 'owner_id' | 'number' | 'title' | 'description' | 'client_id' | 'client_name' | 'client_email' | 'include_travel' | 'travel_distance' | 'cost_per_km'> &
  Partial<Pick<QuoteRow, 'ai_summary' | 'made_words'>>;

export async function insertQuote(trx: Knex.Transaction, row: QuoteInsert): Promise<QuoteRow> {
  const [inserted] = await trx('quotes').insert(row).returning('*');
  return inserted as QuoteRow;
}

/** Changes a quote's columns (it is updated now); answers the quote as it then is. */
export async function updateQuoteRow(trx: Knex.Transaction, id: string, changes: Record<string, unknown>): Promise<QuoteRow> {
  const [updated] = await trx('quotes').where('id', id).update({ ...changes, updated_at: trx.fn.now() }).returning('*');
  return updated as QuoteRow;
}

/** A line's words, changed in the quote's own lines table. */
export async function updateLineDescription(trx: Knex.Transaction, lineId: string, description: string): Promise<void> {
  await trx('quote_items').where('id', lineId).update({ description });
}

/** A new revision of the quote, in the status given; answers the quote as it then is. */
export async function nextRevision(trx: Knex.Transaction, id: string, status: QuoteRow['status']): Promise<QuoteRow> {
  return updateQuoteRow(trx, id, { revision: trx.raw('revision + 1'), status });
}

/** What the client accepted, recorded once. */
export async function insertAcceptance(trx: Knex.Transaction, acceptance: Omit<AcceptanceRow, 'accepted_at'> & { accepted_at: Knex.Raw }): Promise<void> {
  await trx('quote_acceptances').insert(acceptance);
}

/** What an invoice.* event tells the quote it was made from (replica/invoices.ts); all null once it has no invoice. */
export interface InvoiceFacts {
  invoice_id: string | null;
  invoice_number: string | null;
  invoice_status: QuoteRow['invoice_status'];
  invoice_due_date: string | null;
  invoice_total: string | null;
  invoice_balance_due: string | null;
}

/**
 * The invoice made from a quote, as its latest event has it: the owner's quote learns its
 * id and money. Answers the quote before and after; null when no such quote.
 */
export async function recordInvoice(trx: Knex.Transaction, ownerId: string, quoteId: string, facts: InvoiceFacts): Promise<{ before: QuoteRow; after: QuoteRow } | null> {
  const before: QuoteRow | undefined = await trx('quotes').where({ id: quoteId, owner_id: ownerId }).forUpdate().first();
  if (!before) return null;
  const [after] = await trx('quotes').where('id', quoteId).update({ ...facts, updated_at: trx.fn.now() }).returning('*');
  return { before, after: after as QuoteRow };
}

/** An owner's draft quotes that carry GST when `applyGST` is off, or none when it is on, locked: they are priced again. */
export async function lockDraftQuotesPricedOtherwise(trx: Knex.Transaction, ownerId: string, applyGST: boolean): Promise<QuoteRow[]> {
  return trx('quotes')
    .where({ owner_id: ownerId, status: 'draft' })
    .where('tax_amount', applyGST ? '=' : '>', 0)
    .forUpdate();
}

/**
 * A card deposit paid on the owner's quote at `paidAt` counts in its deposit paid (the
 * dashboard's list changes with it); false when no such quote.
 */
export async function addDepositPaid(trx: Knex.Transaction, ownerId: string, quoteId: string, amount: string, paidAt: string): Promise<boolean> {
  const updated = await trx('quotes')
    .where({ id: quoteId, owner_id: ownerId })
    .update({
      deposit_paid: trx.raw('deposit_paid + ?::numeric', [amount]),
      deposit_paid_at: trx.raw('greatest(deposit_paid_at, ?::timestamptz)', [paidAt]),
      updated_at: trx.fn.now(),
    });
  return updated > 0;
}

/** Public pages know only the id (an unguessable UUID), not the owner. */
export async function findQuoteById(db: Db, id: string, { lock = false } = {}): Promise<QuoteRow | null> {
  const query = db('quotes').where({ id }).first();
  if (lock) query.forUpdate();
  return (await query) ?? null;
}

/**
 * A quote as its client may open it from the link: one sent at least once. A quote never
 * sent is still the owner's alone (404 on every public call); one sent and since taken
 * back to draft stays there, shown as being updated.
 */
export async function findSentQuote(db: Db, id: string, { lock = false } = {}): Promise<QuoteRow | null> {
  const quote = await findQuoteById(db, id, { lock });
  return quote?.sent_at ? quote : null;
}

export async function listItems(db: Db, quoteId: string): Promise<ItemRow[]> {
  return listLines(db, QUOTE_LINES, quoteId);
}

/** The quote's deposit line (at most one, a unique index says), or none. */
export async function findDepositLine(db: Db, quoteId: string): Promise<ItemRow | null> {
  return (await db(QUOTE_LINES.table).where({ quote_id: quoteId, type: 'deposit' }).first()) ?? null;
}

export async function findAcceptance(db: Db, quoteId: string): Promise<AcceptanceRow | null> {
  return (await db('quote_acceptances').where('quote_id', quoteId).first()) ?? null;
}

export async function listHistory(db: Db, quoteId: string): Promise<HistoryRow[]> {
  return db('quote_history').where('quote_id', quoteId).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }]);
}

export type HistoryInput = Omit<QuoteHistoryEntry, 'id' | 'createdAt' | 'fieldChanged' | 'oldValue' | 'newValue'> &
  Partial<Pick<QuoteHistoryEntry, 'fieldChanged' | 'oldValue' | 'newValue'>>;

/**
 * Entries are stamped with the transaction's start, so one change's entries share a time.
 * `last` stamps them with the clock instead: after everything else the transaction wrote.
 */
export async function addHistory(trx: Knex.Transaction, quoteId: string, entries: HistoryInput[], { last = false } = {}): Promise<void> {
  if (entries.length === 0) return;
  await trx('quote_history').insert(
    entries.map((entry) => ({
      id: crypto.randomUUID(),
      quote_id: quoteId,
      change_type: entry.changeType,
      description: entry.description,
      field_changed: entry.fieldChanged ?? null,
      old_value: entry.oldValue ?? null,
      new_value: entry.newValue ?? null,
      created_at: last ? trx.raw('clock_timestamp()') : trx.fn.now(),
    })),
  );
}
