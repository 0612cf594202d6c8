import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

// The bottom navigation reaches Quotes, Invoices (with Receipts inside it), Clients and
// Settings in one tap each, lights the tab of the screen shown, and each tab is thumb-sized.

const TABS = ['Quotes', 'Invoices', 'Clients', 'Settings'] as const;

function tab(page: Page, name: (typeof TABS)[number]) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
}

async function expectActive(page: Page, active: (typeof TABS)[number]) {
  for (const name of TABS) {
    if (name === active) await expect(tab(page, name)).toHaveAttribute('aria-current', 'page');
    else await expect(tab(page, name)).not.toHaveAttribute('aria-current', 'page');
  }
}

test('four tabs, one tap each, the active one lit on every screen, Receipts inside Invoices', async ({ page, baseURL }) => {
  const headers = { Origin: baseURL! };
  const email = `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect((await page.request.post('/api/login', { headers, data: { email, password: 'hot-water-2024', mode: 'signup', firstName: 'Dave' } })).status()).toBe(200);
  expect((await page.request.post('/api/business', { headers, data: { name: 'Sparky Dave Electrical', applyGST: false } })).status()).toBe(201);
  const receipt = { clientName: 'Tom Brennan', paymentAmount: '250.00', paymentMethod: 'EFTPOS', paymentDate: '2026-07-01' };
  expect((await page.request.post('/api/receipts', { headers, data: receipt })).status()).toBe(201);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expectActive(page, 'Quotes');

  await test.step('each tab is at least 48 px each way, in reach at the bottom of the screen', async () => {
    for (const name of TABS) {
      await expect(tab(page, name)).toBeVisible();
      const box = (await tab(page, name).boundingBox())!;
      expect(box.width, name).toBeGreaterThanOrEqual(48);
      expect(box.height, name).toBeGreaterThanOrEqual(48);
      expect(box.y + box.height, name).toBeGreaterThan(844 - 100);
    }
  });

  await test.step('Invoices: the invoice list, its tab lit, Receipts a tap away at the top', async () => {
    await tab(page, 'Invoices').click();
    await expect(page).toHaveURL(/\/invoices$/);
    await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
    await expectActive(page, 'Invoices');
    await expectNoAxeViolations(page, 'Invoices');
    await page.screenshot({ path: new URL('../../docs/screenshots/invoices-tab.png', import.meta.url).pathname });
    await page.getByRole('main').getByRole('link', { name: 'Receipts' }).click();
    await expect(page).toHaveURL(/\/receipts$/);
    await expect(page.getByRole('heading', { name: 'Receipts', level: 1 })).toBeVisible();
    await expect(page.getByText('Tom Brennan')).toBeVisible();
    await expectActive(page, 'Invoices');
  });

  await test.step('Clients and Settings, then back to Quotes', async () => {
    await tab(page, 'Clients').click();
    await expect(page.getByRole('heading', { name: 'Your Clients' })).toBeVisible();
    await expectActive(page, 'Clients');
    await tab(page, 'Settings').click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expectActive(page, 'Settings');
    await tab(page, 'Quotes').click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expectActive(page, 'Quotes');
  });

  await test.step('Receipts opened by its address (drawn by the server) lights Invoices too', async () => {
    await page.goto('/receipts', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Receipts', level: 1 })).toBeVisible();
    await expectActive(page, 'Invoices');
  });
});
