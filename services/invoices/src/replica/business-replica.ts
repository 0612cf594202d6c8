import { parseEvent, type Business, type EventData, type EventEnvelope } from '@cobber/contracts';
import { consumeOnce, type Knex } from '@cobber/kit';

/** What invoices need of a business before its first business.updated arrives. */
export type KnownBusiness = Pick<Business, 'name' | 'applyGST'> & Partial<Business>;

const FALLBACK: KnownBusiness = { name: 'Your Business', applyGST: false };

export async function findBusiness(db: Knex, ownerId: string): Promise<KnownBusiness> {
  const row: { profile: Business } | undefined = await db('businesses').select('profile').where('owner_id', ownerId).first();
  return row?.profile ?? FALLBACK;
}

/** Keeps the replica from business.updated; older snapshots never overwrite newer ones. */
export async function applyBusinessEvent(db: Knex, raw: EventEnvelope): Promise<void> {
  const { ownerId, ...profile } = parseEvent(raw).data as EventData<'business.updated'>;
  await consumeOnce(db, raw, async (trx) => {
    await trx('businesses')
      .insert({ owner_id: ownerId, profile: JSON.stringify(profile), updated_at: profile.updatedAt })
      .onConflict('owner_id')
      .merge()
      .where('businesses.updated_at', '<=', profile.updatedAt);
  });
}
