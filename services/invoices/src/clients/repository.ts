import type { Knex } from '@cobber/kit';

type Db = Knex | Knex.Transaction;

/** A client as this service keeps it (client.upserted): whose it is, their phone, address and ABN. */
export interface ClientRow {
  id: string;
  owner_id: string;
  phone: string | null;
  address: string | null;
  abn: string | null;
  updated_at: Date | string;
}

/** Keeps the newest copy of each client: an older event arriving late never overwrites it. */
export async function keepClient(db: Db, client: ClientRow): Promise<void> {
  await db('clients').insert(client).onConflict('id').merge().where('clients.updated_at', '<=', client.updated_at);
}

/** The owner's client's address, printed under an invoice's Bill To; null when none or not heard of. */
export async function findClientAddress(db: Db, ownerId: string, clientId: string | null): Promise<string | null> {
  if (!clientId) return null;
  const row: Pick<ClientRow, 'address'> | undefined = await db('clients').where({ id: clientId, owner_id: ownerId }).first('address');
  return row?.address ?? null;
}

/** The owner's client's phone, or null (no phone, or a client this service has not heard of). */
export async function findClientPhone(db: Db, ownerId: string, clientId: string | null): Promise<string | null> {
  if (!clientId) return null;
  const row: Pick<ClientRow, 'phone'> | undefined = await db('clients').where({ id: clientId, owner_id: ownerId }).first('phone');
  return row?.phone ?? null;
}

/** The owner's client's ABN, which names them on an e-invoice; null when none or not heard of. */
export async function findClientAbn(db: Db, ownerId: string, clientId: string | null): Promise<string | null> {
  if (!clientId) return null;
  const row: Pick<ClientRow, 'abn'> | undefined = await db('clients').where({ id: clientId, owner_id: ownerId }).first('abn');
  return row?.abn ?? null;
}
