import { AUSTRALIAN_TIME_ZONE, DEFAULT_HOURLY_RATE, parseEvent, type Business, type EventData, type EventEnvelope } from '@cobber/contracts';
import { consumeOnce, type Knex } from '@cobber/kit';

/** What quotes need of a business before its first business.updated arrives. */
export function fallbackBusiness(): Pick<Business, 'name' | 'applyGST' | 'defaultHourlyRate' | 'timeZone'> & Partial<Business> {
  return { name: 'Your Business', applyGST: false, defaultHourlyRate: DEFAULT_HOURLY_RATE, timeZone: AUSTRALIAN_TIME_ZONE };
}

export type KnownBusiness = ReturnType<typeof fallbackBusiness>;

interface BusinessRow {
  profile: Business;
  time_zone: Business['timeZone'];
}

/** The business as last heard; its time zone from its own column (Sydney for profiles older than time zones). */
export async function findBusiness(db: Knex, ownerId: string): Promise<KnownBusiness> {
  const row: BusinessRow | undefined = await db('businesses').select('profile', 'time_zone').where('owner_id', ownerId).first();
  return row ? { ...row.profile, timeZone: row.time_zone } : fallbackBusiness();
}

/** Keeps the replica from business.updated; older snapshots never overwrite newer ones. */
export async function applyBusinessEvent(db: Knex, raw: EventEnvelope): Promise<void> {
  if (raw.type !== 'business.updated') return;
  // parseEvent checked the data against the schema of its type.
  const { ownerId, ...profile } = parseEvent(raw).data as EventData<'business.updated'>;
  await consumeOnce(db, raw, async (trx) => {
    await trx('businesses')
      .insert({ owner_id: ownerId, id: profile.id, profile: JSON.stringify(profile), time_zone: profile.timeZone, updated_at: profile.updatedAt })
      .onConflict('owner_id')
      .merge()
      .where('businesses.updated_at', '<=', profile.updatedAt);
  });
}
