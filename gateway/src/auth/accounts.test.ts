import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AccountMessages } from '@cobber/contracts';
import { connect, IDENTITY_HEADER, verifyIdentity, type Knex } from '@cobber/kit';
import { startSmtpServer, TEST_IDENTITY_SECRET, type TestSmtpServer } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startGateway, type RunningGateway } from '../testing/gateway.ts';
import { hashPassword } from './users.ts';

const APP = 'http://cobber.test';
const email = () => `owner-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** Stands where a service would: answers the owner the gateway asserted to it. */
async function startIdentityEcho(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(verifyIdentity(req.headers[IDENTITY_HEADER] as string | undefined, TEST_IDENTITY_SECRET)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function until<T>(find: () => T | undefined, ms = 5_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('accounts outside the embedded default (email confirmation required)', () => {
  let smtp: TestSmtpServer;
  let echo: Awaited<ReturnType<typeof startIdentityEcho>>;
  let gateway: RunningGateway;
  let db: Knex;

  const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
  const linkIn = async (address: string, subject: string, nth = 0) => {
    const mail = await until(() => mailsTo(address).filter((m) => m.mail.subject === subject)[nth]);
    return /https?:\/\/\S+token=([\w-]+)/.exec(mail.mail.text ?? '')!;
  };
  const asserted = async (browser: Browser) => (await browser.request('GET', '/api/quotes')).json();

  async function signedUpOwner(address = email(), password = 'correct horse battery'): Promise<Browser> {
    const browser = new Browser(gateway.url);
    expect((await browser.signUp(address, password)).status).toBe(202);
    const [, token] = await linkIn(address, 'Finish signing up to Cobber');
    expect((await browser.request('POST', '/api/signup/finish', { token })).status).toBe(200);
    return browser;
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    echo = await startIdentityEcho();
    gateway = await startGateway({
      SMTP_URL: smtp.url,
      PUBLIC_URL: APP,
      REQUIRE_EMAIL_CONFIRMATION: 'true',
      QUOTES_URL: echo.url,
      LOGIN_LIMIT_PER_IP: '1000',
      ACCOUNT_MAIL_LIMIT_PER_EMAIL: '3',
    });
    db = connect(gateway.databaseUrl, 'identity');
  });
  afterAll(async () => {
    await db.destroy();
    await gateway.stop();
    await smtp.stop();
    await new Promise((resolve) => echo.server.close(resolve));
  });

  it('answers sign-up the same whether or not the address has an account, and mails the link or a note', async () => {
    const taken = email();
    await signedUpOwner(taken);
    const fresh = email();
    const answers = [];
    for (const address of [taken, fresh]) {
      const browser = new Browser(gateway.url);
      const response = await browser.signUp(address, 'another password');
      answers.push({ status: response.status, body: await response.json(), cookies: response.headers.getSetCookie() });
      expect((await browser.request('GET', '/api/auth/user')).status).toBe(401);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual({ status: 202, body: { message: 'Check your email to finish signing up' }, cookies: [] });
    const note = await until(() => mailsTo(taken).find((m) => m.mail.subject === 'You already have a Cobber account'));
    expect(note.mail.text).toContain(`${APP}/forgot-password`);
    const [link] = await linkIn(fresh, 'Finish signing up to Cobber');
    expect(link).toMatch(new RegExp(`^${APP}/finish-signup\\?token=`));
    const form = await new Browser(gateway.url).request(
      'POST',
      '/api/login',
      new URLSearchParams({ email: email(), password: 'long enough pw', mode: 'signup', firstName: 'Jo' }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/?notice=check_email_to_finish_sign_up');
  });

  it('makes the account from the link, once: signed in, and its email confirmed for the services', async () => {
    const address = email();
    const browser = new Browser(gateway.url);
    await browser.signUp(address, 'correct horse battery', true);
    const [, token] = await linkIn(address, 'Finish signing up to Cobber');
    const finished = await browser.request('POST', '/api/signup/finish', { token });
    expect(finished.status).toBe(200);
    expect((await finished.json()).user).toMatchObject({ email: address, firstName: 'Sam' });
    expect(browser.lastSetCookies.find((c) => c.startsWith('cobber.sid='))).toMatch(/expires=/i);
    expect(await asserted(browser)).toMatchObject({ email: address, emailConfirmed: true });
    const again = await new Browser(gateway.url).request('POST', '/api/signup/finish', { token });
    expect(again.status).toBe(400);
    expect((await again.json()).error.message).toBe(AccountMessages.linkUsedOrExpired);
    expect((await new Browser(gateway.url).logIn(address)).status).toBe(200);
  });

  it('resets a forgotten password with a single-use link valid 30 minutes, ending every other session', async () => {
    const address = email();
    const phone = await signedUpOwner(address, 'old password 1');
    const laptop = new Browser(gateway.url);
    expect((await laptop.logIn(address, 'old password 1')).status).toBe(200);

    const stranger = new Browser(gateway.url);
    const asked = await stranger.request('POST', '/api/password-reset', { email: address.toUpperCase() });
    const unknown = await stranger.request('POST', '/api/password-reset', { email: email() });
    expect([asked.status, await asked.json()]).toEqual([202, { message: "If an account exists for that email, we've sent a link to reset the password." }]);
    expect([unknown.status, await unknown.json()]).toEqual([202, { message: "If an account exists for that email, we've sent a link to reset the password." }]);
    const [link, token] = await linkIn(address, 'Reset your Cobber password');
    expect(link).toMatch(new RegExp(`^${APP}/reset-password\\?token=`));
    const row = await db('account_tokens').where({ purpose: 'password_reset', email: address }).first();
    expect(row.token_hash).not.toContain(token!);
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(30 * 60_000);

    const tooShort = await stranger.request('POST', '/api/password-reset/confirm', { token, password: 'short' });
    expect(tooShort.status).toBe(400);
    expect((await tooShort.json()).error.fields.password).toBe('Password must be at least 8 characters');
    const reset = await stranger.request('POST', '/api/password-reset/confirm', { token, password: 'new password 2' });
    expect(reset.status).toBe(200);
    expect((await stranger.request('GET', '/api/auth/user')).status).toBe(200);
    for (const other of [phone, laptop]) expect((await other.request('GET', '/api/auth/user')).status).toBe(401);
    expect((await new Browser(gateway.url).logIn(address, 'old password 1')).status).toBe(401);
    expect((await new Browser(gateway.url).logIn(address, 'new password 2')).status).toBe(200);
    expect((await stranger.request('POST', '/api/password-reset/confirm', { token, password: 'third password 3' })).status).toBe(400);
  });

  it('refuses a reset link once 30 minutes have passed', async () => {
    const address = email();
    await signedUpOwner(address);
    await new Browser(gateway.url).request('POST', '/api/password-reset', { email: address });
    const [, token] = await linkIn(address, 'Reset your Cobber password');
    await db('account_tokens').where({ purpose: 'password_reset', email: address }).update({ expires_at: db.raw(`now() - interval '1 second'`) });
    const expired = await new Browser(gateway.url).request('POST', '/api/password-reset/confirm', { token, password: 'new password 2' });
    expect(expired.status).toBe(400);
    expect((await new Browser(gateway.url).logIn(address)).status).toBe(200);
  });

  it('answers form posts of the reset pages with 303 to the next page', async () => {
    const address = email();
    await signedUpOwner(address);
    const browser = new Browser(gateway.url);
    const form = (path: string, fields: Record<string, string>) =>
      browser.request('POST', path, new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    const asked = await form('/api/password-reset', { email: address });
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe('/forgot-password?notice=reset_sent');
    const [, token] = await linkIn(address, 'Reset your Cobber password');
    const short = await form('/api/password-reset/confirm', { token: token!, password: 'short' });
    expect(short.headers.get('location')).toBe(`/reset-password?token=${token}&error=password_too_short`);
    const done = await form('/api/password-reset/confirm', { token: token!, password: 'a new password' });
    expect([done.status, done.headers.get('location')]).toEqual([303, '/']);
    expect((await browser.request('GET', '/api/auth/user')).status).toBe(200);
    const again = await form('/api/password-reset/confirm', { token: token!, password: 'a newer password' });
    expect(again.headers.get('location')).toBe('/forgot-password?error=link_used_or_expired');
    const sent = await form('/api/email-confirmation', {});
    expect(sent.headers.get('location')).toBe('/confirm-email?notice=already_confirmed');
  });

  it('limits reset requests per email, the same whether or not the account exists', async () => {
    const [existing, unknown] = [email(), email()];
    await signedUpOwner(existing);
    // A sign-up asked for each address (finished for one only) counts as one mail asked for.
    await new Browser(gateway.url).signUp(unknown);
    for (const address of [existing, unknown]) {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await new Browser(gateway.url).request('POST', '/api/password-reset', { email: address })).status);
      expect(statuses, address).toEqual([202, 202, 429]);
    }
  });

  it('asks an account made before confirmation existed to confirm its email, and then tells the services', async () => {
    const address = email();
    await db('users').insert({ id: crypto.randomUUID(), email: address, first_name: 'Old', password_hash: await hashPassword('correct horse battery') });
    const owner = new Browser(gateway.url);
    expect((await owner.logIn(address)).status).toBe(200);
    expect(await asserted(owner)).toMatchObject({ email: address, emailConfirmed: false });
    const sent = await owner.request('POST', '/api/email-confirmation');
    expect([sent.status, await sent.json()]).toEqual([202, { message: AccountMessages.confirmationSent }]);
    const [link, token] = await linkIn(address, 'Confirm your email address for Cobber');
    expect(link).toMatch(new RegExp(`^${APP}/confirm-email\\?token=`));
    // Opened on another device, signed out.
    const confirmed = await new Browser(gateway.url).request('POST', '/api/email-confirmation/confirm', { token });
    expect([confirmed.status, await confirmed.json()]).toEqual([200, { message: AccountMessages.emailConfirmed }]);
    expect(await asserted(owner)).toMatchObject({ email: address, emailConfirmed: true });
    expect((await new Browser(gateway.url).request('POST', '/api/email-confirmation/confirm', { token })).status).toBe(400);
    expect((await new Browser(gateway.url).request('POST', '/api/email-confirmation')).status).toBe(401);
  });
});

describe('accounts in the embedded default (no confirmation required)', () => {
  it('signs a new account in at once and asserts every owner as confirmed', async () => {
    const echo = await startIdentityEcho();
    const gateway = await startGateway({ QUOTES_URL: echo.url });
    try {
      const browser = new Browser(gateway.url);
      expect((await browser.signUp(email())).status).toBe(200);
      expect(await (await browser.request('GET', '/api/quotes')).json()).toMatchObject({ emailConfirmed: true });
    } finally {
      await gateway.stop();
      await new Promise((resolve) => echo.server.close(resolve));
    }
  });

  it('limits sign-ups per address like sign-ins', async () => {
    const gateway = await startGateway({ LOGIN_LIMIT_PER_IP: '3' });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await new Browser(gateway.url).signUp(email())).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await gateway.stop();
    }
  });
});
