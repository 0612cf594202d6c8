import { createHash } from 'node:crypto';
import { ErrorCode } from '@cobber/contracts';
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { Knex, Migration } from './database.ts';
import { badRequest, HttpError } from './errors.ts';

/**
 * A phone that made a client or a quote without signal sends it when the signal comes
 * back, and may send it again (a reload mid-send, a retry after a lost answer). It names
 * each create with a key made when the record was made; the same key from the
 * same owner is answered with the first answer, never done twice.
 *
 * A create is all database work, so the claim, the work and the answer commit together.
 * A send is not (a mail cannot be taken back), so sending keeps its own table
 * (mail/send-once.ts): its claim commits before the send, and its answer is replayed only
 * while the document is unchanged.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A phone can stay out of signal over a long weekend; a key is kept well past that. */
const KEPT_FOR = '7 days';
/** Forgetting old keys rides along with new ones, a few rows at a time. */
const FORGET_BATCH = 100;

/** The keys table every service that takes the header has in its own schema. */
export const idempotencyMigration: Migration = {
  name: '000_idempotency_keys',
  async up(db) {
    await db.schema.createTable('idempotency_keys', (t) => {
      t.uuid('owner_id').notNullable();
      t.uuid('key').notNullable();
      t.string('request_hash', 64).notNullable();
      t.integer('status');
      t.text('answer');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      // Another owner's same key is a different key.
      t.primary(['owner_id', 'key']);
      t.index(['created_at']);
    });
  },
};

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
    ? await onceForKey(db, { ownerId: ctx.state.owner.id, key, requestHash: hashOf(ctx.state.body) }, work)
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
    await forgetExpiredKeys(trx);
    if (!(await claimKey(trx, request))) return replay(trx, request);
    const answer = stored(await work(trx));
    await trx('idempotency_keys').where({ owner_id: request.ownerId, key: request.key }).update({ status: answer.status, answer: answer.json });
    return answer;
  });
}

/** Inserts the key; waits while another transaction holds it, and is false once that one committed it. */
async function claimKey(trx: Knex.Transaction, request: KeyedRequest): Promise<boolean> {
  const { rows } = await trx.raw<{ rows: unknown[] }>(
    'insert into idempotency_keys (owner_id, key, request_hash) values (?, ?, ?) on conflict do nothing returning key',
    [request.ownerId, request.key, request.requestHash],
  );
  return rows.length === 1;
}

async function replay(trx: Knex.Transaction, request: KeyedRequest): Promise<StoredAnswer> {
  const row: { request_hash: string; status: number; answer: string } = await trx('idempotency_keys')
    .where({ owner_id: request.ownerId, key: request.key })
    .first('request_hash', 'status', 'answer');
  if (row.request_hash !== request.requestHash) {
    throw new HttpError(422, ErrorCode.idempotencyKeyReused, `This ${IDEMPOTENCY_HEADER} was already used for a different request`);
  }
  return { status: row.status, json: row.answer, replayed: true };
}

/** Old keys go a batch at a time; rows another request is deleting are skipped, never waited on. */
async function forgetExpiredKeys(trx: Knex.Transaction): Promise<void> {
  await trx.raw(
    `delete from idempotency_keys where ctid in (
       select ctid from idempotency_keys where created_at < now() - interval '${KEPT_FOR}' limit ${FORGET_BATCH} for update skip locked)`,
  );
}

function stored(answer: Answer): StoredAnswer {
  return { status: answer.status, json: JSON.stringify(answer.body), replayed: false };
}

/** The validated body's fingerprint: the same request sent again hashes the same. */
function hashOf(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body ?? null)).digest('hex');
}
