import { type Knex } from '@cobber/kit';
import type { VariationStatus } from '@cobber/contracts';

type Db = Knex | Knex.Transaction;

export interface VariationRow {
  id: string;
  quote_id: string;
  owner_id: string;
  number: number;
  title: string;
  description: string | null;
  status: VariationStatus;
  subtotal: string;
  tax_amount: string;
  total: string;
  created_at: Date;
  updated_at: Date;
  sent_at: Date | null;
  approved_at: Date | null;
  rejected_at: Date | null;
  signed_name: string | null;
  signature_png: Buffer | null;
  client_address: string | null;
  user_agent: string | null;
}

export interface VariationItemRow {
  id: string;
  variation_id: string;
  position: number;
  description: string;
  quantity: string;
  unit_price: string;
  total_price: string;
  type: 'labor' | 'materials' | 'other';
}

/** The owner's variation; null for another owner's or none. */
export async function findVariation(db: Db, ownerId: string, id: string, { lock = false } = {}): Promise<VariationRow | null> {
  const query = db('quote_variations').where({ id, owner_id: ownerId }).first();
  if (lock) query.forUpdate();
  return (await query) ?? null;
}

/** A variation by its unguessable id alone, for its client's page. */
export async function findAnyVariation(db: Db, id: string, { lock = false } = {}): Promise<VariationRow | null> {
  const query = db('quote_variations').where({ id }).first();
  if (lock) query.forUpdate();
  return (await query) ?? null;
}

/** The job a variation changes, as its client's page shows it. */
export async function findVariedJob(db: Db, quoteId: string): Promise<{ title: string; client_name: string; total_amount: string }> {
  return db('quotes').where({ id: quoteId }).first('title', 'client_name', 'total_amount');
}

/** Who the job's client is, for the history line of their answer. */
export async function findJobClientName(db: Db, quoteId: string): Promise<{ client_name: string }> {
  return db('quotes').where({ id: quoteId }).first('client_name');
}

/** Whether the quote exists at all, whoever's. */
export async function quoteExists(db: Db, quoteId: string): Promise<boolean> {
  return Boolean(await db('quotes').where({ id: quoteId }).first('id'));
}

export async function listVariations(db: Db, quoteId: string): Promise<VariationRow[]> {
  return db('quote_variations').where({ quote_id: quoteId }).orderBy('number');
}

export async function listVariationItems(db: Db, variationIds: readonly string[]): Promise<VariationItemRow[]> {
  if (variationIds.length === 0) return [];
  return db('quote_variation_items').whereIn('variation_id', variationIds).orderBy(['variation_id', 'position']);
}

/** The next number in the job: one past the highest, the quote row locked by the caller. */
export async function nextVariationNumber(trx: Knex.Transaction, quoteId: string): Promise<number> {
  const row = await trx('quote_variations').where({ quote_id: quoteId }).max('number as last').first();
  return Number(row?.last ?? 0) + 1;
}

export async function insertVariation(trx: Knex.Transaction, row: Pick<VariationRow, 'id' | 'quote_id' | 'owner_id' | 'number' | 'title' | 'description' | 'subtotal' | 'tax_amount' | 'total'>): Promise<void> {
  await trx('quote_variations').insert(row);
}

export async function updateVariation(trx: Knex.Transaction, id: string, changes: Record<string, unknown>): Promise<VariationRow> {
  const [row] = await trx('quote_variations').where({ id }).update({ ...changes, updated_at: trx.fn.now() }).returning('*');
  return row as VariationRow;
}

/** Every line of the variation, replaced by these. */
export async function replaceVariationItems(trx: Knex.Transaction, variationId: string, items: readonly Omit<VariationItemRow, 'variation_id'>[]): Promise<void> {
  await trx('quote_variation_items').where({ variation_id: variationId }).delete();
  if (items.length > 0) await trx('quote_variation_items').insert(items.map((item) => ({ ...item, variation_id: variationId })));
}

export async function deleteVariation(trx: Knex.Transaction, id: string): Promise<void> {
  await trx('quote_variations').where({ id }).delete();
}
