import { request as httpRequest } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { ownerWithInvoicedQuote } from './owner-quote.ts';

// Fast: the JavaScript a phone downloads for each page, gzipped (what a phone
// without brotli gets), on a fresh cache. A page that passes its budget fails here, so
// the bytes do not creep back. `npm run bench phone` prints the same figures with LCP.
// The budgets in KB: the dashboard and Clients at the 200 asked of them; the public page and
// login (130 was asked) at what they weigh now with a little room: a signed-out visit
// opens on the login page alone, built without the federation runtime or router (73).
// Every other owner screen a tradie opens first: at what it weighs now with a little room,
// each on a fresh page of a signed-in phone, weighed once the app has taken over the drawn
// screen. None loads the schema library: a form's schema comes on its first check.
const BUDGET_KB = {
  publicQuote: 85,
  login: 85,
  dashboard: 200,
  clients: 200,
  generateQuote: 245,
  newQuote: 262,
  quoteDetails: 255,
  quoteHistory: 200,
  deposit: 220,
  invoices: 200,
  invoiceDetails: 257,
  receipts: 205,
  settings: 200,
  priceBook: 232,
};

function gzippedBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every script `page` downloads to show `path`, gzipped, in KB. */
async function javascriptKb(page: Page, path: string): Promise<number> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  // A screen drawn by the server is weighed once the app has taken it over, not at its first paint.
  await page.waitForFunction(() => !document.getElementById('first-screen-data'), undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all([...scripts].map(gzippedBytes));
  return sizes.reduce((a, b) => a + b, 0) / 1024;
}

test('each page stays within its JavaScript budget', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const owner = await browser.newContext();
  const { quoteId: id, invoiceId } = await ownerWithInvoicedQuote(owner.request, baseURL!);

  // Each owner screen on a phone of its own, signed in: a fresh cache and no service worker yet.
  const storageState = await owner.storageState();
  const ownerPage = async () => (await browser.newContext({ storageState })).newPage();
  const weights: Record<keyof typeof BUDGET_KB, number> = {
    publicQuote: await javascriptKb(await (await browser.newContext()).newPage(), `/quote/${id}`),
    login: await javascriptKb(await (await browser.newContext()).newPage(), '/'),
    dashboard: await javascriptKb(await ownerPage(), '/'),
    clients: await javascriptKb(await ownerPage(), '/clients'),
    generateQuote: await javascriptKb(await ownerPage(), '/quote/ai'),
    newQuote: await javascriptKb(await ownerPage(), '/quote/new'),
    quoteDetails: await javascriptKb(await ownerPage(), `/quote/${id}/details`),
    quoteHistory: await javascriptKb(await ownerPage(), `/quote/${id}/history`),
    deposit: await javascriptKb(await ownerPage(), `/quote/${id}/deposit`),
    invoices: await javascriptKb(await ownerPage(), '/invoices'),
    invoiceDetails: await javascriptKb(await ownerPage(), `/invoice/${invoiceId}`),
    receipts: await javascriptKb(await ownerPage(), '/receipts'),
    settings: await javascriptKb(await ownerPage(), '/settings'),
    priceBook: await javascriptKb(await ownerPage(), '/settings/price-book'),
  };
  console.log(Object.entries(weights).map(([name, kb]) => `${name} ${kb.toFixed(1)} KB`).join(', '));
  for (const [name, kb] of Object.entries(weights)) {
    expect(kb, `${name}: ${kb.toFixed(1)} KB gzipped JS, budget ${BUDGET_KB[name as keyof typeof BUDGET_KB]} KB`).toBeLessThanOrEqual(BUDGET_KB[name as keyof typeof BUDGET_KB]);
  }
  // The dashboard really showed: the budget is of a working page, not of an error screen.
  const dashboard = await owner.newPage();
  await dashboard.goto('/');
  await expect(dashboard.getByRole('article', { name: 'Zoe Nguyen: Switchboard upgrade' })).toBeVisible();
  await owner.close();
});
