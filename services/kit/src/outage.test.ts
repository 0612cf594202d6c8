import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Knex } from './database.ts';
import { DISK_FULL_MESSAGE, outageOf } from './outage.ts';
import { findFreePort } from './server.ts';
import { createTestDatabase } from './testing/database.ts';
import { capturedLog } from './testing/log.ts';

/** The error PostgreSQL itself raises with this SQLSTATE. */
async function raised(db: Knex, sqlstate: string): Promise<unknown> {
  return db.raw(`do $$ begin raise exception 'raised for the test' using errcode = '${sqlstate}'; end $$`).then(
    () => null,
    (error: unknown) => error,
  );
}

describe('which errors mean the database is not there right now', () => {
  let url: string;
  let db: Knex;

  beforeAll(async () => {
    url = await createTestDatabase();
    db = connect(url, 'public', 1, { logger: capturedLog().logger, acquireTimeoutMs: 300 });
  });
  afterAll(() => db.destroy());

  it('a refused connection', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: await findFreePort(), user: 'nobody', database: 'nothing' });
    const error = await client.connect().then(() => null, (e: unknown) => e);
    expect(outageOf(error)?.kind).toBe('database-unreachable');
  });

  it('a refused connection to every address of a host (AggregateError)', async () => {
    const port = await findFreePort();
    const refused = await new pg.Client({ host: '127.0.0.1', port, user: 'x', database: 'x' }).connect().then(() => null, (e: unknown) => e);
    expect(outageOf(new AggregateError([refused], 'connect failed'))?.kind).toBe('database-unreachable');
  });

  it("knex's timeout waiting for a connection from the pool", async () => {
    const held = await db.client.acquireConnection();
    try {
      const error = await db.raw('select 1').then(() => null, (e: unknown) => e);
      expect((error as Error).name).toBe('KnexTimeoutError');
      expect(outageOf(error)?.kind).toBe('database-unreachable');
    } finally {
      await db.client.releaseConnection(held);
    }
  });

  it('a connection the server ended (57P01, then "Connection terminated")', async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    await client.connect();
    const terminated = await client.query('select pg_terminate_backend(pg_backend_pid())').then(() => null, (e: unknown) => e);
    expect((terminated as { code?: string }).code).toBe('57P01');
    expect(outageOf(terminated)?.kind).toBe('database-unreachable');
    const afterwards = await client.query('select 1').then(() => null, (e: unknown) => e);
    expect(outageOf(afterwards)?.kind).toBe('database-unreachable');
    await client.end().catch(() => undefined);
  });

  it.each([
    ['08006', 'database-unreachable'],
    ['08001', 'database-unreachable'],
    ['57P02', 'database-unreachable'],
    ['57P03', 'database-unreachable'],
    ['53100', 'database-disk-full'],
    ['53300', 'database-out-of-resources'],
    ['53200', 'database-out-of-resources'],
  ])('PostgreSQL raising %s', async (sqlstate, kind) => {
    expect(outageOf(await raised(db, sqlstate))?.kind).toBe(kind);
  });

  it.each(['23505', '57014', '22P02', '42P01'])('not PostgreSQL raising %s (a conflict, a cancel, bad input, a bug)', async (sqlstate) => {
    expect(outageOf(await raised(db, sqlstate))).toBeNull();
  });

  it("the server's own disk full, as writing a file meets it", () => {
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    expect(outageOf(full)).toMatchObject({ kind: 'disk-full', message: DISK_FULL_MESSAGE });
  });

  it('not a failed call to another service, nor any other error', async () => {
    const fetchFailed = await fetch(`http://127.0.0.1:${await findFreePort()}/`).then(() => null, (e: unknown) => e);
    expect(((fetchFailed as Error).cause as { code?: string }).code).toBe('ECONNREFUSED');
    expect(outageOf(fetchFailed)).toBeNull();
    expect(outageOf(new Error('boom'))).toBeNull();
    expect(outageOf(undefined)).toBeNull();
    expect(outageOf('Connection terminated')).toBeNull();
  });
});
