import Router from '@koa/router';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServiceApp } from './app.ts';
import { connect, migrate, type Knex } from './database.ts';
import { sendOnce } from './idempotency.ts';
import { idempotencyMigration, idempotencyStoreMigration, sendOnceMigration } from './idempotency-migration.ts';
import { requireOwner, type OwnerState } from './identity.ts';
import { createLogger } from './logger.ts';
import { listen, type Listening } from './server.ts';
import { apiClient, createTestDatabase, TEST_IDENTITY_SECRET, testOwner } from './testing/index.ts';
import { validateBody } from './validate.ts';

const SCHEMA = 'store_moved';
const owner = testOwner('Sam');
const note = crypto.randomUUID();
const bodyKey = `POST /notes/${note}/send body ${createHash('sha256').update('{}').digest('base64url')}`;
const minutesAgo = (db: Knex, minutes: number) => db.raw('now() - make_interval(mins => ?)', [minutes]);

/**
 * A service that had both tables, with a create's key, a send in flight, a send done
 * under a key an hour ago and one done by its body half an hour ago, moved to one store.
 */
describe('moving send_once into the idempotency store', () => {
  let db: Knex;
  let server: Listening;
  let mailed = 0;
  const createKey = crypto.randomUUID();

  beforeAll(async () => {
    db = connect(await createTestDatabase(), SCHEMA);
    const notes = { name: '001_notes', up: (knex: Knex) => knex.schema.createTable('notes', (t) => (t.uuid('id').primary(), t.uuid('owner_id'), t.timestamp('updated_at', { useTz: true }))) };
    await migrate(db, SCHEMA, [sendOnceMigration, idempotencyMigration, notes]);
    await db('notes').insert({ id: note, owner_id: owner.id, updated_at: new Date('2026-11-01T00:00:00Z') });
    await db('idempotency_keys').insert({ owner_id: owner.id, key: createKey, request_hash: 'a'.repeat(64), status: 201, answer: '{"id":1}', created_at: minutesAgo(db, 60) });
    await db('send_once').insert([
      { owner_id: owner.id, key: bodyKey, state: 'sending', attempt: crypto.randomUUID(), started_at: minutesAgo(db, 1) },
      { owner_id: owner.id, key: `POST /notes/${note}/send key k1`, state: 'sent', attempt: crypto.randomUUID(), started_at: minutesAgo(db, 60), finished_at: minutesAgo(db, 60), version: '2026-11-01T00:00:00.000Z', answer: JSON.stringify({ copy: 'k1' }) },
      { owner_id: owner.id, key: `POST /notes/${note}/send body old`, state: 'sent', attempt: crypto.randomUUID(), started_at: minutesAgo(db, 30), finished_at: minutesAgo(db, 30), answer: '{}' },
    ]);
    await migrate(db, SCHEMA, [sendOnceMigration, idempotencyMigration, notes, idempotencyStoreMigration]);

    const router = new Router<OwnerState>();
    router.use(requireOwner(TEST_IDENTITY_SECRET));
    router.post('/notes/:id/send', validateBody(z.strictObject({})), async (ctx) => {
      ctx.body = await sendOnce(db, ctx, { table: 'notes', id: ctx.params.id! }, async () => ({ copy: ++mailed }));
    });
    server = await listen(createServiceApp({ name: 'test', logger: createLogger('test', 'silent'), routers: [router as unknown as Router] }), 0);
  });
  afterAll(async () => {
    await server.close();
    await db.destroy();
  });

  it('moves what is still live and drops send_once', async () => {
    expect(await db.schema.hasTable('send_once')).toBe(false);
    const rows = await db('idempotency_keys').select('key', 'state', db.raw('forget_after - coalesce(finished_at, started_at) as kept'));
    expect(rows).toHaveLength(3);
    expect(rows).toEqual(expect.arrayContaining([
      { key: `POST /notes/${note}/send key k1`, state: 'done', kept: expect.objectContaining({ days: 1 }) },
      { key: bodyKey, state: 'sending', kept: expect.objectContaining({ minutes: 10 }) },
      { key: createKey, state: 'done', kept: expect.objectContaining({ days: 7 }) },
    ]));
  });

  it('replays a send done before the move under its key', async () => {
    const replayed = await apiClient(server.url, owner)('POST', `/notes/${note}/send`, {}, { 'idempotency-key': 'k1' });
    expect(replayed.body).toEqual({ copy: 'k1' });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
  });

  it('does not send over a send in flight during the move: the same request waits for it and answers its result', async () => {
    const waiting = apiClient(server.url, owner)('POST', `/notes/${note}/send`, {});
    await new Promise((resolve) => setTimeout(resolve, 500));
    await db('idempotency_keys')
      .where({ owner_id: owner.id, key: bodyKey })
      .update({ state: 'done', finished_at: db.fn.now(), version: '2026-11-01T00:00:00.000Z', answer: JSON.stringify({ copy: 'first' }) });
    const answered = await waiting;
    expect(answered.body).toEqual({ copy: 'first' });
    expect(mailed).toBe(0);
  });
});
