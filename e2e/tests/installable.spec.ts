import { spawn, type ChildProcess } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { execFile } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { ownerWithQuote } from './owner-quote.ts';
import { e2ePorts } from './ports.ts';

// The app installs (manifest and service worker pass Chromium's own check),
// opens the dashboard, a quote, Clients and Receipts from the last copy with no signal,
// shows nobody's data once signed out or signed in as someone else, and takes a new
// deploy as a whole when the owner taps "New version — Reload".

const TIME_ZONE = 'Australia/Sydney';
test.use({ serviceWorkers: 'allow', timezoneId: TIME_ZONE });

const repo = path.resolve(import.meta.dirname, '..', '..');
const artifact = (name: string) => path.join(import.meta.dirname, '..', 'artifacts', name);

/** The query keys of the copy saved on this phone (IndexedDB), or null when there is none. */
function savedCopy(page: Page): Promise<{ owner: string; keys: string[] } | null> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('cobber-saved-copy');
        open.onerror = () => reject(open.error);
        open.onupgradeneeded = () => open.result.createObjectStore('copies');
        open.onsuccess = () => {
          const read = open.result.transaction('copies').objectStore('copies').get('last');
          read.onsuccess = () => {
            const copy = read.result as { owner: { email: string }; queries: { queries: { queryKey: unknown }[] } } | undefined;
            open.result.close();
            resolve(copy ? { owner: copy.owner.email, keys: copy.queries.queries.map((query) => JSON.stringify(query.queryKey)) } : null);
          };
        };
      }),
  );
}

/** Waits until the page is run by the service worker: its files come from the precache. */
async function untilControlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** The minutes a time between `from` and `to` may show as, 24-hour, in the page's time zone. */
function minutesBetween(from: number, to: number): string[] {
  const format = new Intl.DateTimeFormat('en-AU', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE });
  const minutes = new Set<string>();
  // The copy is written a second after the last answer, so its minute may be the one after `to`.
  for (let time = from; time <= to + 60_000; time += 30_000) minutes.add(format.format(time));
  return [...minutes];
}

test('the manifest and service worker pass Chromium’s installability check', async ({ playwright, launchOptions, baseURL }, testInfo) => {
  // Chromium never offers to install from a private window, which every test context is.
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), { ...launchOptions, baseURL, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect((await page.request.get(icon!)).headers()['content-type']).toBe('image/png');
    await untilControlled(page);
    await page.reload();
    await untilControlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
    expect(((await manifest.json()) as { theme_color: string }).theme_color).toBe(themeColor);
  } finally {
    await context.close();
  }
});

test('reads the last copy offline, and keeps it from anyone signed out or signed in as someone else', async ({ page, context, baseURL }) => {
  const headers = { Origin: baseURL! };
  const quoteId = await ownerWithQuote(page, baseURL!, 'zoe@example.com');
  const invoice = await page.request.post(`/api/quotes/${quoteId}/create-invoice`, { headers, data: {} });
  expect(invoice.status()).toBe(201);
  const { id: invoiceId } = (await invoice.json()) as { id: string };
  const paid = await page.request.post('/api/receipts', {
    headers,
    data: { invoiceId, clientName: 'Zoe Nguyen', paymentAmount: '440.00', paymentMethod: 'Bank Transfer', paymentDate: new Date().toISOString() },
  });
  expect(paid.status()).toBe(201);

  // From the first load on: what a screen shows (the business, the signed-in owner) may
  // come from this first read when it was still fresh at the later ones.
  const fetchedFrom = Date.now();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await untilControlled(page);
  await page.reload();
  await untilControlled(page);

  await test.step('the screens are read once with a signal, and kept on the phone', async () => {
    const kept = (part: string) => expect.poll(async () => (await savedCopy(page))?.keys.some((key) => key.includes(part))).toBe(true);
    await page.goto('/');
    await expect(page.getByText('Zoe Nguyen').first()).toBeVisible();
    await kept('"quotes","list"');
    await page.goto(`/quote/${quoteId}/details`);
    await expect(page.getByRole('heading', { name: 'Switchboard upgrade' })).toBeVisible();
    await kept(quoteId);
    await page.goto('/clients');
    await expect(page.getByText('Zoe Nguyen').first()).toBeVisible();
    await kept('"clients"');
    await page.goto('/receipts');
    await expect(page.getByText(/REC-\d{4}/).first()).toBeVisible();
    await kept('"receipts"');
  });
  const fetchedTo = Date.now();

  await test.step('offline, each opens from the last copy under the Offline banner', async () => {
    await context.setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: /^Offline — showing what was saved at \d\d:\d\d$/ });
    const screens: [string, () => ReturnType<Page['getByText']>][] = [
      ['/', () => page.getByText('Zoe Nguyen').first()],
      [`/quote/${quoteId}/details`, () => page.getByRole('heading', { name: 'Switchboard upgrade' })],
      ['/clients', () => page.getByText('Zoe Nguyen').first()],
      ['/receipts', () => page.getByText(/REC-\d{4}/).first()],
    ];
    for (const [url, shown] of screens) {
      await page.goto(url);
      await expect(shown()).toBeVisible();
      await expect(banner).toBeVisible();
      const time = (await banner.textContent())!.slice(-5);
      expect(minutesBetween(fetchedFrom, fetchedTo)).toContain(time);
    }
    await page.screenshot({ path: artifact('offline-receipts.png') });
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByText(/REC-\d{4}/).first()).toBeVisible();
    await expect(page.getByText(/^Offline/)).toHaveCount(0);
  });

  await test.step('signed in as another owner, the first one’s copy is forgotten, not shown', async () => {
    const other = `second-${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect((await page.request.post('/api/login', { headers, data: { email: other, password: 'hot-water-2024', mode: 'signup', firstName: 'Kim' } })).status()).toBe(200);
    expect((await page.request.post('/api/business', { headers, data: { name: 'Kim Plumbing', email: 'kim@example.com' } })).status()).toBe(201);
    await page.goto('/clients');
    await expect(page.getByRole('heading', { name: 'Your Clients' })).toBeVisible();
    await expect.poll(async () => (await savedCopy(page))?.owner).toBe(other);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your Clients' })).toBeVisible();
    await expect(page.getByText('Zoe Nguyen')).toHaveCount(0);
    await context.setOffline(false);
  });

  await test.step('signed out, the copy is gone: offline shows the login page', async () => {
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Sign Out' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect.poll(() => savedCopy(page)).toBeNull();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.goto('/clients');
    await expect(page.getByText('Zoe Nguyen')).toHaveCount(0);
    await expect(page.getByText(/^Offline/)).toHaveCount(0);
    await context.setOffline(false);
  });
});

// A deploy of its own: a copy of the built frontends served by a second app, so changing
// and rebuilding it disturbs nobody else's run.
const deploy = {
  port: e2ePorts.app + 3,
  postgres: e2ePorts.postgres - 2,
  dir: path.join(repo, `.cache/e2e-deploy-${e2ePorts.app}`),
};
const run = promisify(execFile);

async function buildServiceWorker(): Promise<void> {
  await run(process.execPath, [path.join(repo, 'scripts', 'build-service-worker.ts'), deploy.dir]);
}

/** Changes a built file of the copy, dropping its precompressed twins so the change is what is served. */
async function changeBuiltFile(file: string, change: (text: string) => string): Promise<void> {
  const full = path.join(deploy.dir, file);
  await writeFile(full, change(await readFile(full, 'utf8')));
  await Promise.all(['.br', '.gz'].map((twin) => rm(full + twin, { force: true })));
}

async function startApp(): Promise<ChildProcess> {
  const app = spawn(process.execPath, ['launcher/src/main.ts'], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: String(deploy.port),
      DATA_DIR: `${deploy.dir}-data`,
      COBBER_FRESH: '1',
      EMBEDDED_POSTGRES_PORT: String(deploy.postgres),
      FRONTENDS_DIR: deploy.dir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`http://localhost:${deploy.port}/api/health`).catch(() => null))?.status, { timeout: 120_000 })
    .toBe(200);
  return app;
}

async function stopApp(app: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => app.once('exit', resolve));
  app.kill('SIGTERM');
  await exited;
}

test('a new deploy waits for "New version — Reload", and the page then runs the new build as a whole', async ({ page }) => {
  await rm(deploy.dir, { recursive: true, force: true });
  for (const dist of ['shell/dist', 'mfe-clients/dist', 'mfe-quotes/dist', 'mfe-invoices/dist', 'mfe-public/dist', 'mfe-public/dist-server']) {
    await cp(path.join(repo, dist), path.join(deploy.dir, dist), { recursive: true });
  }
  await buildServiceWorker();
  const app = await startApp();
  try {
    const url = `http://localhost:${deploy.port}`;
    const headers = { Origin: url };
    expect((await page.request.post(`${url}/api/login`, { headers, data: { email: 'deploy@example.com', password: 'hot-water-2024', mode: 'signup', firstName: 'Dee' } })).status()).toBe(200);
    expect((await page.request.post(`${url}/api/business`, { headers, data: { name: 'Dee Carpentry', email: 'dee@example.com' } })).status()).toBe(201);
    const routesNow = () => page.evaluate(async () => JSON.stringify(await (await fetch('/runtime-config.json')).json()));
    const build = () => page.evaluate(() => document.querySelector('meta[name="cobber-build"]')?.getAttribute('content') ?? null);

    await page.goto(`${url}/clients`);
    await expect(page.getByRole('heading', { name: 'Your Clients' })).toBeVisible();
    await untilControlled(page);
    expect(await routesNow()).toContain('/settings/bas');

    // The second build: a changed page and a remote that no longer offers a screen.
    await changeBuiltFile('shell/dist/index.html', (html) => html.replace('<title>', '<meta name="cobber-build" content="2"><title>'));
    await changeBuiltFile('mfe-clients/dist/routes.json', (json) =>
      JSON.stringify((JSON.parse(json) as { path: string }[]).filter((route) => route.path !== '/settings/bas')),
    );
    await buildServiceWorker();

    // Found on the next visit; until the owner says so, the page keeps the build it had:
    // its page and the runtime config that names its remotes.
    await page.reload();
    const prompt = page.getByRole('status').filter({ hasText: 'New version —' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(prompt).toHaveText('New version — Reload');
    await page.screenshot({ path: artifact('new-version-prompt.png') });
    expect(await build()).toBeNull();
    expect(await routesNow()).toContain('/settings/bas');
    await expect(page.getByRole('heading', { name: 'Your Clients' })).toBeVisible();

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.getByRole('heading', { name: 'Your Clients' })).toBeVisible();
    expect(await build()).toBe('2');
    expect(await routesNow()).not.toContain('/settings/bas');
    await expect(prompt).toHaveCount(0);
  } finally {
    await stopApp(app);
  }
});
