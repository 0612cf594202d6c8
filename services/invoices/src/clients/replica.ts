import { parseEventOf, type EventEnvelope } from '@cobber/contracts';
import { consumeOnce, type Knex } from '@cobber/kit';
import { keepClient } from './repository.ts';

/**
 * client.upserted: the client's phone, so Mark as paid and card deposits make receipts
 * that can be texted without the owner typing the number again, their address, for
 * an invoice's Bill To, and their ABN, which names them on its e-invoice. A client made
 * before this copy existed is learnt at its next change.
 */
export async function applyClientEvent(db: Knex, raw: EventEnvelope): Promise<void> {
  const client = parseEventOf(raw, 'client.upserted').data;
  await consumeOnce(db, raw, (trx) => keepClient(trx, { id: client.id, owner_id: client.ownerId, phone: client.phone, address: client.address, abn: client.abn ?? null, updated_at: client.updatedAt }));
}
