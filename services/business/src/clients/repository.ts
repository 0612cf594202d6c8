import type { Client, CreateClient, UpdateClient } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';

interface ClientRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  abn: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = ['id', 'name', 'email', 'phone', 'address', 'abn', 'created_at', 'updated_at'] as const;

function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    abn: row.abn,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function insertClient(trx: Knex.Transaction, ownerId: string, input: CreateClient): Promise<Client> {
  const rows: ClientRow[] = await trx('clients')
    .insert({ id: crypto.randomUUID(), owner_id: ownerId, ...input })
    .returning(COLUMNS);
  return toClient(rows[0]!);
}

export async function updateClient(trx: Knex.Transaction, ownerId: string, id: string, input: UpdateClient): Promise<Client | null> {
  const rows: ClientRow[] = await trx('clients')
    .where({ id, owner_id: ownerId })
    .update({ ...input, updated_at: trx.fn.now() })
    .returning(COLUMNS);
  return rows[0] ? toClient(rows[0]) : null;
}
