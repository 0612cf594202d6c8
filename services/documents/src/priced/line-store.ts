import type { Knex } from '@cobber/kit';
import type { LinePlan } from './line-plan.ts';
import type { LineRow, LineTable, StoredLine } from './lines.ts';

type Db = Knex | Knex.Transaction;

/** A document's lines in order. */
export async function listLines<C extends string>(db: Db, table: LineTable<C>, documentId: string): Promise<StoredLine<C>[]> {
  return db(table.table).where(table.documentColumn, documentId).orderBy('position');
}

/** The line of a document with this id, or none. */
export async function findLine<C extends string>(db: Db, table: LineTable<C>, documentId: string, id: string): Promise<StoredLine<C> | null> {
  return (await db(table.table).where({ id, [table.documentColumn]: documentId }).first()) ?? null;
}

const sameLine = (a: LineRow, b: LineRow) => (Object.keys(b) as (keyof LineRow)[]).every((column) => a[column] === b[column]);

/**
 * Writes a plan in the caller's transaction (the document's row locked): removed lines go,
 * new, changed and moved lines are written in one statement.
 */
export async function writeLinePlan<R extends LineRow>(trx: Knex.Transaction, table: LineTable<string>, plan: LinePlan<R>): Promise<void> {
  const before = new Map(plan.before.map((line) => [line.id, line]));
  if (plan.removed.length > 0) await trx(table.table).whereIn('id', plan.removed.map((line) => line.id)).delete();
  const written = plan.after.filter((line) => {
    const old = before.get(line.id);
    return !old || !sameLine(old, line);
  });
  if (written.length > 0) await trx(table.table).insert(written).onConflict('id').merge();
}

/** The lines of a new document. */
export async function insertLines(trx: Knex.Transaction, table: LineTable<string>, lines: readonly LineRow[]): Promise<void> {
  if (lines.length > 0) await trx(table.table).insert(lines);
}

/** A document's lines made afresh: every old line goes, `lines` come in. */
export async function replaceLines(trx: Knex.Transaction, table: LineTable<string>, documentId: string, lines: readonly LineRow[]): Promise<void> {
  await trx(table.table).where(table.documentColumn, documentId).delete();
  await insertLines(trx, table, lines);
}
