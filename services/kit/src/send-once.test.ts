import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServiceApp } from './app.ts';
import { connect, migrate, type Knex } from './database.ts';
import { badRequest, notFound } from './errors.ts';
import { sendOnce, type SendRequest } from './idempotency.ts';
import { idempotencyStoreMigration } from './idempotency-migration.ts';
import { IDENTITY_HEADER, requireOwner, signIdentity, type OwnerState } from './identity.ts';
import { createLogger } from './logger.ts';
import { listen, type Listening } from './server.ts';
import { apiClient, createTestDatabase, TEST_IDENTITY_SECRET, testOwner } from './testing/index.ts';
import { validateBody } from './validate.ts';

/**
 * A service with one document table and a send route around a "mailer" that counts what
 * it sends, takes `sendMs` to do it, and refuses while `refusing` is set.
 */
describe('sendOnce', () => {
  let db: Knex;
  let server: Listening;
  const mailed: string[] = [];
  let sendMs = 0;
  let refusing = false;

  beforeAll(async () => {
    db = connect(await createTestDatabase(), 'send_once_test');
    await migrate(db, 'send_once_test', [
      idempotencyStoreMigration,
      {
        name: '001_notes',
        async up(knex) {
          await knex.schema.createTable('notes', (t) => {
            t.uuid('id').primary();
            t.uuid('owner_id').notNullable();
            t.text('text').notNullable();
            t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
          });
        },
      },
    ]);
    const router = new Router<OwnerState>();
    router.use(requireOwner(TEST_IDENTITY_SECRET));
    router.post('/notes/:id/send', validateBody(z.strictObject({ message: z.string().optional() })), async (ctx) => {
      ctx.body = await sendOnce(db, ctx, { table: 'notes', id: ctx.params.id! }, async () => {
        const note = await db('notes').where({ id: ctx.params.id, owner_id: ctx.state.owner.id }).first();
        if (!note) throw notFound();
        await new Promise((resolve) => setTimeout(resolve, sendMs));
        if (refusing) throw badRequest('The mail server refused it');
        mailed.push(`${note.text} ${ctx.state.body.message ?? ''}`.trim());
        const [sent] = await db('notes').where('id', note.id).update({ updated_at: db.fn.now() }).returning('*');
        return { id: sent.id, sentAt: sent.updated_at.toISOString(), copy: mailed.length };
      });
    });
    server = await listen(createServiceApp({ name: 'test', logger: createLogger('test', 'silent'), routers: [router as unknown as Router] }), 0);
  });
  afterAll(async () => {
    await server.close();
    await db.destroy();
  });

  async function note(owner = testOwner()) {
    const id = crypto.randomUUID();
    await db('notes').insert({ id, owner_id: owner.id, text: `note ${id.slice(0, 4)}` });
    const call = apiClient(server.url, owner);
    return { id, owner, call, mails: () => mailed.filter((m) => m.startsWith(`note ${id.slice(0, 4)}`)).length };
  }

  it('mails once for two requests at once, and both answer the same result', async () => {
    sendMs = 300;
    const { id, call, mails } = await note();
    const [first, second] = await Promise.all([call('POST', `/notes/${id}/send`, {}), call('POST', `/notes/${id}/send`, {})]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body).toEqual(second.body);
    expect(mails()).toBe(1);
    expect([first.headers.get('idempotent-replayed'), second.headers.get('idempotent-replayed')]).toContain('true');
  });

  it('mails once when a request that timed out at the client is tried again, during the send or after it', async () => {
    sendMs = 600;
    const { id, owner, call, mails } = await note();
    const gaveUp = await fetch(`${server.url}/notes/${id}/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDENTITY_HEADER]: signIdentity(owner, TEST_IDENTITY_SECRET) },
      body: '{}',
      signal: AbortSignal.timeout(100),
    }).catch((error: Error) => error);
    expect(gaveUp).toBeInstanceOf(Error);
    const during = await call('POST', `/notes/${id}/send`, {});
    const after = await call('POST', `/notes/${id}/send`, {});
    expect([during.status, after.status]).toEqual([200, 200]);
    expect(after.body).toEqual(during.body);
    expect(mails()).toBe(1);
  });

  it('mails again once the document changed, or the request asks for something else', async () => {
    sendMs = 0;
    const { id, call, mails } = await note();
    await call('POST', `/notes/${id}/send`, {});
    await call('POST', `/notes/${id}/send`, { message: 'Thanks!' });
    expect(mails()).toBe(2);
    await db('notes').where('id', id).update({ text: db.raw("text || ' (edited)'"), updated_at: db.raw("now() + interval '1 second'") });
    const again = await call('POST', `/notes/${id}/send`, {});
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(mails()).toBe(3);
  });

  it('tries again for real after a send that failed', async () => {
    sendMs = 0;
    const { id, call, mails } = await note();
    refusing = true;
    expect((await call('POST', `/notes/${id}/send`, {})).status).toBe(400);
    refusing = false;
    expect((await call('POST', `/notes/${id}/send`, {})).status).toBe(200);
    expect(mails()).toBe(1);
  });

  it('keeps one owner’s sends apart from another’s, and honours an Idempotency-Key', async () => {
    sendMs = 0;
    const { id, call, mails } = await note();
    const stranger = apiClient(server.url, testOwner('Eve'));
    await call('POST', `/notes/${id}/send`, {});
    expect((await stranger('POST', `/notes/${id}/send`, {})).status).toBe(404);
    expect(mails()).toBe(1);
    const keyed = { 'idempotency-key': crypto.randomUUID() };
    await call('POST', `/notes/${id}/send`, { message: 'a' }, keyed);
    await call('POST', `/notes/${id}/send`, { message: 'a' }, keyed);
    expect(mails()).toBe(2);
  });

  it('takes over a send whose process died, after five minutes', async () => {
    sendMs = 0;
    const { id, call, mails } = await note();
    await call('POST', `/notes/${id}/send`, {});
    await db('idempotency_keys').where('key', 'like', `POST /notes/${id}/send%`).update({ state: 'sending', finished_at: null, started_at: db.raw("now() - interval '6 minutes'") });
    expect((await call('POST', `/notes/${id}/send`, {})).status).toBe(200);
    expect(mails()).toBe(2);
  });
});

describe('sendOnce beside the creates', () => {
  it('forgets a send past its replay window and keeps a create’s key its week', async () => {
    const db = connect(await createTestDatabase(), 'send_forget_test');
    try {
      await migrate(db, 'send_forget_test', [idempotencyStoreMigration]);
      const who = testOwner();
      const owner = who.id;
      const row = (key: string, minutesAgo: number, keptMinutes: number) => ({
        owner_id: owner,
        key,
        state: 'done',
        started_at: db.raw('now() - make_interval(mins => ?)', [minutesAgo]),
        finished_at: db.raw('now() - make_interval(mins => ?)', [minutesAgo]),
        forget_after: db.raw('now() - make_interval(mins => ?) + make_interval(mins => ?)', [minutesAgo, keptMinutes]),
      });
      await db('idempotency_keys').insert([
        row('POST /notes/1/send body old', 11, 10),
        row('POST /notes/1/send body recent', 9, 10),
        row(crypto.randomUUID(), 6 * 24 * 60, 7 * 24 * 60),
      ]);
      const ctx: SendRequest = { method: 'POST', path: '/notes/2/send', get: () => '', set: () => undefined, state: { owner: who, body: {} } };
      await sendOnce(db, ctx, { table: 'idempotency_keys', id: owner, versionColumn: null }, async () => 'sent');
      const keys = (await db('idempotency_keys').select('key')).map((r: { key: string }) => r.key);
      expect(keys).not.toContain('POST /notes/1/send body old');
      expect(keys).toContain('POST /notes/1/send body recent');
      expect(keys).toHaveLength(3);
    } finally {
      await db.destroy();
    }
  });
});
