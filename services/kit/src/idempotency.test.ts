import Router, { type RouterContext } from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServiceApp } from './app.ts';
import { connect, migrate, type Knex } from './database.ts';
import { answerOnce, readIdempotencyKey, type IdempotencyState } from './idempotency.ts';
import { idempotencyMigration, idempotencyStoreMigration } from './idempotency-migration.ts';
import { requireOwner, type OwnerState } from './identity.ts';
import { createLogger } from './logger.ts';
import { listen, type Listening } from './server.ts';
import { apiClient, createTestDatabase, TEST_IDENTITY_SECRET, testOwner } from './testing/index.ts';
import { validateBody, type BodyState } from './validate.ts';

const SCHEMA = 'jobs';
const Job = z.object({ title: z.string(), crashBeforeAnswer: z.boolean().optional() });
/** The first job asked to crash dies after its insert, before its answer is stored. */

/** A service of one create route taking the header, as business and quotes do. */
function jobsRouter(db: Knex): Router<OwnerState> {
  let dies = true;
  const router = new Router<OwnerState>();
  const create = async (ctx: RouterContext<OwnerState & BodyState<z.infer<typeof Job>> & IdempotencyState>) => {
    await answerOnce(ctx, db, async (trx) => {
      const [job] = await trx('jobs').insert({ id: crypto.randomUUID(), title: ctx.state.body.title }).returning('*');
      if (ctx.state.body.crashBeforeAnswer && dies) {
        dies = false;
        throw new Error('the process died');
      }
      return { status: 201, body: job };
    });
  };
  router.post('/api/jobs', readIdempotencyKey(), validateBody(Job), create);
  return router;
}

describe('answerOnce', () => {
  let db: Knex;
  let server: Listening;
  const owner = testOwner('Sam');
  let sam: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    db = connect(await createTestDatabase(), SCHEMA);
    await migrate(db, SCHEMA, [
      idempotencyMigration,
      idempotencyStoreMigration,
      { name: '001_jobs', up: (db) => db.schema.createTable('jobs', (t) => (t.uuid('id').primary(), t.string('title'))) },
    ]);
    server = await listen(createServiceApp({ name: 'jobs', logger: createLogger('jobs', 'silent'), before: [requireOwner(TEST_IDENTITY_SECRET)], routers: [jobsRouter(db) as unknown as Router] }), 0);
    sam = apiClient(server.url, owner);
  });
  afterAll(async () => {
    await server.close();
    await db.destroy();
  });

  it('keeps nothing of a request that died before its answer was stored, so the retry does the work once', async () => {
    const key = crypto.randomUUID();
    const died = await sam('POST', '/api/jobs', { title: 'Fan', crashBeforeAnswer: true }, { 'Idempotency-Key': key });
    expect(died.status).toBe(500);
    expect(await db('jobs')).toEqual([]);
    expect(await db('idempotency_keys').where({ key })).toEqual([]);
    const retried = await sam('POST', '/api/jobs', { title: 'Fan', crashBeforeAnswer: true }, { 'Idempotency-Key': key });
    expect(retried.status).toBe(201);
    expect(await db('jobs')).toHaveLength(1);
  });

  /** The key as if claimed that many days ago, kept its week from then. */
  async function madeDaysAgo(key: string, days: number) {
    const started = db.raw('now() - make_interval(days => ?)', [days]);
    await db('idempotency_keys').where({ key }).update({ started_at: started, forget_after: db.raw('now() - make_interval(days => ?) + interval \'7 days\'', [days]) });
  }

  it('forgets keys older than a week when new ones come, and keeps younger ones', async () => {
    const [old, recent] = [crypto.randomUUID(), crypto.randomUUID()];
    await sam('POST', '/api/jobs', { title: 'Old' }, { 'Idempotency-Key': old });
    await sam('POST', '/api/jobs', { title: 'Recent' }, { 'Idempotency-Key': recent });
    const keptFor = await db('idempotency_keys').where({ key: recent }).first(db.raw('forget_after - started_at as kept'));
    expect(keptFor.kept).toMatchObject({ days: 7 });
    await madeDaysAgo(old, 8);
    await madeDaysAgo(recent, 6);
    await sam('POST', '/api/jobs', { title: 'New' }, { 'Idempotency-Key': crypto.randomUUID() });
    const kept = (await db('idempotency_keys').select('key')).map((row: { key: string }) => row.key);
    expect(kept).not.toContain(old);
    expect(kept).toContain(recent);
    const repeat = await sam('POST', '/api/jobs', { title: 'Recent' }, { 'Idempotency-Key': recent });
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
  });
});
