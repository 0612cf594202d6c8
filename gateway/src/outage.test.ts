import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBusinessService, type BusinessService } from '@cobber/business';
import { createLogger, listen, loadConfig, OUTAGE_MESSAGE, PostgresBus, type Listening } from '@cobber/kit';
import { capturedLog, LEVEL, stoppablePostgres, TEST_IDENTITY_SECRET, type LogLine, type StoppablePostgres } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewaySettings } from './config.ts';
import { createGateway, type Gateway } from './index.ts';
import { Browser } from './testing/gateway.ts';

const UNAVAILABLE = { error: { code: 'service_unavailable', message: OUTAGE_MESSAGE } };

/** Calls `attempt` until it gives a value (every 200 ms, for at most `ms`). */
async function until<T>(what: string, attempt: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const result = await attempt();
    if (result !== undefined) return result;
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Requests `path` until it answers `status`; answers every status seen on the way. */
async function statusesUntil(browser: Browser, path: string, status: number): Promise<number[]> {
  const seen: number[] = [];
  await until(`${path} to answer ${status}`, async () => {
    const response = await browser.request('GET', path);
    seen.push(response.status);
    return response.status === status ? true : undefined;
  });
  return seen;
}

const said = (lines: LogLine[], level: number, start: string) => lines.filter((line) => line.level === level && line.msg.startsWith(start));

describe('the gateway through outages', () => {
  const gatewayLog = capturedLog('debug');
  const businessLog = capturedLog('info');
  let gatewayDatabase: StoppablePostgres;
  let businessDatabase: StoppablePostgres;
  let bus: PostgresBus;
  let business: BusinessService;
  let businessServer: Listening;
  let gateway: Gateway;
  let gatewayServer: Listening;
  let sam: Browser;

  beforeAll(async () => {
    [gatewayDatabase, businessDatabase] = await Promise.all([stoppablePostgres(), stoppablePostgres()]);
    bus = new PostgresBus({ databaseUrl: businessDatabase.url, logger: createLogger('bus', 'silent') });
    business = createBusinessService({
      databaseUrl: businessDatabase.url,
      identitySecret: TEST_IDENTITY_SECRET,
      uploadDir: await mkdtemp(path.join(tmpdir(), 'cobber-uploads-')),
      bus,
      logger: businessLog.logger,
    });
    await business.start();
    businessServer = await listen(business.app, 0);
    gateway = createGateway(
      loadConfig(GatewaySettings, {
        DATABASE_URL: gatewayDatabase.url,
        IDENTITY_SECRET: TEST_IDENTITY_SECRET,
        SESSION_SECRET: 'session-secret-for-the-gateway-tests',
        BUSINESS_URL: businessServer.url,
        FRONTENDS_DIR: await mkdtemp(path.join(tmpdir(), 'cobber-frontends-')),
        MAIL_TRANSPORT: 'mailbox',
        MAILBOX_DIR: await mkdtemp(path.join(tmpdir(), 'cobber-mailbox-')),
        REQUIRE_EMAIL_CONFIRMATION: 'false',
      }),
      gatewayLog.logger,
    );
    await gateway.start();
    gatewayServer = await listen(gateway.app, 0);
    sam = new Browser(gatewayServer.url);
    expect((await sam.signUp(`sam-${crypto.randomUUID().slice(0, 8)}@example.com`)).status).toBe(200);
  });
  afterAll(async () => {
    await gatewayServer?.close();
    await gateway?.stop();
    await businessServer?.close();
    await business?.stop();
    await bus?.stop();
    await Promise.all([gatewayDatabase?.remove(), businessDatabase?.remove()]);
  });

  it('is live and ready signed out, reporting its database and each service', async () => {
    const signedOut = new Browser(gatewayServer.url);
    expect(await (await signedOut.request('GET', '/api/health')).json()).toEqual({ status: 'ok', service: 'gateway' });
    const ready = await signedOut.request('GET', '/api/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ready',
      checks: {
        database: { ok: true, ms: expect.any(Number) },
        business: { ok: true, status: 200, checks: { database: { ok: true }, outbox: { ok: true, backlog: 0 }, consumers: { ok: true } } },
      },
    });
  });

  it("passes on a service's 503 while the service's database is down, and works again when it is back", async () => {
    expect((await sam.request('GET', '/api/clients')).status).toBe(200);
    await businessDatabase.stop();
    const clients = await sam.request('GET', '/api/clients');
    expect(clients.status).toBe(503);
    expect(clients.headers.get('retry-after')).toBe('30');
    expect(await clients.json()).toEqual(UNAVAILABLE);
    expect((await sam.request('GET', '/api/auth/user')).status).toBe(200);
    const ready = await new Browser(gatewayServer.url).request('GET', '/api/ready');
    expect(ready.status).toBe(503);
    const readiness = await ready.json();
    expect(readiness.checks.database.ok).toBe(true);
    expect(readiness.checks.business).toMatchObject({ ok: false, status: 503, checks: { database: { ok: false } } });

    await businessDatabase.start();
    const seen = await statusesUntil(sam, '/api/clients', 200);
    expect(seen.filter((status) => status !== 503 && status !== 200)).toEqual([]);
    expect(said(businessLog.lines, LEVEL.error, 'database unreachable')).toHaveLength(1);
    expect(said(businessLog.lines, LEVEL.info, 'database reachable again')).toHaveLength(1);
    expect(said(gatewayLog.lines, LEVEL.error, 'database unreachable')).toHaveLength(0);
  });

  it("answers 503 while its own database is down (sessions live there), stays live, and works again when it is back", async () => {
    await gatewayDatabase.stop();
    // A session read in the last few seconds is still cached: then /api/auth/user answers 200 for a moment.
    const seen = await statusesUntil(sam, '/api/auth/user', 503);
    expect(seen.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const user = await sam.request('GET', '/api/auth/user');
    expect(user.status).toBe(503);
    expect(await user.json()).toEqual(UNAVAILABLE);
    const clients = await sam.request('GET', '/api/clients');
    expect(clients.status).toBe(503);
    expect(await clients.json()).toEqual(UNAVAILABLE);
    const signedOut = new Browser(gatewayServer.url);
    expect((await signedOut.request('GET', '/api/health')).status).toBe(200);
    const ready = await signedOut.request('GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect((await ready.json()).checks).toMatchObject({ database: { ok: false }, business: { ok: true } });

    await gatewayDatabase.start();
    expect((await statusesUntil(sam, '/api/auth/user', 200)).filter((status) => status !== 503 && status !== 200)).toEqual([]);
    expect((await sam.request('GET', '/api/clients')).status).toBe(200);
    expect((await signedOut.request('GET', '/api/ready')).status).toBe(200);
    expect(said(gatewayLog.lines, LEVEL.error, 'database unreachable')).toHaveLength(1);
    expect(said(gatewayLog.lines, LEVEL.info, 'database reachable again')).toHaveLength(1);
    expect(said(gatewayLog.lines, LEVEL.error, 'unhandled error')).toHaveLength(0);
  });

  it('answers 503 when a service does not answer at all, logs it once with its text filled in, and proxies again when it is back', async () => {
    const port = businessServer.port;
    await businessServer.close();
    for (let i = 0; i < 5; i++) {
      const response = await sam.request('GET', '/api/clients');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: { code: 'service_unavailable', message: 'The business service did not answer. Please try again in a minute.' },
      });
    }
    businessServer = await listen(business.app, port);
    await statusesUntil(sam, '/api/clients', 200);
    expect(said(gatewayLog.lines, LEVEL.error, 'the business service is unreachable')).toHaveLength(1);
    expect(said(gatewayLog.lines, LEVEL.info, 'the business service answers again')).toHaveLength(1);
    const proxyLines = gatewayLog.lines.filter((line) => line.msg.startsWith('[HPM]'));
    expect(proxyLines.some((line) => line.msg.includes(`Error occurred while proxying request`) && line.msg.includes(`:${port}`))).toBe(true);
    expect(JSON.stringify(gatewayLog.lines)).not.toContain('%s');
  });
});
