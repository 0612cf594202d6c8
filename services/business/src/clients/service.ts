import type { Client, CreateClient, UpdateClient } from '@cobber/contracts';
import { createEvent, notFound, writeEvents, type Knex } from '@cobber/kit';
import { SCHEMA } from '../migrations.ts';
import { insertClient, updateClient } from './repository.ts';

function clientUpserted(ownerId: string, client: Client) {
  return createEvent('client.upserted', { ownerId, key: client.id, data: { ...client, ownerId } });
}

export async function createClient(db: Knex, ownerId: string, input: CreateClient): Promise<Client> {
  return db.transaction(async (trx) => {
    const client = await insertClient(trx, ownerId, input);
    await writeEvents(trx, SCHEMA, [clientUpserted(ownerId, client)]);
    return client;
  });
}

export async function changeClient(db: Knex, ownerId: string, id: string, input: UpdateClient): Promise<Client> {
  return db.transaction(async (trx) => {
    const client = await updateClient(trx, ownerId, id, input);
    if (!client) throw notFound('Client not found');
    await writeEvents(trx, SCHEMA, [clientUpserted(ownerId, client)]);
    return client;
  });
}
