import { expect, test, type Browser, type BrowserContextOptions } from '@playwright/test';
import { ownerWithInvoicedQuote } from './owner-quote.ts';

// Fast: an owner screen opens without the schema library. Building every schema of the
// contracts is one long task on a phone (about 300 ms at a quarter of a laptop's speed), so a
// screen reads its answers as the route table types them and loads a form's schema when the
// form is first checked. Zod marks the page when it loads (its global registry): each screen
// is opened on a phone of its own, signed in, and looked at once the app has taken over.

interface Seeded {
  storageState: BrowserContextOptions['storageState'];
  quoteId: string;
  invoiceId: string;
}

let seeded: Seeded;

test.beforeAll(async ({ browser, baseURL }) => {
  const owner = await browser.newContext();
  const { quoteId, invoiceId } = await ownerWithInvoicedQuote(owner.request, baseURL!);
  seeded = { storageState: await owner.storageState(), quoteId, invoiceId };
  await owner.close();
});

/** Whether zod ran on `path`'s page, opened fresh (no cache, no service worker) and taken over by the app. */
async function zodLoaded(browser: Browser, path: string, heading: string): Promise<boolean> {
  const context = await browser.newContext({ storageState: seeded.storageState });
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => !document.getElementById('first-screen-data'), undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // The screen itself showed, not a spinner or an error.
  await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
  const loaded = await page.evaluate(() => '__zod_globalRegistry' in globalThis);
  await context.close();
  return loaded;
}

const screens: { name: string; path: (s: Seeded) => string; heading: string }[] = [
  { name: 'Dashboard', path: () => '/', heading: 'Dashboard' },
  { name: 'Clients', path: () => '/clients', heading: 'Your Clients' },
  { name: 'Settings', path: () => '/settings', heading: 'Settings' },
  { name: 'Generate Quote', path: () => '/quote/ai', heading: 'Generate New Quote' },
  { name: 'New Quote', path: () => '/quote/new', heading: 'New Quote' },
  { name: 'Quote Details', path: (s) => `/quote/${s.quoteId}/details`, heading: 'Switchboard upgrade' },
  { name: 'Quote History', path: (s) => `/quote/${s.quoteId}/history`, heading: 'Quote History' },
  { name: 'Deposit', path: (s) => `/quote/${s.quoteId}/deposit`, heading: 'Deposit Details' },
  { name: 'Invoices', path: () => '/invoices', heading: 'Invoices' },
  { name: 'Invoice Details', path: (s) => `/invoice/${s.invoiceId}`, heading: 'Switchboard upgrade' },
  { name: 'Receipts', path: () => '/receipts', heading: 'Receipts' },
  { name: 'Price book', path: () => '/settings/price-book', heading: 'Price book' },
];

for (const screen of screens) {
  test(`${screen.name} opens on a phone without loading the schema library`, async ({ browser }) => {
    expect(await zodLoaded(browser, screen.path(seeded), screen.heading)).toBe(false);
  });
}
