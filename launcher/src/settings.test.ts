import { existsSync } from 'node:fs';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { findFreePort } from '@cobber/kit';
import { createTestDatabase, greyPng, startSmtpServer, type TestSmtpServer } from '@cobber/kit/testing';
import { startFakeStripe } from '@cobber/payments/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDatabaseUrl, startCobber, type RunningCobber } from './testing/power-cut.ts';
import { MAIN, queryDatabase, READY, scratchFolder, startFakeOpenAi, stripeSignature, visitor } from './testing/settings-world.ts';

/**
 * Every setting honoured once: `npm start` takes each package's settings as
 * the README lists them (the gateway's, the services', its own), through each package's
 * own declaration. Each start below covers several settings and checks each takes effect;
 * settings-refused.test.ts checks a bad value stops it.
 */

let smtp: TestSmtpServer;
const running: RunningCobber[] = [];
const folders: { remove(): Promise<void> }[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
});

afterAll(async () => {
  for (const cobber of running) await cobber.app.kill('SIGTERM');
  for (const folder of folders) await folder.remove();
  await smtp.stop();
});

async function start(env: Record<string, string>): Promise<RunningCobber> {
  const cobber = await startCobber(MAIN, { PORT: '0', BACKUP_EVERY_HOURS: '0', ...env }, READY);
  running.push(cobber);
  return cobber;
}

async function folder(): Promise<string> {
  const scratch = await scratchFolder();
  folders.push(scratch);
  return scratch.dir;
}

const mailTo = (address: string) => smtp.received.find((mail) => mail.to.includes(address));

describe('npm start takes every setting the README lists', () => {
  it('the gateway: sign-in, public and account-mail limits, TRUST_PROXY, email confirmation, its mail, FRONTENDS_DIR, PORT, HOST, DATABASE_URL, LOG_LEVEL', async () => {
    const scratch = await folder();
    const frontends = path.join(scratch, 'frontends');
    await mkdir(path.join(frontends, 'shell', 'dist'), { recursive: true });
    await writeFile(path.join(frontends, 'shell', 'dist', 'index.html'), '<!doctype html><title>the shell from FRONTENDS_DIR</title>');
    const databaseUrl = await createTestDatabase();
    const port = await findFreePort();
    const cobber = await start({
      PORT: String(port),
      DATA_DIR: path.join(scratch, 'data'),
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: 'true',
      LOGIN_LIMIT_PER_IP: '2',
      LOGIN_LIMIT_PER_EMAIL: '2',
      LOGIN_LIMIT_PER_EMAIL_AND_IP: '1',
      LOGIN_DELAY_MAX_SECONDS: '1',
      ALLOWED_HOSTS: 'cobber.lan',
      LOGIN_LIMIT_WINDOW_SECONDS: '8',
      PUBLIC_LIMIT_PER_IP: '2',
      PUBLIC_LIMIT_WINDOW_SECONDS: '8',
      ACCOUNT_MAIL_LIMIT_PER_EMAIL: '1',
      REQUIRE_EMAIL_CONFIRMATION: 'true',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Sparky Accounts <accounts@sparky.example>',
      FRONTENDS_DIR: frontends,
      LOG_LEVEL: 'silent',
    });
    expect(cobber.url).toBe(`http://localhost:${port}`);
    const from = (address: string) => visitor(cobber.url, { 'x-forwarded-for': address });
    const signIn = (address: string, email: string) => from(address).call('POST', '/api/login', { email, password: 'not the password' });
    // Each window starts at its address's first call, which is over by the time it answers.
    const windowsOpened: number[] = [];
    const firstOfWindow = async (call: Promise<Response>) => {
      const response = await call;
      windowsOpened.push(Date.now());
      return response;
    };

    // LOGIN_LIMIT_PER_IP, counted per client address as the proxy names it (TRUST_PROXY).
    const attempts = [(await firstOfWindow(signIn('203.0.113.1', 'nobody1@example.com'))).status];
    for (const n of [2, 3]) attempts.push((await signIn('203.0.113.1', `nobody${n}@example.com`)).status);
    expect(attempts).toEqual([401, 401, 429]);
    expect((await signIn('203.0.113.2', 'nobody4@example.com')).status).toBe(401);
    // LOGIN_LIMIT_PER_EMAIL: failed sign-ins for one email, from anywhere, then each attempt
    // waits (LOGIN_DELAY_MAX_SECONDS at most) and a wrong one answers 429.
    const perEmail = [];
    for (const n of [1, 2]) perEmail.push((await signIn(`203.0.113.1${n}`, 'sam@example.com')).status);
    const slowed = Date.now();
    perEmail.push((await signIn('203.0.113.13', 'sam@example.com')).status);
    expect(perEmail).toEqual([401, 401, 429]);
    expect(Date.now() - slowed).toBeGreaterThanOrEqual(950);
    // LOGIN_LIMIT_PER_EMAIL_AND_IP: failed sign-ins for one email from one address.
    expect([(await signIn('203.0.113.14', 'pat@example.com')).status, (await signIn('203.0.113.14', 'pat@example.com')).status]).toEqual([401, 429]);
    // ALLOWED_HOSTS: a name the app answers to besides this machine's; any other is 421.
    expect((await from('203.0.113.15').call('GET', '/api/health', undefined, { 'x-forwarded-host': 'cobber.lan' })).status).toBe(200);
    expect((await from('203.0.113.15').call('GET', '/api/health', undefined, { 'x-forwarded-host': 'rebind.example' })).status).toBe(421);
    // PUBLIC_LIMIT_PER_IP: signed-out calls per address.
    const publicCall = () => from('203.0.113.31').call('GET', `/api/quotes/${crypto.randomUUID()}/public`);
    const publicCalls = [(await firstOfWindow(publicCall())).status, (await publicCall()).status, (await publicCall()).status];
    expect(publicCalls[2]).toBe(429);
    expect(publicCalls.slice(0, 2)).not.toContain(429);

    // TRUST_PROXY: X-Forwarded-Proto https counts as HTTPS (HSTS).
    expect((await from('203.0.113.41').call('GET', '/api/health', undefined, { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toMatch(/max-age/);
    expect((await from('203.0.113.41').call('GET', '/api/health')).headers.get('strict-transport-security')).toBeNull();

    // REQUIRE_EMAIL_CONFIRMATION: sign-up is email-first; the link goes through SMTP_URL from MAIL_FROM.
    const email = `owner-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const signUp = { mode: 'signup', email, password: 'correct horse battery', firstName: 'Sam' };
    const asked = await from('203.0.113.51').call('POST', '/api/login', signUp);
    expect(asked.status).toBe(202);
    await expect.poll(() => mailTo(email), { timeout: 10_000 }).toBeDefined();
    const mail = mailTo(email)!.mail;
    expect(mail.from?.value[0]?.address).toBe('accounts@sparky.example');
    const link = /(http\S+\/finish-signup\?token=[\w-]+)/.exec(mail.text ?? '')?.[1];
    expect(link).toMatch(new RegExp(`^http://localhost:${port}/`));
    // ACCOUNT_MAIL_LIMIT_PER_EMAIL: a second mail to that address within the hour.
    expect((await from('203.0.113.52').call('POST', '/api/login', signUp)).status).toBe(429);
    const finished = await from('203.0.113.53').call('POST', '/api/signup/finish', { token: new URL(link!).searchParams.get('token') });
    expect(finished.status).toBe(200);
    // DATABASE_URL: the account is in that database.
    expect(await queryDatabase(databaseUrl, 'select email from identity.users where email = $1', [email])).toHaveLength(1);

    // FRONTENDS_DIR: the shell is served from there.
    expect(await (await fetch(`${cobber.url}/`)).text()).toContain('the shell from FRONTENDS_DIR');
    // HOST=127.0.0.1: not reachable on the machine's other addresses.
    const other = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    if (other) expect(await connects(other.address, port)).toBe(false);

    // LOGIN_ and PUBLIC_LIMIT_WINDOW_SECONDS: after the window, the same address is let in again.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.max(...windowsOpened) + 8_200 - Date.now())));
    expect((await signIn('203.0.113.1', 'nobody5@example.com')).status).toBe(401);
    expect((await publicCall()).status).not.toBe(429);

    // LOG_LEVEL=silent: nothing but the line saying where Cobber is.
    expect(cobber.app.lines).toEqual([expect.stringMatching(READY)]);
  });

  it('the services: PUBLIC_URL in mailed links, MAIL_FROM, the daily mail limit, OpenAI, Stripe', async () => {
    const openAi = await startFakeOpenAi();
    const stripe = await startFakeStripe();
    try {
      const webhookSecret = 'whsec_settings_test';
      const cobber = await start({
        DATA_DIR: path.join(await folder(), 'data'),
        DATABASE_URL: await createTestDatabase(),
        PUBLIC_URL: 'https://cobber.example',
        // Behind a TLS proxy, which is what an https PUBLIC_URL means.
        TRUST_PROXY: 'true',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Sparky Electrical <hello@sparky.example>',
        MAIL_LIMIT_PER_OWNER_PER_DAY: '1',
        OPENAI_API_KEY: 'sk-settings-test',
        OPENAI_BASE_URL: openAi.url,
        OPENAI_MODEL: 'gpt-settings-test',
        OPENAI_TRANSCRIBE_MODEL: 'gpt-transcribe-settings-test',
        STRIPE_SECRET_KEY: 'sk_test_settings',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_settings',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_BASE: stripe.url,
      });
      const owner = visitor(cobber.url, { origin: 'https://cobber.example', 'x-forwarded-proto': 'https' });
      const signedUp = await owner.call('POST', '/api/login', { mode: 'signup', email: `owner-${crypto.randomUUID().slice(0, 8)}@example.com`, password: 'correct horse battery', firstName: 'Sam' });
      expect(signedUp.status).toBe(200);
      // PUBLIC_URL https: the session cookie is Secure.
      expect(signedUp.headers.getSetCookie().join('\n')).toMatch(/cobber\.sid=[^\n]*; secure/i);
      expect((await owner.call('POST', '/api/business', { name: 'Sparky Electrical', applyGST: true })).status).toBe(201);
      const client = (await (await owner.call('POST', '/api/clients', { name: 'Zoe Nguyen', email: 'zoe@example.com' })).json()) as { id: string };
      const quote = async (title: string) => {
        const response = await owner.call('POST', '/api/quotes', {
          clientId: client.id,
          clientName: 'Zoe Nguyen',
          clientEmail: 'zoe@example.com',
          title,
          items: [{ description: 'Switchboard upgrade', quantity: 1, unitPrice: 500, type: 'labor' }],
        });
        expect(response.status).toBe(201);
        return ((await response.json()) as { id: string }).id;
      };
      const first = await quote('Switchboard');
      const second = await quote('Downlights');
      // The quotes service prices and mails with the business it has heard of: a draft
      // priced before is repriced with GST when it hears (a new revision), and an email
      // sent of the old price would not mark it sent and would use the day's one email.
      const charged = async (id: string) => ((await (await owner.call('GET', `/api/quotes/${id}`)).json()) as { taxAmount: string }).taxAmount;
      await expect.poll(() => charged(first), { timeout: 30_000, interval: 250 }).not.toBe('0.00');
      await expect.poll(() => charged(second), { timeout: 30_000, interval: 250 }).not.toBe('0.00');
      expect((await owner.call('POST', `/api/quotes/${first}/send`)).status).toBe(200);
      const sent = smtp.received.find((mail) => mail.to.includes('zoe@example.com') && (mail.mail.text ?? '').includes(first))?.mail;
      expect(sent?.from?.value[0]?.address).toBe('hello@sparky.example');
      expect(sent?.text).toContain(`https://cobber.example/quote/${first}`);
      // MAIL_LIMIT_PER_OWNER_PER_DAY=1: the day's one email is used.
      expect((await owner.call('POST', `/api/quotes/${second}/send`)).status).toBe(429);

      // OPENAI_*: drafting asks that server, with that key, for that model.
      await owner.call('POST', '/api/generate-quote', { jobDescription: 'Three double power points along the kitchen bench' });
      expect(openAi.calls).toEqual([{ path: '/v1/chat/completions', authorization: 'Bearer sk-settings-test', model: 'gpt-settings-test' }]);
      // OPENAI_TRANSCRIBE_MODEL: a voice note (a WAV's header is what the service checks) goes to that model.
      const voiceNote = new FormData();
      voiceNote.append('audio', new Blob([Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(28)])]), 'note.wav');
      expect((await owner.call('POST', '/api/transcribe', voiceNote)).status).toBe(200);
      expect(openAi.calls.at(-1)).toMatchObject({ path: '/v1/audio/transcriptions', authorization: 'Bearer sk-settings-test', model: 'gpt-transcribe-settings-test' });

      // STRIPE_*: the publishable key is handed out; a webhook signed with the secret is
      // taken, and its PaymentIntent read back from STRIPE_API_BASE with the secret key.
      expect(await (await owner.call('GET', '/api/payments/config')).json()).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_settings' });
      const event = JSON.stringify({ id: 'evt_settings', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_settings' } } });
      const webhook = await fetch(`${cobber.url}/api/payments/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(event, webhookSecret) },
        body: event,
      });
      expect(webhook.status).not.toBe(400);
      expect(stripe.requests).toContainEqual(expect.objectContaining({ method: 'GET', path: '/v1/payment_intents/pi_settings', authorization: 'Bearer sk_test_settings' }));
    } finally {
      await openAi.stop();
      await stripe.stop();
    }
  });

  it('its own: DATA_DIR, COBBER_FRESH, EMBEDDED_POSTGRES_PORT, BACKUP_*; MAILBOX_DIR, UPLOAD_DIR, the daily text limit and its demo defaults', async () => {
    const scratch = await folder();
    const dataDir = path.join(scratch, 'data');
    const backups = path.join(scratch, 'backups');
    const mailbox = path.join(scratch, 'mailbox');
    const uploads = path.join(scratch, 'logos');
    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, 'left-from-before.txt'), 'old');
    // A backup an hour old: due with BACKUP_EVERY_HOURS=0.5 (not with the default 24), and
    // the one deleted with BACKUP_KEEP=1.
    await mkdir(backups);
    const old = path.join(backups, 'cobber-backup-20200101-000000.tar.gz');
    await writeFile(old, 'an old backup');
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(old, hourAgo, hourAgo);
    const postgresPort = String(await findFreePort());
    const cobber = await start({
      DATA_DIR: dataDir,
      COBBER_FRESH: '1',
      EMBEDDED_POSTGRES_PORT: postgresPort,
      BACKUP_DIR: backups,
      BACKUP_EVERY_HOURS: '0.5',
      BACKUP_KEEP: '1',
      MAILBOX_DIR: mailbox,
      UPLOAD_DIR: uploads,
      SMS_LIMIT_PER_OWNER_PER_DAY: '1',
    });
    // COBBER_FRESH: the folder was emptied; DATA_DIR keeps the secrets; the database is on its port.
    expect(existsSync(path.join(dataDir, 'left-from-before.txt'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(true);
    const databaseUrl = await embeddedDatabaseUrl(dataDir, postgresPort);
    expect(await queryDatabase(databaseUrl, 'select 1 as one')).toEqual([{ one: 1 }]);

    // Its demo defaults: sign-up signs in at once, cards through the built-in test provider.
    const owner = visitor(cobber.url);
    expect((await owner.call('POST', '/api/login', { mode: 'signup', email: `owner-${crypto.randomUUID().slice(0, 8)}@example.com`, password: 'correct horse battery', firstName: 'Sam' })).status).toBe(200);
    expect(await (await owner.call('GET', '/api/payments/config')).json()).toMatchObject({ provider: 'test', testMode: true });
    expect((await owner.call('POST', '/api/business', { name: 'Sparky Electrical', applyGST: true })).status).toBe(201);

    // UPLOAD_DIR: the logo is kept there.
    const logo = new FormData();
    logo.append('logo', new Blob([new Uint8Array(greyPng(64, 64))], { type: 'image/png' }), 'logo.png');
    expect((await owner.call('POST', '/api/upload-logo', logo)).status).toBe(201);
    expect(await readdir(path.join(uploads, 'logos'))).toHaveLength(1);
    // UPLOAD_DIR: a quote's job photo too, its two sizes served with the owner's session only.
    const client = (await (await owner.call('POST', '/api/clients', { name: 'Zoe Nguyen', email: 'zoe@example.com' })).json()) as { id: string };
    const quote = await owner.call('POST', '/api/quotes', { clientId: client.id, clientName: 'Zoe Nguyen', clientEmail: 'zoe@example.com', title: 'Switchboard', items: [{ description: 'Labour', quantity: 1, unitPrice: 90, type: 'labor' }] });
    expect(quote.status).toBe(201);
    const photo = new FormData();
    photo.append('photo', new Blob([new Uint8Array(greyPng(64, 64))], { type: 'image/png' }), 'IMG_0001.PNG');
    const added = await owner.call('POST', `/api/quotes/${((await quote.json()) as { id: string }).id}/photos`, photo);
    expect(added.status).toBe(201);
    expect(await readdir(path.join(uploads, 'photos'))).toHaveLength(2);
    const { url } = (await added.json()) as { url: string };
    expect((await owner.call('GET', url)).headers.get('content-type')).toBe('image/jpeg');
    expect((await visitor(cobber.url).call('GET', url)).status).toBe(401);

    // MAILBOX_DIR and SMS_LIMIT_PER_OWNER_PER_DAY=1: the day's one text lands in that mailbox.
    const receipt = async () => {
      const response = await owner.call('POST', '/api/receipts', {
        clientName: 'Zoe Nguyen',
        clientPhone: '0412 345 678',
        paymentAmount: '100.00',
        paymentMethod: 'Cash',
        paymentDate: new Date().toISOString(),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const [first, second] = [await receipt(), await receipt()];
    await expect.poll(async () => (await owner.call('POST', `/api/receipts/${first}/send`, { method: 'sms' })).status, { timeout: 20_000, interval: 250 }).toBe(200);
    expect((await readdir(mailbox)).filter((name) => name.includes('-sms-'))).toHaveLength(1);
    expect((await owner.call('POST', `/api/receipts/${second}/send`, { method: 'sms' })).status).toBe(429);
    // UPLOAD_DIR: a receipt's job photo too (the invoices service's), its thumbnail on the receipt list.
    const receiptPhoto = await owner.call('POST', `/api/receipts/${second}/photos`, photo);
    expect(receiptPhoto.status).toBe(201);
    expect(await readdir(path.join(uploads, 'photos'))).toHaveLength(4);
    const { thumbnailUrl } = (await receiptPhoto.json()) as { thumbnailUrl: string };
    const listed = (await (await owner.call('GET', '/api/receipts')).json()) as { id: string; beforePhotoUrl: string | null }[];
    expect(listed.find((one) => one.id === second)?.beforePhotoUrl).toBe(thumbnailUrl);
    expect((await owner.call('GET', thumbnailUrl)).headers.get('content-type')).toBe('image/jpeg');

    // BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP: a new backup there, the old one gone.
    await expect.poll(() => readdir(backups), { timeout: 30_000, interval: 500 }).toEqual([expect.stringMatching(/^cobber-backup-(?!20200101)\d{8}-\d{6}\.tar\.gz$/)]);
  });
});

/** Whether anything accepts a connection there. */
function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
