import type { Knex } from '@cobber/kit';

type Db = Knex | Knex.Transaction;

/** An unpaid invoice whose due date may have passed, with its business's time zone. */
export interface OverdueCandidate {
  id: string;
  owner_id: string;
  due_date: string | Date;
  time_zone: string | null;
}

/**
 * Invoices out with the client, unpaid, due before `dueBefore` (a day after UTC's today,
 * so every time zone's today is covered) and not yet announced as overdue for this due date.
 */
export async function findOverdueCandidates(db: Db, dueBefore: string): Promise<OverdueCandidate[]> {
  return db('invoices as i')
    .leftJoin('businesses as b', 'b.owner_id', 'i.owner_id')
    .whereNotIn('i.status', ['draft', 'paid', 'cancelled'])
    .where('i.due_date', '<', dueBefore)
    .where((query) => query.whereNull('i.overdue_announced_for').orWhereRaw('i.overdue_announced_for <> i.due_date'))
    .select('i.id', 'i.owner_id', 'i.due_date', 'b.time_zone');
}

/**
 * Marks the invoice announced as overdue for its due date, if it still is out, unpaid and
 * unannounced (another instance may have done it): answers whether this call did.
 */
export async function markOverdueAnnounced(trx: Knex.Transaction, id: string, dueDate: string): Promise<boolean> {
  const updated = await trx('invoices')
    .where('id', id)
    .where('due_date', dueDate)
    .whereNotIn('status', ['draft', 'paid', 'cancelled'])
    .where((query) => query.whereNull('overdue_announced_for').orWhereRaw('overdue_announced_for <> due_date'))
    .update({ overdue_announced_for: dueDate });
  return updated > 0;
}
