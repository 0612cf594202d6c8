import { request } from 'node:http';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewaySettings } from '../config.ts';
import { Browser, startGateway, type RunningGateway } from '../testing/gateway.ts';

const email = () => `owner-${crypto.randomUUID().slice(0, 8)}@example.com`;

interface Answer {
  status: number;
  body: string;
}

/** A request naming any Host (fetch will not send one of its own choosing). */
function send(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const portOf = (url: string) => new URL(url).port;

describe('the origin check', () => {
  let gateway: RunningGateway;
  let owner: Browser;
  beforeAll(async () => {
    gateway = await startGateway();
    owner = new Browser(gateway.url);
    await owner.signUp(email());
  });
  afterAll(() => gateway.stop());

  const addClient = (headers: Record<string, string>, host?: string) =>
    send(`${gateway.url}/api/clients`, 'POST', {
      cookie: owner.cookieHeader(),
      'content-type': 'application/json',
      ...(host ? { host } : {}),
      ...headers,
    }, JSON.stringify({ name: 'Zoe', email: 'zoe@example.com' }));

  it('refuses Origin: null even beside the app’s own Referer, and a foreign Referer without Origin (403)', async () => {
    const nullOrigin = await addClient({ origin: 'null', referer: `${gateway.url}/clients` });
    expect(nullOrigin.status).toBe(403);
    expect(JSON.parse(nullOrigin.body).error.code).toBe('forbidden');
    expect((await addClient({ referer: 'https://evil.example/page' })).status).toBe(403);
    expect((await addClient({})).status).toBe(403);
    expect((await addClient({ referer: `${gateway.url}/clients` })).status).toBe(201);
    expect((await addClient({ origin: gateway.url })).status).toBe(201);
  });

  it('answers 421 with a JSON error to any request naming a host that is not this machine, whatever its Origin', async () => {
    const rebound = await addClient({ origin: 'http://rebind.example' }, 'rebind.example');
    expect(rebound.status).toBe(421);
    expect(JSON.parse(rebound.body).error).toMatchObject({ code: 'misdirected_request' });
    for (const path of ['/', '/api/auth/user', '/api/clients', '/api/health']) {
      const answer = await send(`${gateway.url}${path}`, 'GET', { host: `rebind.example:${portOf(gateway.url)}`, cookie: owner.cookieHeader() });
      expect(answer.status, path).toBe(421);
    }
    const names = (await (await owner.request('GET', '/api/clients')).json()) as { name: string }[];
    expect(names.length).toBe(2);
  });

  it('answers to this machine’s own names and addresses: localhost, *.localhost, loopback, its name and its interfaces', async () => {
    const port = portOf(gateway.url);
    const interfaces = Object.values(os.networkInterfaces())
      .flat()
      .map((info) => (info!.family === 'IPv6' ? `[${info!.address}]` : info!.address));
    const hosts = ['localhost', 'LOCALHOST', 'cobber.localhost', '127.0.0.1', '127.8.9.10', '[::1]', os.hostname(), ...interfaces];
    for (const host of hosts) {
      const answer = await send(`${gateway.url}/api/health`, 'GET', { host: `${host}:${port}` });
      expect(answer.status, host).toBe(200);
    }
    const own = `localhost:${port}`;
    expect((await addClient({ origin: `http://${own}` }, own)).status).toBe(201);
  });
});

describe('the names the app answers to, set', () => {
  it('takes PUBLIC_URL’s host and ALLOWED_HOSTS besides this machine’s own, and no other', async () => {
    const gateway = await startGateway({ PUBLIC_URL: 'https://app.cobber.example', ALLOWED_HOSTS: 'cobber.lan, 192.168.1.50, fd00::50' });
    try {
      const status = async (host: string) => (await send(`${gateway.url}/api/health`, 'GET', { host })).status;
      expect(await status('app.cobber.example')).toBe(200);
      expect(await status('cobber.lan:3000')).toBe(200);
      expect(await status('192.168.1.50')).toBe(200);
      expect(await status('[fd00::50]:3000')).toBe(200);
      expect(await status(`127.0.0.1:${portOf(gateway.url)}`)).toBe(200);
      expect(await status('rebind.example')).toBe(421);
      expect(await status('app.cobber.example.evil.example')).toBe(421);
    } finally {
      await gateway.stop();
    }
  });

  it('behind a trusted proxy, checks every X-Forwarded-Host entry too, one a rebound page put in front of the proxy’s included', async () => {
    const gateway = await startGateway({ TRUST_PROXY: 'true', ALLOWED_HOSTS: 'cobber.lan' });
    try {
      const status = async (forwarded: string) => (await send(`${gateway.url}/api/health`, 'GET', { 'x-forwarded-host': forwarded })).status;
      expect(await status('cobber.lan')).toBe(200);
      expect(await status('localhost, cobber.lan')).toBe(200);
      expect(await status('rebind.example')).toBe(421);
      expect(await status('localhost, rebind.example')).toBe(421);
    } finally {
      await gateway.stop();
    }
  });

  it('refuses an ALLOWED_HOSTS that is not a list of host names', () => {
    const base = { DATABASE_URL: 'postgres://x@localhost/x', IDENTITY_SECRET: 'i'.repeat(32), SESSION_SECRET: 's'.repeat(32), MAIL_TRANSPORT: 'mailbox' };
    const refused = GatewaySettings.safeParse({ ...base, ALLOWED_HOSTS: 'cobber.lan, http://evil.example/' });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues[0]!.path[0]).toBe('ALLOWED_HOSTS');
    expect(GatewaySettings.parse({ ...base, ALLOWED_HOSTS: ' cobber.lan ,10.0.0.2,' }).ALLOWED_HOSTS).toEqual(['cobber.lan', '10.0.0.2']);
    expect(GatewaySettings.parse(base).ALLOWED_HOSTS).toEqual([]);
  });
});
