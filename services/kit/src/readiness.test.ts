import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { createEvent, outboxMigration } from './outbox.ts';
import { PostgresBus } from './postgres-bus.ts';
import { listen, type Listening } from './server.ts';
import { createDataService, type DataService } from './service.ts';
import { createTestDatabase } from './testing/database.ts';
import { TEST_IDENTITY_SECRET } from './testing/http.ts';

const OWNER = '7d9f2c1e-4b7a-4d33-9a51-0c2b6f1e8a10';

async function ready(server: Listening) {
  const response = await fetch(`${server.url}/ready`);
  return { status: response.status, body: await response.json() };
}

describe('a service’s readiness', () => {
  let bus: PostgresBus;
  let service: DataService;
  let server: Listening;

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    const logger = createLogger('test', 'silent');
    bus = new PostgresBus({ databaseUrl, logger });
    service = createDataService({
      name: 'jobs',
      schema: 'jobs',
      migrations: [outboxMigration],
      databaseUrl,
      identitySecret: TEST_IDENTITY_SECRET,
      bus,
      logger,
      consumer: () => async () => undefined,
    });
    await service.start();
    server = await listen(service.app, 0);
  });
  afterAll(async () => {
    await server?.close();
    await service?.stop();
    await bus?.stop();
  });

  it('is ready with its database answering, its outbox sent and its consumer group attached', async () => {
    const { status, body } = await ready(server);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'ready',
      checks: {
        database: { ok: true, ms: expect.any(Number) },
        outbox: { ok: true, backlog: 0 },
        consumers: { ok: true, groups: { jobs: true } },
      },
    });
  });

  it('is not ready while an event has waited over a minute to be sent, and says how many wait', async () => {
    await service.relay.stop();
    const now = new Date().toISOString();
    const event = createEvent('client.upserted', {
      ownerId: OWNER,
      key: OWNER,
      data: { id: OWNER, ownerId: OWNER, name: 'Zoe', email: 'zoe@example.com', phone: null, address: null, createdAt: now, updatedAt: now },
    });
    const row = { id: event.id, type: event.type, version: event.version, owner_id: OWNER, key: event.key, envelope: event };
    await service.db('outbox').insert({ ...row, created_at: service.db.raw("now() - interval '5 seconds'") });
    expect((await ready(server)).body.checks.outbox).toMatchObject({ ok: true, backlog: 1 });
    await service.db('outbox').update({ created_at: service.db.raw("now() - interval '2 minutes'") });
    const { status, body } = await ready(server);
    expect(status).toBe(503);
    expect(body.status).toBe('not-ready');
    expect(body.checks.outbox).toMatchObject({ ok: false, backlog: 1 });
    expect(body.checks.outbox.oldestMs).toBeGreaterThanOrEqual(120_000);
    expect(body.checks.database.ok).toBe(true);
  });

  it('is not ready when its consumer group is not attached; /health stays ok', async () => {
    await service.db('outbox').delete();
    await bus.unsubscribe('jobs');
    const { status, body } = await ready(server);
    expect(status).toBe(503);
    expect(body.checks.consumers).toEqual({ ok: false, groups: { jobs: false } });
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });
});
