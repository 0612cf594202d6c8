import { expect, test, type Page, type Response } from '@playwright/test';

// A signed-in `/` arrives with the dashboard drawn by the server (and a first
// visit to Your Clients, Receipts, a quote's or an invoice's details with them), and it stays on screen until the app's own
// screen takes its place: no spinner, no blank, no second asking for what the page came
// with, and what the owner typed or tapped meanwhile counts.

async function ownerWithQuotes(page: Page, baseURL: string): Promise<void> {
  const headers = { Origin: baseURL };
  const post = async (path: string, data: unknown) => {
    const answer = await page.request.post(path, { headers, data });
    expect(answer.status(), `${path} ${await answer.text()}`).toBeLessThan(300);
    return (await answer.json()) as { id: string };
  };
  await post('/api/login', { email: `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`, password: 'hot-water-2024', mode: 'signup', firstName: 'Dave' });
  await post('/api/business', { name: 'Sparky Dave Electrical', applyGST: false });
  const client = await post('/api/clients', { name: 'Sarah Nguyen', email: 'sarah@example.com' });
  for (const title of ['Switchboard upgrade', 'Hot water system']) {
    await post('/api/quotes', { clientId: client.id, clientName: 'Sarah Nguyen', clientEmail: 'sarah@example.com', title, items: [{ description: 'Labour', quantity: 1, unitPrice: '100.00', type: 'labor' }] });
  }
}

/** Holds back the files matching `globs` (as a slow phone gets them) until the answer is called. */
async function heldBack(page: Page, ...globs: string[]): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  for (const files of globs) {
    await page.route(files, async (route) => {
      await held;
      await route.continue();
    });
  }
  return release;
}

/** Records, at every change of the page, whether a spinner showed or the dashboard's heading went once drawn. */
async function watchForFlashes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { spinner: false, blank: false };
    let drawn = false;
    (window as unknown as { flashes: typeof seen }).flashes = seen;
    new MutationObserver(() => {
      if ([...document.querySelectorAll('[role="status"][aria-label="Loading"]')].some((spinner) => spinner.checkVisibility())) seen.spinner = true;
      const heading = Boolean(document.querySelector('h1')?.checkVisibility());
      if (drawn && !heading) seen.blank = true;
      drawn ||= heading;
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

test("the dashboard's first screen comes drawn and the app takes it over without a flash", async ({ page, baseURL }) => {
  await ownerWithQuotes(page, baseURL!);
  await watchForFlashes(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(business|quotes|invoices\/summary)(\?|$)/.test(new URL(request.url()).pathname + new URL(request.url()).search)) asked.push(request.url());
  });
  // The shell's script and the quotes microfrontend take a while to arrive, as on a slow phone.
  const arrive = await heldBack(page, '**/main.*.js', '**/mfe/quotes/**');

  await test.step('the first response has the dashboard, on screen before any script runs it', async () => {
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Sparky Dave Electrical · 2 quotes')).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
  });

  await test.step('what the owner types and taps before any script of the app runs is kept', async () => {
    await page.getByLabel('Search quotes').fill('hot water');
    await page.getByRole('button', { name: 'Draft', exact: true }).click();
    expect(await page.evaluate(() => document.querySelector('#root + div[hidden]'))).toBeNull();
    arrive();
    await expect(page.getByText('Sparky Dave Electrical · 1 quote')).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveAccessibleName('Sarah Nguyen: Hot water system');
    await expect(page.getByRole('button', { name: 'Draft', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Search quotes')).toHaveValue('hot water');
  });

  await test.step('no spinner or blank screen in between, and nothing the page came with asked again', async () => {
    expect(await page.evaluate(() => (window as unknown as { flashes: unknown }).flashes)).toEqual({ spinner: false, blank: false });
    // Only the filter and search the owner asked for went to the server.
    expect(asked.filter((url) => /\/api\/(business|invoices\/summary)$|status=all/.test(url))).toEqual([]);
    expect(asked.at(-1)).toMatch(/status=draft&search=hot\+water$/);
    await expect(page.locator('#root')).toHaveCount(1);
  });
});

test('Your Clients comes drawn on a first visit and the app takes it over without a flash', async ({ page, baseURL }) => {
  await ownerWithQuotes(page, baseURL!);
  await page.request.post('/api/clients', { headers: { Origin: baseURL! }, data: { name: 'Tom Brennan', email: 'tom@example.com' } });
  await watchForFlashes(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/clients') asked.push(request.url());
  });
  const arrive = await heldBack(page, '**/mfe/clients/**');

  await page.goto('/clients', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Your Clients' })).toBeVisible();
  await expect(page.getByText('Tom Brennan')).toBeVisible();
  await expect(page.getByText('Sarah Nguyen')).toBeVisible();
  await page.getByLabel('Search clients').fill('tom');
  arrive();
  await expect(page.getByText('Sarah Nguyen')).toHaveCount(0);
  await expect(page.getByText('Tom Brennan')).toBeVisible();
  await expect(page.getByLabel('Search clients')).toHaveValue('tom');
  await expect(page.locator('#root')).toHaveCount(1);
  await page.waitForFunction(() => !document.querySelector('#root + div[hidden]'));
  expect(await page.evaluate(() => (window as unknown as { flashes: unknown }).flashes)).toEqual({ spinner: false, blank: false });
  // The first page came with the screen: only the owner's search went to the server.
  expect(asked).toHaveLength(1);
  expect(asked[0]).toMatch(/search=tom/);
});

test('Receipts comes drawn on a first visit and the app takes it over without a flash or a second asking', async ({ page, baseURL }) => {
  await ownerWithQuotes(page, baseURL!);
  const receipt = { clientName: 'Tom Brennan', paymentAmount: '250.00', paymentMethod: 'EFTPOS', paymentDate: '2026-07-01' };
  expect((await page.request.post('/api/receipts', { headers: { Origin: baseURL! }, data: receipt })).status()).toBe(201);
  await watchForFlashes(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/receipts') asked.push(request.url());
  });
  const arrive = await heldBack(page, '**/mfe/invoices/**');

  await page.goto('/receipts', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Receipts', level: 1 })).toBeVisible();
  await expect(page.getByText('Tom Brennan')).toBeVisible();
  await page.waitForFunction(() => document.querySelector('#root + div[hidden]'));
  arrive();
  await page.waitForFunction(() => !document.querySelector('#root + div[hidden]'));
  await expect(page.getByText('Tom Brennan')).toBeVisible();
  await expect(page.locator('#root')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { flashes: unknown }).flashes)).toEqual({ spinner: false, blank: false });
  expect(asked).toEqual([]);
});

test('Quote Details comes drawn on a first visit and the app takes it over without a flash or a second asking', async ({ page, baseURL }) => {
  await ownerWithQuotes(page, baseURL!);
  const [quote] = (await (await page.request.get('/api/quotes')).json()) as { id: string; title: string }[];
  await watchForFlashes(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(`/api/quotes/${quote!.id}`)) asked.push(new URL(request.url()).pathname);
  });
  const arrive = await heldBack(page, '**/mfe/quotes/**');

  await page.goto(`/quote/${quote!.id}/details`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: quote!.title, level: 1 })).toBeVisible();
  await expect(page.getByText('Sparky Dave Electrical')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send by email' })).toBeVisible();
  await page.waitForFunction(() => document.querySelector('#root + div[hidden]'));
  arrive();
  await page.waitForFunction(() => !document.querySelector('#root + div[hidden]'));
  await expect(page.getByRole('heading', { name: quote!.title, level: 1 })).toBeVisible();
  await expect(page.locator('#root')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { flashes: unknown }).flashes)).toEqual({ spinner: false, blank: false });
  // The quote, its lines, reminders and photos came with the page.
  expect(asked).toEqual([]);
});

test('Invoice Details comes drawn on a first visit and the app takes it over without a flash or a second asking', async ({ page, baseURL }) => {
  await ownerWithQuotes(page, baseURL!);
  const [quote] = (await (await page.request.get('/api/quotes')).json()) as { id: string; title: string }[];
  // The invoices service learns of the quote from its event.
  let invoiceId = '';
  await expect
    .poll(async () => {
      const created = await page.request.post(`/api/quotes/${quote!.id}/create-invoice`, { headers: { Origin: baseURL! }, data: {} });
      if (created.ok()) invoiceId = ((await created.json()) as { id: string }).id;
      return invoiceId;
    })
    .not.toBe('');
  await watchForFlashes(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/^\/api\/(invoices|receipts|quotes)/.test(new URL(request.url()).pathname)) asked.push(new URL(request.url()).pathname);
  });
  const arrive = await heldBack(page, '**/mfe/invoices/**');

  await page.goto(`/invoice/${invoiceId}`, { waitUntil: 'commit' });
  await expect(page.getByText('Payment Summary')).toBeVisible();
  await expect(page.getByText(quote!.title).first()).toBeVisible();
  await page.waitForFunction(() => document.querySelector('#root + div[hidden]'));
  arrive();
  await page.waitForFunction(() => !document.querySelector('#root + div[hidden]'));
  await expect(page.getByText('Payment Summary')).toBeVisible();
  await expect(page.locator('#root')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { flashes: unknown }).flashes)).toEqual({ spinner: false, blank: false });
  // The invoice, its lines, reminders, the receipts and the quote came with the page.
  expect(asked).toEqual([]);
});

test('on a drawn Settings screen, what is typed and switched before any script runs is kept and saved, once', async ({ page, baseURL }) => {
  await ownerWithQuotes(page, baseURL!);
  const arrive = await heldBack(page, '**/main.*.js');
  await page.goto('/settings', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.goto('/settings/notifications', { waitUntil: 'commit' });
  await page.getByLabel('Notify me at').fill('office@sparkydave.com.au');
  await page.getByRole('switch', { name: 'A client opens a quote' }).click();
  // Save Settings waits for a change, which the app sees once it runs.
  arrive();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' }).first()).toBeVisible();
  const saved = (await (await page.request.get('/api/business')).json()) as { notifyEmail: string; notifications: Record<string, boolean> };
  expect(saved.notifyEmail).toBe('office@sparkydave.com.au');
  expect(saved.notifications.quoteViewed).toBe(false);
  expect(saved.notifications.quoteAccepted).toBe(true);
});

test('the phone keeps the last drawn dashboard and screens for the next visit, and forgets them on signing out', async ({ page, baseURL }) => {
  await ownerWithQuotes(page, baseURL!);
  const keptAt = (path: string, text: string) =>
    page.evaluate(
      async ([path, text]) => {
        const page = await (await caches.open('cobber-first-screen')).match(path!);
        return page ? (await page.text()).includes(text!) : false;
      },
      [path, text],
    );
  const kept = () => keptAt('/', 'Sparky Dave Electrical');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await expect.poll(kept).toBe(true);

  await test.step('the next visit paints it from the phone, and the app takes it over', async () => {
    const [response] = await Promise.all([page.waitForResponse((answer) => answer.request().resourceType() === 'document'), page.reload()]);
    expect(response.fromServiceWorker()).toBe(true);
    expect(await response.text()).toContain('Sparky Dave Electrical');
    await expect(page.getByText('Sparky Dave Electrical · 2 quotes')).toBeVisible();
    await page.waitForFunction(() => !document.querySelector('#root + div[hidden]'));
    await page.getByRole('button', { name: 'Draft', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Draft', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('another drawn screen opened is kept too, and painted from the phone next time', async () => {
    await page.goto('/clients');
    await expect(page.getByText('Sarah Nguyen')).toBeVisible();
    await expect.poll(() => keptAt('/clients', 'Sarah Nguyen'), { timeout: 15_000 }).toBe(true);
    const [response] = await Promise.all([page.waitForResponse((answer) => answer.request().resourceType() === 'document'), page.reload()]);
    expect(response.fromServiceWorker()).toBe(true);
    expect(await response.text()).toContain('Your Clients');
    await page.waitForFunction(() => !document.querySelector('#root + div[hidden]'));
    await expect(page.getByText('Sarah Nguyen')).toBeVisible();
    await page.goto('/');
  });

  await test.step('signing out forgets them: the next visit is the login page', async () => {
    const home = (answer: Response) => answer.request().resourceType() === 'document' && new URL(answer.url()).pathname === '/';
    const [afterSignOut] = await Promise.all([page.waitForResponse(home), page.goto('/api/logout')]);
    expect(await afterSignOut.text()).not.toContain('Sparky Dave Electrical');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await kept()).toBe(false);
    expect(await keptAt('/clients', 'Sarah Nguyen')).toBe(false);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByText('Sparky Dave Electrical')).toHaveCount(0);
  });
});
