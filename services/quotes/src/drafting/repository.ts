import type { Knex } from '@cobber/kit';
import type { DraftContext } from './drafter.ts';

const RECENT_ITEMS = 40;

/** The owner's own recent lines, newest first and one per description, so drafts follow their prices. */
export async function recentItems(db: Knex, ownerId: string): Promise<DraftContext['recentItems']> {
  const { rows } = await db.raw<{ rows: DraftContext['recentItems'] }>(
    `select description, type, "unitPrice" from (
       select distinct on (lower(i.description)) i.description, i.type, i.unit_price::text as "unitPrice", q.created_at
       from quote_items i join quotes q on q.id = i.quote_id
       where q.owner_id = ? and i.type <> 'deposit'
       order by lower(i.description), q.created_at desc) latest
     order by created_at desc limit ?`,
    [ownerId, RECENT_ITEMS],
  );
  return rows;
}
