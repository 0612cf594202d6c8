import { DEFAULT_HOURLY_RATE, parseEvent, type Business, type EventData, type EventEnvelope } from '@cobber/contracts';
import { consumeOnce, type Knex } from '@cobber/kit';

/** What quotes need of a business before its first business.updated arrives. */
export function fallbackBusiness(): Pick<Business, 'name' | 'applyGST' | 'defaultHourlyRate'> & Partial<Business> {
  return { name: 'Your Business', applyGST: false, defaultHourlyRate: DEFAULT_HOURLY_RATE };
}

export type KnownBusiness = ReturnType<typeof fallbackBusiness>;

export async function findBusiness(db: Knex, ownerId: string): Promise<KnownBusiness> {
  const row: { profile: Business } | undefined = await db('businesses').select('profile').where('owner_id', ownerId).first();
  return row?.profile ?? fallbackBusiness();
}

/** Keeps the replica from business.updated; older snapshots never overwrite newer ones. */
export async function applyBusinessEvent(db: Knex, raw: EventEnvelope): Promise<void> {
  if (raw.type !== 'business.updated') return;
  // parseEvent checked the data against the schema of its type.
  const { ownerId, ...profile } = parseEvent(raw).data as EventData<'business.updated'>;
  await consumeOnce(db, raw, async (trx) => {
    await trx('businesses')
      .insert({ owner_id: ownerId, id: profile.id, profile: JSON.stringify(profile), updated_at: profile.updatedAt })
      .onConflict('owner_id')
      .merge()
      .where('businesses.updated_at', '<=', profile.updatedAt);
  });
}
