import {
  AUSTRALIAN_TIME_ZONE,
  DEFAULT_HOURLY_RATE,
  parseEventOf,
  type Business,
  type EventEnvelope,
  type TimeZone,
} from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import { consumeOnce } from '@cobber/kit';

/**
 * The business as a service that prices documents knows it (quotes, invoices, payments),
 * kept from business.updated in that service's own `businesses` table (no
 * query crosses schemas). One shape, one consumer and one reader for all of them.
 */
export type KnownBusiness = Pick<Business, 'name' | 'applyGST' | 'defaultHourlyRate' | 'timeZone'> & Partial<Business>;

/** What is assumed of a business before its first business.updated arrives. */
const UNHEARD: KnownBusiness = { name: 'Your Business', applyGST: false, defaultHourlyRate: DEFAULT_HOURLY_RATE, timeZone: AUSTRALIAN_TIME_ZONE };

type Db = Knex | Knex.Transaction;

interface BusinessRow {
  owner_id: string;
  /** The business as its newest event carried it; null when only its time zone was kept. */
  profile: Business | null;
  time_zone: TimeZone;
  updated_at: Date | string;
}

export async function createBusinessReplica(db: Knex): Promise<void> {
  await db.schema.createTable('businesses', (t) => {
    t.uuid('owner_id').primary();
    t.jsonb('profile');
    t.string('time_zone', 40).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

/**
 * Moves a replica kept in an earlier shape into this one, every row kept. `oldProfile` is
 * the SQL that reads the profile from the old table (`null::jsonb` where none was kept).
 */
export async function reshapeBusinessReplica(db: Knex, oldProfile: 'profile' | 'null::jsonb'): Promise<void> {
  await db.raw(
    `create temporary table business_replica_rows on commit drop as
     select owner_id, ${oldProfile} as profile, time_zone, updated_at from businesses`,
  );
  await db.schema.dropTable('businesses');
  await createBusinessReplica(db);
  await db.raw('insert into businesses (owner_id, profile, time_zone, updated_at) select owner_id, profile, time_zone, updated_at from business_replica_rows');
}

/**
 * Pricing by the owner's business takes turns with a change of that business arriving:
 * a transaction that prices a draft holds this lock from reading the business to its
 * commit, and the repricing after a change takes it before it looks for drafts. Without
 * it a quote priced from the old setting while the new one was being applied was missed
 * by the repricing and kept the old GST for good.
 */
export async function lockOwnerPricing(trx: Knex.Transaction, ownerId: string): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`cobber:pricing:${ownerId}`]);
}

/** The business as last heard, or what is assumed before that. */
export async function findBusiness(db: Db, ownerId: string): Promise<KnownBusiness> {
  const row: Pick<BusinessRow, 'profile' | 'time_zone'> | undefined = await db('businesses')
    .select('profile', 'time_zone')
    .where('owner_id', ownerId)
    .first();
  if (!row) return UNHEARD;
  return { ...(row.profile ?? UNHEARD), timeZone: row.time_zone };
}

/** The time zone the owner's days are kept in; Sydney until their business is heard of. */
export async function findTimeZone(db: Db, ownerId: string): Promise<TimeZone> {
  const row: Pick<BusinessRow, 'time_zone'> | undefined = await db('businesses').select('time_zone').where('owner_id', ownerId).first();
  return row?.time_zone ?? AUSTRALIAN_TIME_ZONE;
}

/**
 * Keeps a snapshot of the business in the replica, from its event or from the business
 * service's own answer; an older snapshot never overwrites a newer one.
 */
export async function keepBusiness(db: Db, ownerId: string, profile: Business): Promise<void> {
  await db('businesses')
    .insert({ owner_id: ownerId, profile: JSON.stringify(profile), time_zone: profile.timeZone, updated_at: profile.updatedAt })
    .onConflict('owner_id')
    .merge()
    .where('businesses.updated_at', '<=', profile.updatedAt);
}

/** Keeps the replica from business.updated, once per event. */
export async function applyBusinessEvent(db: Knex, raw: EventEnvelope): Promise<void> {
  const { ownerId, ...profile } = parseEventOf(raw, 'business.updated').data;
  await consumeOnce(db, raw, (trx) => keepBusiness(trx, ownerId, profile));
}
