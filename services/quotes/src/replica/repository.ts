import type { Knex } from '@cobber/kit';

type Db = Knex | Knex.Transaction;

/** Whose a client is, kept once (a client never changes owner). */
export async function keepClientOwner(db: Db, clientId: string, ownerId: string): Promise<void> {
  await db('clients').insert({ id: clientId, owner_id: ownerId }).onConflict('id').ignore();
}

/** The owner of a client this service has heard of; null when it has not. */
export async function findClientOwner(db: Db, clientId: string): Promise<string | null> {
  const known: { owner_id: string } | undefined = await db('clients').where('id', clientId).first('owner_id');
  return known?.owner_id ?? null;
}
