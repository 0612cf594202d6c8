import { randomBytes } from 'node:crypto';
import { connect, migrate, type Knex } from '@cobber/kit';
import { createTestDatabase } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations, SCHEMA } from '../migrations.ts';
import { PostgresSessionStore } from './session-store.ts';

const DAY = 24 * 60 * 60 * 1000;
const sessionOf = (id: string) => ({ user: { id, email: `${id}@example.com`, firstName: 'Dave', emailConfirmed: false } });
const newSid = () => randomBytes(32).toString('base64url');

describe('sessions in PostgreSQL', () => {
  let db: Knex;
  let reads = 0;

  beforeAll(async () => {
    db = connect(await createTestDatabase(), SCHEMA);
    await migrate(db, SCHEMA, migrations);
    db.on('query', (query: { sql: string }) => {
      if (/^select "data" from "sessions"/.test(query.sql)) reads++;
    });
  });

  afterAll(async () => {
    await db.destroy();
  });

  it("cost one query for a screen's burst of calls, however many arrive while it runs", async () => {
    const sid = newSid();
    await new PostgresSessionStore(db).set(sid, sessionOf('dave'), DAY);
    const store = new PostgresSessionStore(db);
    reads = 0;
    const all = await Promise.all(Array.from({ length: 20 }, () => store.get(sid)));
    expect(all.every((data) => (data?.user as { id: string }).id === 'dave')).toBe(true);
    expect(reads).toBe(1);
    await store.get(sid);
    expect(reads).toBe(1);
  });

  it('stay signed out when a read was under way as the owner signed out', async () => {
    const sid = newSid();
    const store = new PostgresSessionStore(db);
    await new PostgresSessionStore(db).set(sid, sessionOf('sam'), DAY);
    const reading = store.get(sid);
    await store.destroy(sid);
    await reading;
    expect(await store.get(sid)).toBeUndefined();
    expect(await store.get(sid)).toBeUndefined();
  });

  it('learn a confirmed email at once, whatever read was under way', async () => {
    const sid = newSid();
    const store = new PostgresSessionStore(db);
    await new PostgresSessionStore(db).set(sid, sessionOf('kim'), DAY);
    const reading = store.get(sid);
    await store.markEmailConfirmed('kim');
    await reading;
    expect(((await store.get(sid))?.user as { emailConfirmed: boolean }).emailConfirmed).toBe(true);
  });

  it('end at once for a password reset, whatever read was under way', async () => {
    const sid = newSid();
    const store = new PostgresSessionStore(db);
    await new PostgresSessionStore(db).set(sid, sessionOf('lee'), DAY);
    const reading = store.get(sid);
    await store.endSessionsOf('lee');
    await reading;
    expect(await store.get(sid)).toBeUndefined();
  });
});
