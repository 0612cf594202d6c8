import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { solidPng } from './png.ts';

// A client opens the emailed link on their phone, signed out: the quote arrives in the
// first response (server-rendered), then the page hydrates and takes the answer.

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`), fullPage: true });
}

/** A tradie with a business (navy logo, no GST) and a client, all through the API. */
async function tradie(baseURL: string): Promise<{ api: APIRequestContext; clientId: string }> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const email = `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect((await api.post('/api/login', { data: { email, password: 'hot-water-2024', mode: 'signup', firstName: 'Dave' } })).status()).toBe(200);
  const logo = await api.post('/api/business/upload-logo', {
    multipart: { logo: { name: 'logo.png', mimeType: 'image/png', buffer: solidPng(48, 48, [30, 58, 138]) } },
  });
  expect(logo.status()).toBe(201);
  const { logoUrl, brandColors } = (await logo.json()) as { logoUrl: string; brandColors: Record<string, string> };
  const business = await api.post('/api/business', {
    data: { name: 'Sparky Dave Electrical', email: 'office@sparkydave.com.au', phone: '0412 345 678', logoUrl, brandColors, applyGST: false },
  });
  expect(business.status()).toBe(201);
  const client = await api.post('/api/clients', { data: { name: 'Zoe Nguyen', email: 'zoe@example.com' } });
  expect(client.status()).toBe(201);
  return { api, clientId: ((await client.json()) as { id: string }).id };
}

/** A quote sent to the client by email; its id is what the emailed link carries. */
async function sentQuote({ api, clientId }: { api: APIRequestContext; clientId: string }, title: string): Promise<string> {
  const created = await api.post('/api/quotes', {
    data: {
      clientId,
      clientName: 'Zoe Nguyen',
      clientEmail: 'zoe@example.com',
      title,
      description: 'Swap the old ceramic fuses for a new switchboard with RCD protection.',
      items: [
        { description: 'Electrician', quantity: 4, unitPrice: 90, type: 'labor' },
        { description: 'Switchboard and RCDs', quantity: 1, unitPrice: '640.00', type: 'materials' },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await api.post(`/api/quotes/${id}/send`)).status()).toBe(200);
  // The quotes service learns the business's name and logo from its events.
  await expect
    .poll(async () => ((await (await api.get(`/api/quotes/${id}/public`)).json()) as { business: { name: string } }).business.name)
    .toBe('Sparky Dave Electrical');
  return id;
}

test('a client opens a sent quote, sees it before any script runs, and accepts it', async ({ browser, baseURL }) => {
  const owner = await tradie(baseURL!);
  const id = await sentQuote(owner, 'Switchboard upgrade');

  await test.step('with JavaScript off, the whole quote is there', async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await noScript.newPage();
    const response = await page.goto(`/quote/${id}`);
    expect(response!.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Switchboard upgrade' })).toBeVisible();
    await expect(page.getByText('Quote for Review')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Sparky Dave Electrical logo' })).toBeVisible();
    await expect(page.getByText('Zoe Nguyen')).toBeVisible();
    await expect(page.getByText('Labour')).toBeVisible();
    await expect(page.getByText('Subtotal')).toBeVisible();
    await expect(page.getByText('GST (10%)')).toHaveCount(0);
    await expect(page.getByText('$1,000.00').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept Quote' })).toBeVisible();
    // Its tab icon is named and served, so a browser does not ask for /favicon.ico (a 404 in the console).
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect((await page.request.get(icon!)).headers()['content-type']).toBe('image/png');
    await noScript.close();
  });

  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await client.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await test.step('the quote shows while its script is still on the way', async () => {
    let releaseScript!: () => void;
    const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
    await page.route('**/mfe/public/page/*.js', async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.goto(`/quote/${id}`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Switchboard upgrade' })).toBeVisible();
    await expect(page.getByText('Sent', { exact: true })).toBeVisible();
    releaseScript();
    // Hydrated, the page tells the business it was opened (sent → viewed).
    await expect(page.getByText('Viewed', { exact: true })).toBeVisible();
    // Hydration matched the server's HTML (React reports a mismatch as a console error).
    expect(consoleErrors).toEqual([]);
    await screenshot(page, 'public-quote-01-sent');
  });

  await test.step('Accept Quote, confirmed, approves it', async () => {
    await expect(page.getByText('Ready to get started?')).toBeVisible();
    await page.getByRole('button', { name: 'Accept Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve Quote' });
    await expect(dialog).toBeVisible();
    await screenshot(page, 'public-quote-02-approve-dialog');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('heading', { name: 'Quote Approved!' })).toBeVisible();
    await expect(page.getByText('Approved', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Business' })).toHaveAttribute('href', 'mailto:office@sparkydave.com.au');
    await expect(page.getByRole('link', { name: 'Call Business' })).toHaveAttribute('href', 'tel:0412345678');
    await expect(page.getByRole('button', { name: 'Accept Quote' })).toHaveCount(0);
    await screenshot(page, 'public-quote-03-approved');
  });

  await test.step('the tradie sees it approved; the link shows it so from now on', async () => {
    expect(((await (await owner.api.get(`/api/quotes/${id}`)).json()) as { status: string }).status).toBe('approved');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Quote Approved!' })).toBeVisible();
  });
  await client.close();
  await owner.api.dispose();
});

test('a client declines a sent quote after confirming', async ({ browser, baseURL }) => {
  const owner = await tradie(baseURL!);
  const id = await sentQuote(owner, 'Hot water system');
  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await client.newPage();
  await page.goto(`/quote/${id}`);
  await expect(page.getByText('Viewed', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Decline Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline Quote' });
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Ready to get started?')).toBeVisible();

  await page.getByRole('button', { name: 'Decline Quote' }).click();
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('heading', { name: 'Quote Declined' })).toBeVisible();
  await expect(page.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Business' })).toBeVisible();
  await screenshot(page, 'public-quote-04-declined');
  expect(((await (await owner.api.get(`/api/quotes/${id}`)).json()) as { status: string }).status).toBe('rejected');
  await client.close();
  await owner.api.dispose();
});

test("a link to no quote shows 'Quote Not Found'", async ({ page }) => {
  const response = await page.goto(`/quote/${crypto.randomUUID()}`);
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Quote Not Found' })).toBeVisible();
  await expect(
    page.getByText("Sorry, we couldn't find the quote you're looking for. It may have been removed or the link may be incorrect."),
  ).toBeVisible();
  await screenshot(page, 'public-quote-05-not-found');
});
