import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBusinessService } from '@cobber/business';
import { createLogger, listen, PostgresBus, loadConfig, type Listening } from '@cobber/kit';
import { createTestDatabase, TEST_IDENTITY_SECRET } from '@cobber/kit/testing';
import { GatewaySettings } from '../config.ts';
import { createGateway, type InProcessService, type ServiceName } from '../index.ts';

export interface RunningGateway {
  url: string;
  /** The gateway's own database (the identity schema's). */
  databaseUrl: string;
  /** The local mailbox the gateway's account mail goes to (unless SMTP_URL is given). */
  mailboxDir: string;
  /** The business service behind it (a quotes service asks it about clients). */
  businessUrl: string;
  stop(): Promise<void>;
}

/** A shell build stand-in, so static hosting is tested without building the frontends. */
async function fakeFrontends(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cobber-frontends-'));
  await mkdir(path.join(dir, 'shell', 'dist'), { recursive: true });
  await writeFile(path.join(dir, 'shell', 'dist', 'index.html'), '<!doctype html><title>Cobber</title><div id="root"></div>');
  await writeFile(path.join(dir, 'shell', 'dist', 'main.0123abcd.js'), 'console.log("shell")');
  await mkdir(path.join(dir, 'shell', 'dist', 'login'), { recursive: true });
  await writeFile(path.join(dir, 'shell', 'dist', 'login', 'index.html'), '<!doctype html><title>Cobber</title><div id="root" data-page="login"></div>');
  await mkdir(path.join(dir, 'mfe-clients', 'dist'), { recursive: true });
  await writeFile(path.join(dir, 'mfe-clients', 'dist', 'mf-manifest.json'), '{"id":"mfe_clients","name":"mfe_clients"}');
  await writeFile(path.join(dir, 'mfe-clients', 'dist', 'routes.json'), '[{"path":"/clients","access":"owner","tab":"clients"}]');
  // Built before remotes emitted routes.json: listed without routes.
  await mkdir(path.join(dir, 'mfe-quotes', 'dist'), { recursive: true });
  await writeFile(path.join(dir, 'mfe-quotes', 'dist', 'mf-manifest.json'), '{"id":"mfe_quotes","name":"mfe_quotes"}');
  await writeFile(path.join(dir, 'mfe-clients', 'dist', 'index.html'), '<!doctype html><title>Clients on its own</title>');
  return dir;
}

/**
 * The gateway in front of a real business service, both on real ports and a fresh
 * database; `inProcess` services are handed their calls in this process, as the embedded
 * default's are.
 */
export async function startGateway(overrides: Record<string, string> = {}, inProcess: Partial<Record<ServiceName, InProcessService>> = {}): Promise<RunningGateway> {
  const databaseUrl = await createTestDatabase();
  const logger = createLogger('test', 'silent');
  const bus = new PostgresBus({ databaseUrl, logger });
  const business = createBusinessService({
    databaseUrl,
    identitySecret: TEST_IDENTITY_SECRET,
    uploadDir: await mkdtemp(path.join(tmpdir(), 'cobber-uploads-')),
    bus,
    logger,
  });
  await business.start();
  const businessServer = await listen(business.app, 0);
  const mailboxDir = await mkdtemp(path.join(tmpdir(), 'cobber-gateway-mailbox-'));
  const mail = overrides.SMTP_URL ? {} : { MAIL_TRANSPORT: 'mailbox', MAILBOX_DIR: mailboxDir };
  const gateway = createGateway(
    loadConfig(GatewaySettings, {
      DATABASE_URL: databaseUrl,
      IDENTITY_SECRET: TEST_IDENTITY_SECRET,
      SESSION_SECRET: 'session-secret-for-the-gateway-tests',
      BUSINESS_URL: businessServer.url,
      FRONTENDS_DIR: await fakeFrontends(),
      // Sign-up signs in at once, as in the embedded default; the account tests turn it on.
      REQUIRE_EMAIL_CONFIRMATION: 'false',
      ...mail,
      ...overrides,
    }),
    logger,
    { inProcess },
  );
  await gateway.start();
  const server: Listening = await listen(gateway.app, 0);
  return {
    url: server.url,
    databaseUrl,
    mailboxDir,
    businessUrl: overrides.BUSINESS_URL ?? businessServer.url,
    async stop() {
      await server.close();
      await gateway.stop();
      await businessServer.close();
      await business.stop();
      await bus.stop();
    },
  };
}

/** A browser-like client: keeps the session cookies and sends the app's own Origin. */
export class Browser {
  readonly base: string;
  cookies = new Map<string, string>();
  origin: string | null;
  lastSetCookies: string[] = [];

  constructor(base: string) {
    this.base = base;
    this.origin = base;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const init: RequestInit = { method, redirect: 'manual', headers: { ...headers } };
    const h = init.headers as Record<string, string>;
    if (this.cookies.size > 0) h.cookie = this.cookieHeader();
    if (this.origin && method !== 'GET') h.origin = this.origin;
    if (typeof body === 'string') init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      h['content-type'] = 'application/json';
    }
    const response = await fetch(`${this.base}${path}`, init);
    this.lastSetCookies = response.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      if (value.join('=') === '') this.cookies.delete(name!);
      else this.cookies.set(name!, value.join('='));
    }
    return response;
  }

  signUp(email: string, password = 'correct horse battery', remember = false) {
    return this.request('POST', '/api/login', { email, password, mode: 'signup', firstName: 'Sam', remember });
  }

  logIn(email: string, password = 'correct horse battery', remember = false) {
    return this.request('POST', '/api/login', { email, password, remember });
  }
}
