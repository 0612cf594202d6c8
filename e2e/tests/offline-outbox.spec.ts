import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// On site without signal: a client and a manual quote made offline wait on the
// phone as "Waiting to send" and reach Cobber once when the connection returns, even when
// the first answer is lost and the page reloads mid-send; sending a quote offline is
// refused, not queued. The page is loaded online first (the service worker then has the
// app), then the connection goes, and the app is used without leaving the page until the
// reload offline, which the service worker answers.

const OFFLINE_SENDING = "You're offline — sending needs a connection";

function toast(page: Page, title: string) {
  return page.getByRole('status').filter({ hasText: title }).first();
}

/** A new owner with a business, a client (Ava Smith) and a quote to send, signed in in this page's context. */
async function ownerWithQuote(page: Page, baseURL: string): Promise<string> {
  const headers = { Origin: baseURL };
  const email = `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect((await page.request.post('/api/login', { headers, data: { email, password: 'hot-water-2024', mode: 'signup', firstName: 'Dave' } })).status()).toBe(200);
  expect((await page.request.post('/api/business', { headers, data: { name: 'Sparky Dave Electrical', email: 'office@sparkydave.com.au' } })).status()).toBe(201);
  const client = await page.request.post('/api/clients', { headers, data: { name: 'Ava Smith', email: 'ava@example.com' } });
  expect(client.status()).toBe(201);
  const clientId = ((await client.json()) as { id: string }).id;
  const quote = await page.request.post('/api/quotes', {
    headers,
    data: { clientId, clientName: 'Ava Smith', clientEmail: 'ava@example.com', title: 'Ceiling fan', items: [{ description: 'Electrician', quantity: 1, unitPrice: 95, type: 'labor' }] },
  });
  expect(quote.status()).toBe(201);
  return ((await quote.json()) as { id: string }).id;
}

/** What Cobber holds, asked outside the browser (the page's offline switch does not touch it). */
async function onServer(request: APIRequestContext) {
  const clients = (await (await request.get('/api/clients')).json()) as { id: string; name: string }[];
  const quotes = (await (await request.get('/api/quotes')).json()) as { id: string; title: string }[];
  return { clients, quotes };
}

const waitingToSend = (page: Page) => page.getByRole('region', { name: 'Waiting to send' });

test('a client and a quote made offline are sent once when the connection returns; sending offline is refused', async ({ page, context, baseURL }) => {
  const quoteToSend = await ownerWithQuote(page, baseURL!);

  await test.step('online: the screens used on site are opened once', async () => {
    await page.goto('/clients');
    await expect(page.getByRole('heading', { name: 'Your Clients' })).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.getByRole('link', { name: 'Quotes', exact: true }).click();
    await page.getByRole('link', { name: 'Create Manual Quote' }).click();
    await expect(page.getByRole('heading', { name: 'New Quote' })).toBeVisible();
    await page.getByRole('link', { name: 'Clients', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Your Clients' })).toBeVisible();
  });

  await context.setOffline(true);

  await test.step('offline: a new client waits on the phone', async () => {
    await page.getByRole('button', { name: 'Add New Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Client' });
    await dialog.getByLabel('Name *').fill('Mia Chen');
    await dialog.getByLabel('Email *').fill('mia@example.com');
    await dialog.getByRole('button', { name: 'Create Client' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Client saved on this phone')).toBeVisible();
    await expect(waitingToSend(page)).toContainText('New client: Mia Chen');
  });

  await test.step('offline: a manual quote for a client added on the spot waits too', async () => {
    await page.getByRole('link', { name: 'Quotes', exact: true }).click();
    await page.getByRole('link', { name: 'Create Manual Quote' }).click();
    await page.getByRole('button', { name: 'Add New Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Client' });
    await dialog.getByLabel('Name *').fill('Zoe Nguyen');
    await dialog.getByLabel('Email *').fill('zoe@example.com');
    await dialog.getByRole('button', { name: 'Add Client' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('zoe@example.com')).toBeVisible();
    await page.getByLabel('Title').fill('Kitchen downlights');
    await page.getByRole('button', { name: 'Create Quote' }).click();
    await expect(toast(page, 'Quote saved on this phone')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const waiting = waitingToSend(page);
    await expect(waiting).toContainText('New client: Mia Chen');
    await expect(waiting).toContainText('New client: Zoe Nguyen');
    await expect(waiting).toContainText('New quote: Kitchen downlights for Zoe Nguyen');
    const { clients, quotes } = await onServer(page.request);
    expect(clients.map((client) => client.name)).toEqual(['Ava Smith']);
    expect(quotes.map((quote) => quote.title)).toEqual(['Ceiling fan']);
  });

  await test.step('offline: a reload keeps what waits', async () => {
    await page.reload();
    const waiting = waitingToSend(page);
    await expect(waiting).toContainText('New client: Mia Chen');
    await expect(waiting).toContainText('New quote: Kitchen downlights for Zoe Nguyen');
    expect((await onServer(page.request)).clients.map((client) => client.name)).toEqual(['Ava Smith']);
  });

  await test.step('back online, the first answer is lost and the page reloads mid-send: each record is made once', async () => {
    let lost = false;
    await page.route('**/api/clients', async (route) => {
      if (route.request().method() !== 'POST' || lost) return route.continue();
      lost = true;
      // Cobber gets the first client and makes it; the phone never hears back.
      await route.fetch();
      await route.abort('connectionreset');
    });
    await context.setOffline(false);
    await expect.poll(() => lost).toBe(true);
    await expect.poll(async () => (await onServer(page.request)).clients.map((client) => client.name)).toEqual(['Ava Smith', 'Mia Chen']);
    await page.reload();
    // The app sends again on start, with the same keys: Mia Chen is answered, not made again.
    await expect.poll(async () => (await onServer(page.request)).quotes.map((quote) => quote.title).sort()).toEqual(['Ceiling fan', 'Kitchen downlights']);
    await expect(waitingToSend(page)).toBeHidden();
    const { clients, quotes } = await onServer(page.request);
    expect(clients.map((client) => client.name)).toEqual(['Ava Smith', 'Mia Chen', 'Zoe Nguyen']);
    const made = quotes.filter((quote) => quote.title === 'Kitchen downlights');
    const quote = (await (await page.request.get(`/api/quotes/${made[0]!.id}`)).json()) as { clientId: string | null };
    expect(quote.clientId).toBe(clients.find((client) => client.name === 'Zoe Nguyen')!.id);
    await expect(page.getByText('Kitchen downlights')).toBeVisible();
  });

  await test.step('sending a quote offline is refused, not queued', async () => {
    await page.goto(`/quote/${quoteToSend}/details`);
    await expect(page.getByRole('heading', { name: 'Ceiling fan' })).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Send by email', exact: true }).click();
    await expect(page.getByText(OFFLINE_SENDING, { exact: true })).toBeVisible();
    await context.setOffline(false);
    const sent = (await (await page.request.get(`/api/quotes/${quoteToSend}`)).json()) as { status: string };
    expect(sent.status).toBe('draft');
  });
});
