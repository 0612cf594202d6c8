/**
 * A send is done once, however often it is asked for: a request that timed
 * out at the client (the quote went out anyway) and is tried again, or a double tap,
 * gets the first send's answer instead of mailing the client a second time.
 *
 * The same send is the same owner asking the same route with the same body (or the same
 * `Idempotency-Key` header) while the document has not changed since. It is claimed in
 * the service's `send_once` table before anything is made or mailed; a second request
 * meanwhile waits for the first and answers its result. Once done, the result is
 * replayed for ten minutes (a day under an Idempotency-Key) unless the document changed
 * (edited, so the client should get the new one): then it is a new send. A send that
 * failed leaves no claim, so trying again really tries again. A claim left `sending` by
 * a process that died is taken over after five minutes.
 *
 * This is not idempotency.ts's table: a create's claim, work and answer commit in one
 * transaction, but a mail or text already gone cannot be rolled back with one. So here the
 * claim commits first (others wait on it, or take it over once stale), a send is also known
 * by its body without a key, and a replay holds only while the document is unchanged.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Knex, Migration } from '@cobber/kit';
import { badRequest, conflict } from '@cobber/kit';
import type { OwnerState } from '@cobber/kit';

/** Add to the migrations of a service that sends documents. */
export const sendOnceMigration: Migration = {
  name: '000_send_once',
  async up(db) {
    await db.schema.createTable('send_once', (t) => {
      t.uuid('owner_id').notNullable();
      t.text('key').notNullable();
      t.string('state', 10).notNullable().checkIn(['sending', 'sent']);
      /** Which claim this is: a late first sender must not settle a claim taken over since. */
      t.uuid('attempt').notNullable();
      t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('finished_at', { useTz: true });
      /** The document's version right after the send, and what the send answered. */
      t.text('version');
      t.jsonb('answer');
      t.primary(['owner_id', 'key']);
    });
  },
};

const REPLAY_MINUTES = 10;
const REPLAY_MINUTES_WITH_KEY = 24 * 60;
const STALE_CLAIM_MINUTES = 5;
const WAIT_FOR_FIRST_MS = 90_000;
const POLL_MS = 200;

/** The document a send is about and how to tell it changed: a column that every change moves on. */
export interface SentDocument {
  table: string;
  id: string;
  /** `updated_at` by default; `null` for a document that never changes (a receipt). */
  versionColumn?: string | null;
}

interface Claim {
  state: 'sending' | 'sent';
  attempt: string;
  finished_at: Date | null;
  version: string | null;
  answer: unknown;
  fresh: boolean;
  stale: boolean;
}

/** What sendOnce reads of a Koa context: the request, and the owner and body the middleware put on its state. */
export interface SendRequest {
  method: string;
  path: string;
  get(header: string): string;
  set(header: string, value: string): void;
  state: OwnerState & { body?: unknown };
}

function keyOf(ctx: SendRequest): { key: string; replayMinutes: number } {
  const given = ctx.get('idempotency-key');
  const route = `${ctx.method} ${ctx.path}`;
  if (given) {
    if (given.length > 200) throw badRequest('Idempotency-Key must be at most 200 characters', { 'Idempotency-Key': 'At most 200 characters' });
    return { key: `${route} key ${given}`, replayMinutes: REPLAY_MINUTES_WITH_KEY };
  }
  const body = createHash('sha256').update(JSON.stringify(ctx.state.body ?? null)).digest('base64url');
  return { key: `${route} body ${body}`, replayMinutes: REPLAY_MINUTES };
}

async function versionOf(db: Knex, ownerId: string, document: SentDocument): Promise<string | null> {
  const column = document.versionColumn === undefined ? 'updated_at' : document.versionColumn;
  if (column === null) return null;
  const row = await db(document.table).where({ id: document.id, owner_id: ownerId }).first(column);
  const value = row?.[column];
  return value instanceof Date ? value.toISOString() : value == null ? null : String(value);
}

async function readClaim(db: Knex, ownerId: string, key: string, replayMinutes: number): Promise<Claim | undefined> {
  return db('send_once')
    .where({ owner_id: ownerId, key })
    .first(
      '*',
      db.raw('coalesce(finished_at > now() - make_interval(mins => ?), false) as fresh', [replayMinutes]),
      db.raw('started_at < now() - make_interval(mins => ?) as stale', [STALE_CLAIM_MINUTES]),
    );
}

/** Claims the send: a new row, or an old one taken over. The claim's attempt when this request is to send. */
async function claim(db: Knex, ownerId: string, key: string, seen: Claim | undefined): Promise<string | null> {
  const attempt = randomUUID();
  if (!seen) {
    const inserted = await db('send_once').insert({ owner_id: ownerId, key, state: 'sending', attempt }).onConflict(['owner_id', 'key']).ignore().returning('key');
    return inserted.length === 1 ? attempt : null;
  }
  const taken = await db('send_once')
    .where({ owner_id: ownerId, key, attempt: seen.attempt })
    .update({ state: 'sending', attempt, started_at: db.fn.now(), finished_at: null, version: null, answer: null });
  return taken === 1 ? attempt : null;
}

/** Old claims of this owner go as theirs are made (the primary key starts with the owner). */
async function forgetOld(db: Knex, ownerId: string): Promise<void> {
  await db('send_once')
    .where('owner_id', ownerId)
    .where('started_at', '<', db.raw('now() - make_interval(mins => ?)', [REPLAY_MINUTES_WITH_KEY]))
    .delete();
}

/**
 * Runs `send` once for this request (see above) and answers its result, or the result
 * of the same send made moments ago. Call it in the route, around the whole send.
 */
export async function sendOnce<T>(
  db: Knex,
  ctx: SendRequest,
  document: SentDocument,
  send: () => Promise<T>,
): Promise<T> {
  const ownerId = ctx.state.owner.id;
  const { key, replayMinutes } = keyOf(ctx);
  const waitUntil = Date.now() + WAIT_FOR_FIRST_MS;
  let attempt: string | null = null;
  while (attempt === null) {
    const seen = await readClaim(db, ownerId, key, replayMinutes);
    if (seen?.state === 'sent' && seen.fresh && seen.version === (await versionOf(db, ownerId, document))) {
      ctx.set('Idempotent-Replayed', 'true');
      return seen.answer as T;
    }
    const inFlight = seen?.state === 'sending' && !seen.stale;
    if (!inFlight) attempt = await claim(db, ownerId, key, seen);
    if (attempt === null) {
      if (Date.now() > waitUntil) throw conflict('This is still being sent; check again in a minute');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  const mine = db('send_once').where({ owner_id: ownerId, key, attempt });
  let answer: T;
  try {
    answer = await send();
  } catch (error) {
    await mine.clone().delete();
    throw error;
  }
  const version = await versionOf(db, ownerId, document);
  await mine.clone().update({ state: 'sent', finished_at: db.fn.now(), version, answer: JSON.stringify(answer) });
  await forgetOld(db, ownerId);
  return answer;
}
