import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startGateway, type RunningGateway } from '../testing/gateway.ts';

const email = () => `owner-${crypto.randomUUID().slice(0, 8)}@example.com`;

describe('sign-in contract', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startGateway({ LOGIN_LIMIT_PER_EMAIL_AND_IP: '5', LOGIN_LIMIT_PER_IP: '1000' });
  });
  afterAll(() => gateway.stop());

  it('signs up with a first name and answers the user, who is then signed in', async () => {
    const browser = new Browser(gateway.url);
    const address = email();
    const response = await browser.signUp(address);
    expect(response.status).toBe(200);
    const { user } = await response.json();
    expect(user).toMatchObject({ email: address, firstName: 'Sam' });
    const me = await browser.request('GET', '/api/auth/user');
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual(user);
  });

  it('refuses a second account with the same email (any case) and a bad sign-up', async () => {
    const address = email();
    await new Browser(gateway.url).signUp(address);
    expect((await new Browser(gateway.url).signUp(address.toUpperCase())).status).toBe(409);
    const weak = await new Browser(gateway.url).request('POST', '/api/login', { email: email(), password: 'short', mode: 'signup', firstName: 'A' });
    expect(weak.status).toBe(400);
    expect((await weak.json()).error.fields.password).toBe('Password must be at least 8 characters');
    const noName = await new Browser(gateway.url).request('POST', '/api/login', { email: email(), password: 'long enough pw', mode: 'signup' });
    expect((await noName.json()).error.fields.firstName).toBe('First name is required');
  });

  it('names every problem of a sign-up at once, a taken email among them, each by its field', async () => {
    const address = email();
    await new Browser(gateway.url).signUp(address);
    const taken = await new Browser(gateway.url).signUp(address);
    expect((await taken.json()).error.fields).toEqual({ email: 'An account with this email already exists. Log in instead.' });
    const both = await new Browser(gateway.url).request('POST', '/api/login', { email: address.toUpperCase(), password: 'short', mode: 'signup', firstName: '' });
    expect(both.status).toBe(400);
    expect((await both.json()).error.fields).toEqual({
      email: 'An account with this email already exists. Log in instead.',
      password: 'Password must be at least 8 characters',
      firstName: 'First name is required',
    });
  });

  it('signs in with the right password only', async () => {
    const address = email();
    await new Browser(gateway.url).signUp(address);
    const browser = new Browser(gateway.url);
    const wrong = await browser.logIn(address, 'not the password');
    expect(wrong.status).toBe(401);
    expect((await browser.request('GET', '/api/auth/user')).status).toBe(401);
    expect((await browser.logIn(address)).status).toBe(200);
    expect((await browser.request('GET', '/api/auth/user')).status).toBe(200);
  });

  it('answers form posts with 303 to / or to /?error= and the code of the message', async () => {
    const address = email();
    const browser = new Browser(gateway.url);
    const form = (fields: Record<string, string>) =>
      browser.request('POST', '/api/login', new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    const signedUp = await form({ email: address, password: 'correct horse battery', mode: 'signup', firstName: 'Jo', remember: 'on' });
    expect(signedUp.status).toBe(303);
    expect(signedUp.headers.get('location')).toBe('/');
    expect((await browser.request('GET', '/api/auth/user')).status).toBe(200);
    const failed = await new Browser(gateway.url).request(
      'POST',
      '/api/login',
      new URLSearchParams({ email: address, password: 'nope nope' }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toBe('/?error=bad_password');
    const get = await browser.request('GET', '/api/login');
    expect(get.status).toBe(303);
    expect(get.headers.get('location')).toBe('/');
  });

  it('rotates the session id at sign-in; the old id no longer works', async () => {
    const address = email();
    const browser = new Browser(gateway.url);
    await browser.signUp(address);
    const before = browser.cookies.get('cobber.sid');
    const stolen = browser.cookieHeader();
    await browser.logIn(address);
    const after = browser.cookies.get('cobber.sid');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const withOld = await fetch(`${gateway.url}/api/auth/user`, { headers: { cookie: stolen } });
    expect(withOld.status).toBe(401);
  });

  it('keeps a Remember Me session 30 days, otherwise a browser session; cookies are HttpOnly and SameSite=Lax', async () => {
    const remembered = new Browser(gateway.url);
    await remembered.signUp(email(), 'correct horse battery', true);
    const cookie = remembered.lastSetCookies.find((c) => c.startsWith('cobber.sid='))!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    const expires = new Date(/expires=([^;]+)/i.exec(cookie)![1]!).getTime();
    expect(expires - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    expect(expires - Date.now()).toBeLessThan(30.1 * 86_400_000);
    const browserOnly = new Browser(gateway.url);
    await browserOnly.signUp(email());
    const sessionCookie = browserOnly.lastSetCookies.find((c) => c.startsWith('cobber.sid='))!;
    expect(sessionCookie).not.toMatch(/expires=|max-age=/i);
  });

  it('signs out with GET /api/logout (303 to /) from the app, and the session is gone', async () => {
    const fromTheApp: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', referer: `${gateway.url}/settings` },
      // Typed in the address bar, or a bookmark.
      { 'sec-fetch-site': 'none' },
      // A browser that does not send Sec-Fetch-Site: its Referer or Origin is the app's.
      { referer: `${gateway.url}/settings` },
      { origin: gateway.url },
    ];
    for (const headers of fromTheApp) {
      const browser = new Browser(gateway.url);
      await browser.signUp(email());
      const copy = browser.cookieHeader();
      const out = await browser.request('GET', '/api/logout', undefined, headers);
      expect(out.status).toBe(303);
      expect(out.headers.get('location')).toBe('/');
      expect((await fetch(`${gateway.url}/api/auth/user`, { headers: { cookie: copy } })).status).toBe(401);
    }
  });

  it('goes home from a sign-out that is not the app’s own (303 to /) and keeps the session', async () => {
    const browser = new Browser(gateway.url);
    await browser.signUp(email());
    const notTheApp: Record<string, string>[] = [
      {},
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'same-site', referer: 'https://other.localhost/page' },
      { origin: 'https://evil.example' },
      { origin: 'null', referer: `${gateway.url}/` },
      { referer: 'https://evil.example/page' },
      { 'sec-fetch-site': 'cross-site', referer: `${gateway.url}/` },
      { 'sec-fetch-site': 'none', referer: 'https://evil.example/page' },
    ];
    for (const headers of notTheApp) {
      const ignored = await browser.request('GET', '/api/logout', undefined, headers);
      expect(ignored.status).toBe(303);
      expect(ignored.headers.get('location')).toBe('/');
      expect((await browser.request('GET', '/api/auth/user')).status).toBe(200);
    }
    const own = await browser.request('GET', '/api/logout', undefined, { 'sec-fetch-site': 'same-origin', referer: `${gateway.url}/` });
    expect(own.status).toBe(303);
    expect((await browser.request('GET', '/api/auth/user')).status).toBe(401);
  });

  it('never blocks an owner who keeps signing in with the right password', async () => {
    const address = email();
    await new Browser(gateway.url).signUp(address);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await new Browser(gateway.url).logIn(address)).status);
    expect(statuses).toEqual(Array(10).fill(200));
  });

  it('limits wrong passwords for an email from one address with 429, the right one included once the limit is reached', async () => {
    const address = email();
    await new Browser(gateway.url).signUp(address);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await new Browser(gateway.url).logIn(address, 'wrong password')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const limited = await new Browser(gateway.url).logIn(address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('sign-in limit per address', () => {
  it('answers 429 after too many attempts from one address, whatever the email', async () => {
    const gateway = await startGateway({ LOGIN_LIMIT_PER_IP: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await new Browser(gateway.url).logIn(email(), 'whatever pw')).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await gateway.stop();
    }
  });
});
