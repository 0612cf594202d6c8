import type { PhotoLabel } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';

type Db = Knex | Knex.Transaction;

/** Where one kind of document keeps its photos: the table, and the column naming the document. */
export interface PhotoTable {
  /** `quote_photos`, `receipt_photos`. */
  table: string;
  /** `quote_id`, `receipt_id`. */
  column: string;
}

/** A photo's row, whichever document it is on. */
export interface PhotoRow {
  id: string;
  owner_id: string;
  file_name: string;
  label: PhotoLabel;
  caption: string | null;
  position: number;
}

export type PhotoChanges = Partial<Pick<PhotoRow, 'label' | 'caption' | 'position'>>;

/** The queries on one kind of document's photos: quotes' and receipts' are the same but for the table. */
export function photoRows({ table, column }: PhotoTable) {
  return {
    /** The document's photos in the owner's order. */
    list(db: Db, documentId: string): Promise<PhotoRow[]> {
      return db(table).where({ [column]: documentId }).orderBy([{ column: 'position' }, { column: 'created_at' }]);
    },

    async find(db: Db, ownerId: string, documentId: string, id: string): Promise<PhotoRow | null> {
      return (await db(table).where({ id, [column]: documentId, owner_id: ownerId }).first()) ?? null;
    },

    async insert(trx: Knex.Transaction, documentId: string, row: Omit<PhotoRow, 'id'>): Promise<PhotoRow> {
      const [inserted] = await trx(table).insert({ id: crypto.randomUUID(), [column]: documentId, ...row }).returning('*');
      return inserted as PhotoRow;
    },

    async update(trx: Knex.Transaction, id: string, changes: PhotoChanges): Promise<PhotoRow> {
      const [updated] = await trx(table).where({ id }).update(changes).returning('*');
      return updated as PhotoRow;
    },

    async remove(trx: Knex.Transaction, id: string): Promise<void> {
      await trx(table).where({ id }).delete();
    },

    /** Numbers the document's photos 0, 1, 2… in the order given. */
    async renumber(trx: Knex.Transaction, ids: string[]): Promise<void> {
      for (const [position, id] of ids.entries()) await trx(table).where({ id }).update({ position });
    },
  };
}
