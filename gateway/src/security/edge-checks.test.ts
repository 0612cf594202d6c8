import { request } from 'node:http';
import { API_ROUTES } from '@cobber/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startGateway, type RunningGateway } from '../testing/gateway.ts';

/** Any method, as a client may send it (fetch refuses TRACE and a few others). */
function send(url: string, method: string): Promise<{ status: number; allow: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow }));
    });
    req.on('error', reject);
    req.end();
  });
}

const email = () => `owner-${crypto.randomUUID().slice(0, 8)}@example.com`;
const ID = '7d9f2c1e-4b7a-4d33-9a51-0c2b6f1e8a10';

/** Every state-changing route of the route table (the gateway's own account routes among them), each id a UUID. */
const STATE_CHANGING: [string, string][] = API_ROUTES.filter((route) => route.method !== 'GET').map((route) => [route.method, route.path.replace(/:[A-Za-z]+/g, ID)]);

/** The same path as the router would match it, but written otherwise. */
const disguises = (path: string) => [path.toUpperCase(), `${path}/`, `${path.toUpperCase()}//`, path.replace('/api/', '/Api//')];

describe('one path, one check: every edge check sees the path the router matches', () => {
  let gateway: RunningGateway;
  let sam: Browser;
  beforeAll(async () => {
    gateway = await startGateway({ LOGIN_LIMIT_PER_IP: '10000', PUBLIC_LIMIT_PER_IP: '10000' });
    sam = new Browser(gateway.url);
    await sam.signUp(email());
  });
  afterAll(() => gateway.stop());

  it('refuses every state-changing call from another site in another case or with a trailing slash (403, never a success)', async () => {
    const signedOut = new Browser(gateway.url);
    for (const browser of [sam, signedOut]) browser.origin = 'https://evil.example';
    for (const [method, path] of STATE_CHANGING) {
      for (const disguised of disguises(path)) {
        const body = { email: email(), password: 'correct horse battery', mode: 'signup', firstName: 'Evil', token: 'x'.repeat(40) };
        const withSession = await sam.request(method, disguised, body);
        expect([403, 404], `${method} ${disguised} signed in`).toContain(withSession.status);
        if (!/^\/api\/(login|signup|password-reset|email-confirmation)/.test(path)) continue;
        const asForm = await signedOut.request(method, disguised, new URLSearchParams(body).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
        expect(asForm.status, `${method} ${disguised} form post`).toBe(403);
        expect(asForm.headers.getSetCookie()).toEqual([]);
      }
    }
  });

  it('answers the app itself on those paths as on the plain ones', async () => {
    const browser = new Browser(gateway.url);
    const address = email();
    expect((await browser.request('POST', '/API/LOGIN/', { email: address, password: 'correct horse battery', mode: 'signup', firstName: 'Jo' })).status).toBe(200);
    expect((await browser.request('GET', '/Api/Auth/User/')).status).toBe(200);
  });
});

describe('methods no route knows', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startGateway({ QUOTES_URL: 'http://127.0.0.1:9' });
  });
  afterAll(() => gateway.stop());

  it("answer 405 with the path's own methods in Allow on /api paths, service paths and static paths, never 5xx", async () => {
    const paths: [string, string][] = [
      ['/api/login', 'POST, GET, HEAD'],
      ['/API/Login/', 'POST, GET, HEAD'],
      ['/api/clients', 'GET, POST, HEAD'],
      [`/api/quotes/${ID}`, 'GET, PATCH, HEAD'],
      ['/api/health', 'GET, HEAD'],
      ['/', 'GET, HEAD'],
      ['/clients', 'GET, HEAD'],
      ['/main.0123abcd.js', 'GET, HEAD'],
      ['/mfe/clients/mf-manifest.json', 'GET, HEAD'],
      [`/quote/${ID}`, 'GET, HEAD'],
    ];
    for (const method of ['TRACE', 'QUERY', 'PROPFIND', 'MKCOL', 'LOCK', 'PURGE']) {
      for (const [path, allow] of paths) {
        const response = await send(`${gateway.url}${path}`, method);
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.allow, `${method} ${path}`).toBe(allow);
      }
      expect((await send(`${gateway.url}/api/nothing`, method)).status).toBe(404);
    }
  });

  it("answer 405 before any other check to a method an /api path does not take, and OPTIONS with the path's own methods", async () => {
    for (const [method, path, allow] of [
      ['PUT', '/api/health', 'GET, HEAD'],
      ['DELETE', '/api/login', 'POST, GET, HEAD'],
      ['PATCH', '/api/invoices/summary', 'GET, HEAD'],
      ['PUT', `/api/quotes/${ID}`, 'GET, PATCH, HEAD'],
    ]) {
      const response = await send(`${gateway.url}${path}`, method!);
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.allow, `${method} ${path}`).toBe(allow);
    }
    const options = await send(`${gateway.url}/api/invoices/summary`, 'OPTIONS');
    expect(options.status).toBe(204);
    expect(options.allow).toBe('GET, HEAD');
  });
});

describe('TRUST_PROXY believes only the hop the proxy appended', () => {
  it('limits by the rightmost X-Forwarded-For entry, whatever the client forged before it', async () => {
    const gateway = await startGateway({ TRUST_PROXY: 'true', LOGIN_LIMIT_PER_IP: '3' });
    try {
      const attempt = (forwardedFor: string) =>
        fetch(`${gateway.url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: gateway.url, 'x-forwarded-for': forwardedFor },
          body: JSON.stringify({ email: email(), password: 'not the password' }),
        }).then((r) => r.status);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push(await attempt(`198.51.100.${i}, 203.0.113.7`));
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect(await attempt('198.51.100.99, 203.0.113.8')).toBe(401);
    } finally {
      await gateway.stop();
    }
  });
});

describe('signed-out calls are limited per address', () => {
  it('answers 429 past PUBLIC_LIMIT_PER_IP, counting every public read and answer and the public pages', async () => {
    const gateway = await startGateway({ PUBLIC_LIMIT_PER_IP: '6', QUOTES_URL: 'http://127.0.0.1:9', INVOICES_URL: 'http://127.0.0.1:9' });
    try {
      const calls: [string, string][] = [
        ['GET', `/api/quotes/${ID}/public`],
        ['PATCH', `/api/quotes/${ID}/public/view`],
        ['PATCH', `/API/QUOTES/${ID}/PUBLIC/APPROVE/`],
        ['PATCH', `/api/quotes/${ID}/public/reject`],
        ['GET', `/api/invoices/${ID}/public`],
        ['GET', `/api/invoices/${ID}/items/public`],
      ];
      for (const [method, path] of calls) expect((await fetch(`${gateway.url}${path}`, { method })).status, path).not.toBe(429);
      const limited = await fetch(`${gateway.url}/api/quotes/${ID}/public/deposit-payment`, { method: 'POST' });
      expect(limited.status).toBe(429);
      expect((await limited.json()).error.message).toBe('Too many requests from your address. Please wait a few minutes and try again.');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await fetch(`${gateway.url}/api/receipts/${ID}/public/download`)).status).toBe(429);
      // Owner calls are not public calls.
      const sam = new Browser(gateway.url);
      expect((await sam.signUp(email())).status).toBe(200);
      expect((await sam.request('GET', '/api/clients')).status).toBe(200);
    } finally {
      await gateway.stop();
    }
  });
});
