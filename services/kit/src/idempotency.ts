import { createHash, randomUUID } from 'node:crypto';
import { ErrorCode } from '@cobber/contracts';
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { Knex } from './database.ts';
import { badRequest, conflict, HttpError } from './errors.ts';
import type { OwnerState } from './identity.ts';

/**
 * Doing a thing once however often a phone asks for it (a reload mid-request, a retry
 * after a lost answer, a double tap). Each service keeps one store, `idempotency_keys`
 * (idempotency-migration.ts), a row per owner and key, used two ways:
 *
 * - `answerOnce`, for a create: all database work, so the claim, the work and the answer
 *   commit in one transaction (a process that dies leaves nothing). Keyed by the
 *   Idempotency-Key header alone; the answer is kept a week.
 * - `sendOnce`, for a mail or text: it cannot be rolled back, so the claim commits first
 *   and others wait on it (or take it over once stale). A send is also known by its body
 *   without a key, and its answer is replayed only while the document is unchanged, for
 *   ten minutes (a day under a key).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A phone can stay out of signal over a long weekend; a create's key is kept well past that. */
const CREATE_KEPT_MINUTES = 7 * 24 * 60;
const SEND_REPLAY_MINUTES = 10;
const SEND_REPLAY_MINUTES_WITH_KEY = 24 * 60;
const STALE_SEND_MINUTES = 5;
const WAIT_FOR_FIRST_SEND_MS = 90_000;
const POLL_MS = 200;
/** Forgetting old rows rides along with new ones, a few at a time. */
const FORGET_BATCH = 100;

const store = 'idempotency_keys';

/** Rows past their time go a batch at a time; rows another request is deleting are skipped, never waited on. */
async function forgetExpired(db: Knex): Promise<void> {
  await db.raw(
    `delete from ${store} where ctid in (
       select ctid from ${store} where forget_after < now() limit ${FORGET_BATCH} for update skip locked)`,
  );
}

function minutesFromNow(db: Knex, minutes: number): Knex.Raw {
  return db.raw('now() + make_interval(mins => ?)', [minutes]);
}

function fingerprint(body: unknown, encoding: 'hex' | 'base64url'): string {
  return createHash('sha256').update(JSON.stringify(body ?? null)).digest(encoding);
}

export interface IdempotencyState {
  idempotencyKey?: string;
}

const uuid = z.uuid();

/** Puts a sent `Idempotency-Key` on `ctx.state.idempotencyKey`; one that is not a UUID is a 400 naming it. */
export function readIdempotencyKey(): Middleware<IdempotencyState> {
  return async (ctx, next) => {
    const sent = ctx.headers['idempotency-key'];
    if (sent !== undefined) {
      if (typeof sent !== 'string' || !uuid.safeParse(sent).success) {
        const message = `${IDEMPOTENCY_HEADER} must be a UUID`;
        throw badRequest(message, { [IDEMPOTENCY_HEADER]: message });
      }
      ctx.state.idempotencyKey = sent.toLowerCase();
    }
    await next();
  };
}

/** What a create answers: its status and its JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

/** What a create's handler answers with (a Koa context, as much of it as is used here). */
interface AnsweringContext {
  state: { owner: { id: string }; body: unknown } & IdempotencyState;
  status: number;
  type: string;
  body: unknown;
  set(field: string, value: string): void;
}

interface StoredAnswer {
  status: number;
  json: string;
  replayed: boolean;
}

/**
 * Answers `ctx` with `work`'s answer, done once per owner and key: `work` runs in the
 * transaction that claims the key and stores the answer, so the record, its key and its
 * answer are committed together or not at all (a process that dies before the commit
 * leaves nothing, and the phone's retry does the work then). A second request with the
 * key waits on the first's claim and answers what it stored; with a different body it
 * is a 422. Without a key, `work` runs as before. `work` must use only the connection it
 * is given: requests waiting on the claim may hold the rest of the pool.
 */
export async function answerOnce(ctx: AnsweringContext, db: Knex, work: (db: Knex) => Promise<Answer>): Promise<void> {
  const key = ctx.state.idempotencyKey;
  const answer = key
    ? await onceForKey(db, { ownerId: ctx.state.owner.id, key, requestHash: fingerprint(ctx.state.body, 'hex') }, work)
    : stored(await work(db));
  ctx.status = answer.status;
  ctx.type = 'application/json';
  ctx.body = answer.json;
  if (answer.replayed) ctx.set('Idempotent-Replayed', 'true');
}

interface KeyedRequest {
  ownerId: string;
  key: string;
  requestHash: string;
}

async function onceForKey(db: Knex, request: KeyedRequest, work: (db: Knex) => Promise<Answer>): Promise<StoredAnswer> {
  return db.transaction(async (trx) => {
    await forgetExpired(trx);
    if (!(await claimKey(trx, request))) return replay(trx, request);
    const answer = stored(await work(trx));
    await trx(store)
      .where({ owner_id: request.ownerId, key: request.key })
      .update({ state: 'done', finished_at: trx.fn.now(), status: answer.status, answer: answer.json });
    return answer;
  });
}

/** Inserts the key; waits while another transaction holds it, and is false once that one committed it. */
async function claimKey(trx: Knex.Transaction, request: KeyedRequest): Promise<boolean> {
  const { rows } = await trx.raw<{ rows: unknown[] }>(
    `insert into ${store} (owner_id, key, state, request_hash, forget_after)
     values (?, ?, 'sending', ?, now() + make_interval(mins => ?)) on conflict do nothing returning key`,
    [request.ownerId, request.key, request.requestHash, CREATE_KEPT_MINUTES],
  );
  return rows.length === 1;
}

async function replay(trx: Knex.Transaction, request: KeyedRequest): Promise<StoredAnswer> {
  const row: { request_hash: string; status: number; answer: string } = await trx(store)
    .where({ owner_id: request.ownerId, key: request.key })
    .first('request_hash', 'status', 'answer');
  if (row.request_hash !== request.requestHash) {
    throw new HttpError(422, ErrorCode.idempotencyKeyReused, `This ${IDEMPOTENCY_HEADER} was already used for a different request`);
  }
  return { status: row.status, json: row.answer, replayed: true };
}

function stored(answer: Answer): StoredAnswer {
  return { status: answer.status, json: JSON.stringify(answer.body), replayed: false };
}

/** The document a send is about and how to tell it changed: a column that every change moves on. */
export interface SentDocument {
  table: string;
  id: string;
  /** `updated_at` by default; `null` for a document that never changes (a receipt). */
  versionColumn?: string | null;
}

/** What sendOnce reads of a Koa context: the request, and the owner and body the middleware put on its state. */
export interface SendRequest {
  method: string;
  path: string;
  get(header: string): string;
  set(header: string, value: string): void;
  state: OwnerState & { body?: unknown };
}

interface SendClaim {
  state: 'sending' | 'done';
  attempt: string | null;
  version: string | null;
  answer: string | null;
  fresh: boolean;
  stale: boolean;
}

/** The same owner asking the same route with the same Idempotency-Key, or else the same body. */
function sendKeyOf(ctx: SendRequest): { key: string; replayMinutes: number } {
  const given = ctx.get('idempotency-key');
  const route = `${ctx.method} ${ctx.path}`;
  if (given) {
    if (given.length > 200) throw badRequest('Idempotency-Key must be at most 200 characters', { 'Idempotency-Key': 'At most 200 characters' });
    return { key: `${route} key ${given}`, replayMinutes: SEND_REPLAY_MINUTES_WITH_KEY };
  }
  return { key: `${route} body ${fingerprint(ctx.state.body, 'base64url')}`, replayMinutes: SEND_REPLAY_MINUTES };
}

async function versionOf(db: Knex, ownerId: string, document: SentDocument): Promise<string | null> {
  const column = document.versionColumn === undefined ? 'updated_at' : document.versionColumn;
  if (column === null) return null;
  const row = await db(document.table).where({ id: document.id, owner_id: ownerId }).first(column);
  const value = row?.[column];
  return value instanceof Date ? value.toISOString() : value == null ? null : String(value);
}

async function readSendClaim(db: Knex, ownerId: string, key: string): Promise<SendClaim | undefined> {
  return db(store)
    .where({ owner_id: ownerId, key })
    .first(
      'state',
      'attempt',
      'version',
      'answer',
      db.raw(`state = 'done' and forget_after > now() as fresh`),
      db.raw('started_at < now() - make_interval(mins => ?) as stale', [STALE_SEND_MINUTES]),
    );
}

/** Claims the send: a new row, or an old one taken over. The claim's attempt when this request is to send. */
async function claimSend(db: Knex, ownerId: string, key: string, replayMinutes: number, seen: SendClaim | undefined): Promise<string | null> {
  const attempt = randomUUID();
  const claimed = { state: 'sending', attempt, forget_after: minutesFromNow(db, replayMinutes) };
  if (!seen) {
    const inserted = await db(store).insert({ owner_id: ownerId, key, ...claimed }).onConflict(['owner_id', 'key']).ignore().returning('key');
    return inserted.length === 1 ? attempt : null;
  }
  const taken = await db(store)
    .where({ owner_id: ownerId, key, attempt: seen.attempt })
    .update({ ...claimed, started_at: db.fn.now(), finished_at: null, version: null, answer: null });
  return taken === 1 ? attempt : null;
}

/**
 * Runs `send` once for this request (see above) and answers its result, or the result
 * of the same send made moments ago. A send that failed leaves no claim, so trying
 * again really tries again; a claim left by a process that died is taken over after
 * five minutes, and a late first sender does not settle a claim taken over since.
 */
export async function sendOnce<T>(db: Knex, ctx: SendRequest, document: SentDocument, send: () => Promise<T>): Promise<T> {
  const ownerId = ctx.state.owner.id;
  const { key, replayMinutes } = sendKeyOf(ctx);
  const waitUntil = Date.now() + WAIT_FOR_FIRST_SEND_MS;
  let attempt: string | null = null;
  while (attempt === null) {
    const seen = await readSendClaim(db, ownerId, key);
    if (seen?.state === 'done' && seen.fresh && seen.version === (await versionOf(db, ownerId, document))) {
      ctx.set('Idempotent-Replayed', 'true');
      return JSON.parse(seen.answer ?? 'null') as T;
    }
    const inFlight = seen?.state === 'sending' && !seen.stale;
    if (!inFlight) attempt = await claimSend(db, ownerId, key, replayMinutes, seen);
    if (attempt === null) {
      if (Date.now() > waitUntil) throw conflict('This is still being sent; check again in a minute');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  const mine = db(store).where({ owner_id: ownerId, key, attempt });
  let answer: T;
  try {
    answer = await send();
  } catch (error) {
    await mine.clone().delete();
    throw error;
  }
  const version = await versionOf(db, ownerId, document);
  await mine.clone().update({ state: 'done', finished_at: db.fn.now(), version, answer: JSON.stringify(answer), forget_after: minutesFromNow(db, replayMinutes) });
  await forgetExpired(db);
  return answer;
}
