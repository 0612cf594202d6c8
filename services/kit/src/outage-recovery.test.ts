import type { EventEnvelope } from '@cobber/contracts';
import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Migration } from './database.ts';
import { createLogger } from './logger.ts';
import { OUTAGE_MESSAGE } from './outage.ts';
import { createEvent, outboxMigration, writeEvents } from './outbox.ts';
import { PostgresBus } from './postgres-bus.ts';
import { listen, type Listening } from './server.ts';
import { createDataService, type DataService } from './service.ts';
import { TEST_IDENTITY_SECRET } from './testing/http.ts';
import { capturedLog, LEVEL } from './testing/log.ts';
import { stoppablePostgres, type StoppablePostgres } from './testing/stoppable-postgres.ts';

const OWNER = '7d9f2c1e-4b7a-4d33-9a51-0c2b6f1e8a10';

const migrations: Migration[] = [
  outboxMigration,
  {
    name: '001_jobs',
    async up(db) {
      await db.schema.createTable('jobs', (t) => {
        t.uuid('id').primary();
        t.string('title').notNullable();
      });
    },
  },
];

function jobRoutes(db: DataService['db']): Router {
  const router = new Router();
  router.get('/jobs', async (ctx) => {
    ctx.body = await db('jobs').select('id', 'title').orderBy('title');
  });
  router.post('/jobs', async (ctx) => {
    const id = crypto.randomUUID();
    const now = new Date().toISOString();
    await db.transaction(async (trx) => {
      await trx('jobs').insert({ id, title: 'Rewire kitchen' });
      const event = createEvent('client.upserted', {
        ownerId: OWNER,
        key: id,
        data: { id, ownerId: OWNER, name: 'Zoe', email: 'zoe@example.com', phone: null, address: null, createdAt: now, updatedAt: now },
      });
      await writeEvents(trx, 'jobs', [event]);
    });
    ctx.status = 201;
    ctx.body = { id };
  });
  return router;
}

async function until<T>(what: string, attempt: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const result = await attempt();
    if (result !== undefined) return result;
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a database outage', () => {
  const { logger, lines } = capturedLog();
  const received: EventEnvelope[] = [];
  let postgres: StoppablePostgres;
  let bus: PostgresBus;
  let service: DataService;
  let server: Listening;

  beforeAll(async () => {
    postgres = await stoppablePostgres();
    bus = new PostgresBus({ databaseUrl: postgres.url, logger: createLogger('bus', 'silent') });
    service = createDataService({
      name: 'jobs',
      schema: 'jobs',
      migrations,
      databaseUrl: postgres.url,
      identitySecret: TEST_IDENTITY_SECRET,
      bus,
      logger,
      routes: (db) => ({ public: [jobRoutes(db)] }),
      consumer: () => async (event) => {
        received.push(event);
      },
    });
    await service.start();
    server = await listen(service.app, 0);
  });
  afterAll(async () => {
    await server?.close();
    await service?.stop();
    await bus?.stop();
    await postgres?.remove();
  });

  it('answers 503 with a message within seconds, is logged once, and heals by itself when the database is back', async () => {
    expect((await fetch(`${server.url}/jobs`)).status).toBe(200);
    expect((await fetch(`${server.url}/ready`)).status).toBe(200);

    await postgres.stop();
    // Down for three seconds: the relay polls every second and the listener retries meanwhile.
    for (let i = 0; i < 15; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const started = performance.now();
      const response = await fetch(`${server.url}/jobs`);
      expect(performance.now() - started).toBeLessThan(6_000);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
      expect(await response.json()).toEqual({ error: { code: 'service_unavailable', message: OUTAGE_MESSAGE } });
    }
    expect((await fetch(`${server.url}/jobs`, { method: 'POST' })).status).toBe(503);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    const notReady = await fetch(`${server.url}/ready`);
    expect(notReady.status).toBe(503);
    expect((await notReady.json()).checks.database.ok).toBe(false);

    await postgres.start();
    const statuses: number[] = [];
    await until('the jobs list to answer again', async () => {
      const response = await fetch(`${server.url}/jobs`);
      statuses.push(response.status);
      return response.status === 200 ? true : undefined;
    });
    expect(statuses.filter((status) => status !== 503 && status !== 200)).toEqual([]);
    expect((await fetch(`${server.url}/jobs`, { method: 'POST' })).status).toBe(201);
    await until('the event written after the outage to be delivered', async () => (received.length > 0 ? true : undefined));
    await until('readiness', async () => ((await fetch(`${server.url}/ready`)).status === 200 ? true : undefined));

    const check = connect(postgres.url, 'jobs', 1, { logger: createLogger('check', 'silent') });
    try {
      await until('the outbox relay to LISTEN again', async () => {
        const row = await check.raw("select count(*)::int as n from pg_stat_activity where query ilike 'listen cobber_outbox%'");
        return row.rows[0].n > 0 ? true : undefined;
      });
    } finally {
      await check.destroy();
    }

    const said = (level: number) => lines.filter((line) => line.level === level && line.msg !== 'request').map((line) => line.msg);
    // Each kind once at error when it started and once at info when it was over; nothing else.
    expect(said(LEVEL.error).sort()).toEqual(['cobber_outbox listener lost', 'database unreachable', 'outbox drain failed']);
    expect(said(LEVEL.warn)).toEqual([]);
    expect(said(LEVEL.info).map((msg) => msg.replace(/ after .*/, '')).sort()).toEqual([
      'cobber_outbox listener back',
      'database reachable again',
      'outbox drains again',
    ]);
  });
});
