import type { Knex } from '@cobber/kit';

type Db = Knex | Knex.Transaction;

export interface OptionRow {
  id: string;
  quote_id: string;
  name: string;
  position: number;
  created_at: Date;
}

/** A quote's options in the order the client sees them. */
export async function listOptions(db: Db, quoteId: string): Promise<OptionRow[]> {
  return db('quote_options').where('quote_id', quoteId).orderBy('position');
}

export async function insertOption(trx: Knex.Transaction, row: Pick<OptionRow, 'id' | 'quote_id' | 'name' | 'position'>): Promise<OptionRow> {
  const [inserted] = await trx('quote_options').insert(row).returning('*');
  return inserted as OptionRow;
}

export async function renameOptionRow(trx: Knex.Transaction, id: string, name: string): Promise<OptionRow> {
  const [renamed] = await trx('quote_options').where('id', id).update({ name }).returning('*');
  return renamed as OptionRow;
}

export async function deleteOptionRow(trx: Knex.Transaction, id: string): Promise<void> {
  await trx('quote_options').where('id', id).delete();
}
