import { conflict, notFound, type Knex, type Owner } from '@cobber/kit';
import { findBusiness } from '@cobber/documents';
import { displayAmount, variationNumber, VariationMessages, type CreateVariation, type UpdateVariation, type Variation } from '@cobber/contracts';
import { addHistory, findQuote } from '../quotes/repository.ts';
import {
  deleteVariation,
  findVariation,
  insertVariation,
  listVariationItems,
  listVariations,
  nextVariationNumber,
  quoteExists,
  replaceVariationItems,
  updateVariation,
  type VariationRow,
} from './repository.ts';
import { priceVariation, toVariation } from './rows.ts';

/** How a variation reads in the job's history: "Variation V2 Second basin (-$85.00)". */
export function variationWords(row: Pick<VariationRow, 'number' | 'title' | 'total'>): string {
  return `Variation ${variationNumber(row.number)} ${row.title} (${displayAmount(row.total)})`;
}

export async function readVariation(db: Knex | Knex.Transaction, row: VariationRow): Promise<Variation> {
  return toVariation(row, await listVariationItems(db, [row.id]));
}

/** `GET /api/variations/:id`: the owner's variation; 404 for another owner's. */
export async function ownerVariation(db: Knex, owner: Owner, id: string): Promise<Variation> {
  const row = await findVariation(db, owner.id, id);
  if (!row) throw notFound('Variation not found');
  return readVariation(db, row);
}

/** `GET /api/quotes/:id/variations`: the owner's job's variations, V1 first. */
export async function quoteVariations(db: Knex, owner: Owner, quoteId: string): Promise<Variation[]> {
  const quote = await findQuote(db, owner.id, quoteId);
  if (!quote) throw notFound('Quote not found');
  const rows = await listVariations(db, quote.id);
  const items = await listVariationItems(db, rows.map((row) => row.id));
  return rows.map((row) => toVariation(row, items));
}

/**
 * `POST /api/quotes/:id/variations`: a draft variation of an accepted quote, numbered next
 * in the job under the quote's lock (two at once get V1 and V2, never the same number).
 */
export async function createVariation(db: Knex, owner: Owner, quoteId: string, input: CreateVariation): Promise<Variation> {
  return db.transaction(async (trx) => {
    const quote = await findQuote(trx, owner.id, quoteId, { lock: true });
    if (!quote) throw notFound('Quote not found');
    if (quote.status !== 'approved') throw conflict(VariationMessages.notAccepted);
    const business = await findBusiness(trx, owner.id);
    const { lines, money } = priceVariation(input.items, business.applyGST);
    const id = crypto.randomUUID();
    const number = await nextVariationNumber(trx, quote.id);
    await insertVariation(trx, { id, quote_id: quote.id, owner_id: owner.id, number, title: input.title, description: input.description ?? null, ...money });
    await replaceVariationItems(trx, id, lines);
    await addHistory(trx, quote.id, [{ changeType: 'variation', description: `${variationWords({ number, title: input.title, total: money.total })} added` }]);
    return readVariation(trx, (await findVariation(trx, owner.id, id))!);
  });
}

/** The owner's draft variation, locked; 404 for none or another owner's, 409 once sent. */
async function lockDraft(trx: Knex.Transaction, owner: Owner, id: string): Promise<VariationRow> {
  const row = await findVariation(trx, owner.id, id, { lock: true });
  if (!row) throw notFound('Variation not found');
  if (row.status !== 'draft') throw conflict(VariationMessages.notDraft);
  return row;
}

/** `PATCH /api/variations/:id`: only while draft (what the client signs never changes under them). */
export async function changeVariation(db: Knex, owner: Owner, id: string, input: UpdateVariation): Promise<Variation> {
  return db.transaction(async (trx) => {
    const row = await lockDraft(trx, owner, id);
    const changes: Record<string, unknown> = {};
    if (input.title !== undefined) changes.title = input.title;
    if (input.description !== undefined) changes.description = input.description;
    if (input.items !== undefined) {
      const business = await findBusiness(trx, owner.id);
      const { lines, money } = priceVariation(input.items, business.applyGST);
      await replaceVariationItems(trx, row.id, lines);
      Object.assign(changes, money);
    }
    return readVariation(trx, await updateVariation(trx, row.id, changes));
  });
}

/** `DELETE /api/variations/:id`: a draft goes, with a line in the job's history. */
export async function removeVariation(db: Knex, owner: Owner, id: string): Promise<void> {
  await db.transaction(async (trx) => {
    const row = await lockDraft(trx, owner, id);
    await deleteVariation(trx, row.id);
    await addHistory(trx, row.quote_id, [{ changeType: 'variation', description: `${variationWords(row)} removed` }]);
  });
}

/** `GET /internal/quotes/:id/variations`: every variation of the quote, whoever's (the caller scopes the quote). */
export async function variationsForBilling(db: Knex, quoteId: string) {
  if (!(await quoteExists(db, quoteId))) throw notFound('Quote not found');
  const rows = await listVariations(db, quoteId);
  return {
    variations: rows.map((row) => ({
      id: row.id,
      number: variationNumber(row.number),
      title: row.title,
      status: row.status,
      subtotal: row.subtotal,
      taxAmount: row.tax_amount,
      total: row.total,
      approvedAt: row.approved_at ? row.approved_at.toISOString() : null,
    })),
  };
}
