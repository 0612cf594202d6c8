import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp } from './app.ts';
import { connect, type Knex } from './database.ts';
import { listen, type Listening } from './server.ts';
import { createTestDatabase } from './testing/database.ts';
import { capturedLog, LEVEL, type LogLine } from './testing/log.ts';

/** The access line is written when the response is done, a moment after the client has it. */
async function lineFor(lines: LogLine[], requestId: string): Promise<LogLine[]> {
  for (let i = 0; i < 50 && !lines.some((line) => line.requestId === requestId); i++) await new Promise((r) => setTimeout(r, 10));
  return lines.filter((line) => line.requestId === requestId);
}

describe('the access log', () => {
  const { logger, lines } = capturedLog();
  let server: Listening;

  beforeAll(async () => {
    const router = new Router();
    router.get('/jobs', (ctx) => {
      ctx.body = [{ id: 1, title: 'Rewire kitchen' }];
    });
    router.get('/jobs/slow', async (ctx) => {
      await new Promise((resolve) => setTimeout(resolve, 120));
      ctx.body = [];
    });
    server = await listen(createServiceApp({ name: 'jobs', logger, routers: [router], slowRequestMs: 100 }), 0);
  });
  afterAll(() => server.close());

  it('has one info line per request with method, path, status, time and request id', async () => {
    const response = await fetch(`${server.url}/jobs?page=2`, { headers: { 'x-request-id': 'req-jobs-1' } });
    expect(response.status).toBe(200);
    const logged = await lineFor(lines, 'req-jobs-1');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: LEVEL.info, msg: 'request', method: 'GET', path: '/jobs', status: 200, requestId: 'req-jobs-1' });
    expect(typeof logged[0]!.ms).toBe('number');
    const missing = await fetch(`${server.url}/nothing`, { headers: { 'x-request-id': 'req-missing' } });
    expect((await lineFor(lines, 'req-missing'))[0]).toMatchObject({ level: LEVEL.info, status: missing.status, path: '/nothing' });
  });

  it('says "slow request" at warn for a request over the threshold', async () => {
    await fetch(`${server.url}/jobs/slow`, { headers: { 'x-request-id': 'req-slow' } });
    const logged = await lineFor(lines, 'req-slow');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: LEVEL.warn, msg: 'slow request', path: '/jobs/slow', status: 200 });
    expect(logged[0]!.ms as number).toBeGreaterThanOrEqual(100);
  });

  it('keeps the probes at debug, so an orchestrator polling them does not fill the log', async () => {
    expect((await fetch(`${server.url}/health`, { headers: { 'x-request-id': 'req-health' } })).status).toBe(200);
    expect((await fetch(`${server.url}/ready`, { headers: { 'x-request-id': 'req-ready' } })).status).toBe(200);
    expect((await lineFor(lines, 'req-health'))[0]!.level).toBe(LEVEL.debug);
    expect((await lineFor(lines, 'req-ready'))[0]!.level).toBe(LEVEL.debug);
  });
});

describe('the slow-query log', () => {
  const { logger, lines } = capturedLog();
  let db: Knex;

  beforeAll(async () => {
    db = connect(await createTestDatabase(), 'public', 2, { logger });
  });
  afterAll(() => db.destroy());

  it('says "slow query" at warn with the SQL, never its values, and the time', async () => {
    await db.raw('select pg_sleep(?), ? as client_name', [0.3, 'Zoe Nguyen']);
    const slow = lines.filter((line) => line.msg === 'slow query');
    expect(slow).toHaveLength(1);
    expect(slow[0]).toMatchObject({ level: LEVEL.warn, sql: 'select pg_sleep($1), $2 as client_name' });
    expect(slow[0]!.ms as number).toBeGreaterThanOrEqual(300);
    expect(JSON.stringify(lines)).not.toContain('Zoe Nguyen');
  });

  it('also inside a transaction, and not for a quick query', async () => {
    await db.transaction(async (trx) => {
      await trx.raw('select 1');
      await trx.raw('select pg_sleep(0.25)');
    });
    const slow = lines.filter((line) => line.msg === 'slow query').map((line) => line.sql);
    expect(slow).toEqual(['select pg_sleep($1), $2 as client_name', 'select pg_sleep(0.25)']);
  });
});
