import { AUSTRALIAN_TIME_ZONE, parseEvent, type Business, type EventData, type EventEnvelope, type TimeZone } from '@cobber/contracts';
import { consumeOnce, type Knex } from '@cobber/kit';

/** What invoices need of a business before its first business.updated arrives. */
export type KnownBusiness = Pick<Business, 'name' | 'applyGST' | 'timeZone'> & Partial<Business>;

const FALLBACK: KnownBusiness = { name: 'Your Business', applyGST: false, timeZone: AUSTRALIAN_TIME_ZONE };

type Db = Knex | Knex.Transaction;

interface BusinessRow {
  profile: Business;
  time_zone: TimeZone;
}

/** The business as last heard; its time zone from its own column (Sydney for profiles older than time zones). */
export async function findBusiness(db: Db, ownerId: string): Promise<KnownBusiness> {
  const row: BusinessRow | undefined = await db('businesses').select('profile', 'time_zone').where('owner_id', ownerId).first();
  return row ? { ...row.profile, timeZone: row.time_zone } : FALLBACK;
}

/** The time zone the owner's days are kept in; Sydney until their business is heard of. */
export async function findTimeZone(db: Db, ownerId: string): Promise<TimeZone> {
  const row: Pick<BusinessRow, 'time_zone'> | undefined = await db('businesses').select('time_zone').where('owner_id', ownerId).first();
  return row?.time_zone ?? AUSTRALIAN_TIME_ZONE;
}

/** Keeps the replica from business.updated; older snapshots never overwrite newer ones. */
export async function applyBusinessEvent(db: Knex, raw: EventEnvelope): Promise<void> {
  const { ownerId, ...profile } = parseEvent(raw).data as EventData<'business.updated'>;
  await consumeOnce(db, raw, async (trx) => {
    await trx('businesses')
      .insert({ owner_id: ownerId, profile: JSON.stringify(profile), time_zone: profile.timeZone, updated_at: profile.updatedAt })
      .onConflict('owner_id')
      .merge()
      .where('businesses.updated_at', '<=', profile.updatedAt);
  });
}
