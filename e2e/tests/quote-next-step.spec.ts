import path from 'node:path';
import { request as playwrightRequest, expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

// Quote Details on a phone leads with the one thing the quote waits on, in the first screen,
// the rest behind More actions; the deposit is worded by where it stands.

const PHONE_HEIGHT = 844;
/** The tab bar across the foot of every owner screen. */
const TAB_BAR = 64;

function toast(page: Page, title: string) {
  return page.getByRole('status').filter({ hasText: title }).first();
}

/** Wholly on the first screen of a 390×844 phone, above the tab bar, without scrolling. The
 * server-drawn screen is replaced when the app takes over, so the measure is retried until the
 * element it measures is the one that stays. */
async function expectOnFirstScreen(page: Page, target: Locator) {
  await expect(async () => {
    await expect(target).toBeVisible({ timeout: 1_000 });
    const box = await target.boundingBox({ timeout: 1_000 });
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(box, 'where it is drawn').not.toBeNull();
    expect(box!.y + scrolled + box!.height, 'its foot, from the top of the page').toBeLessThanOrEqual(PHONE_HEIGHT - TAB_BAR);
  }).toPass({ timeout: 10_000 });
}

async function owner(page: Page, baseURL: string) {
  const headers = { Origin: baseURL };
  const email = `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect((await page.request.post('/api/login', { headers, data: { email, password: 'hot-water-2024', mode: 'signup', firstName: 'Dave' } })).status()).toBe(200);
  expect((await page.request.post('/api/business', { headers, data: { name: 'Sparky Dave Electrical', email: 'office@sparkydave.com.au', applyGST: true } })).status()).toBe(201);
  return headers;
}

const moreActions = (page: Page) => page.getByRole('group', { name: 'More actions' });

async function openMoreActions(page: Page) {
  const toggle = page.getByRole('button', { name: 'More actions' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return moreActions(page);
}

test('a manual quote goes from the dashboard to sent in 9 taps, its next step on the first screen at every stage', async ({ page, baseURL }) => {
  const headers = await owner(page, baseURL!);
  expect((await page.request.post('/api/clients', { headers, data: { name: 'Zoe Nguyen', email: 'zoe@example.com' } })).status()).toBe(201);
  // The phone's clipboard, as far as the page can tell: what was copied.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text: string) => void ((window as unknown as { copied: string }).copied = text) } });
  });
  let taps = 0;
  const tap = async (target: Locator) => {
    await target.click();
    taps++;
  };

  await test.step('Dashboard to Quote Details: a quote with one labour line', async () => {
    await page.goto('/');
    await tap(page.getByRole('link', { name: 'Create Manual Quote' }));
    // A native picker: one tap opens it, one chooses.
    await page.getByLabel('Client').selectOption({ label: 'Zoe Nguyen (zoe@example.com)' });
    taps += 2;
    await tap(page.getByLabel('Title'));
    await page.getByLabel('Title').fill('Hot water service');
    await tap(page.getByRole('button', { name: /^Labour/ }));
    await tap(page.getByRole('button', { name: 'Add labour' }));
    const labour = page.getByRole('group', { name: 'Labour line 1' });
    await tap(labour.getByLabel('Description', { exact: true }));
    await labour.getByLabel('Description', { exact: true }).fill('Plumber');
    await tap(page.getByRole('button', { name: 'Create Quote' }));
    await expect(page).toHaveURL(/\/quote\/[0-9a-f-]{36}\/details$/);
    await expect(page.getByRole('heading', { name: 'Hot water service' })).toBeVisible();
  });
  const id = /\/quote\/([0-9a-f-]{36})\/details$/.exec(page.url())![1]!;

  await test.step('a draft leads with Send by email, in the first screen, the rest behind More actions', async () => {
    await expectOnFirstScreen(page, page.getByRole('button', { name: 'Send by email', exact: true }));
    await expectOnFirstScreen(page, page.getByRole('button', { name: 'More actions' }));
    await expect(page.getByRole('button', { name: 'More actions' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Create Invoice' })).toHaveCount(0);
    await page.waitForTimeout(600);
    await page.screenshot({ path: path.join(import.meta.dirname, '..', '..', 'docs', 'screenshots', 'quote-details.png') });
    const more = await openMoreActions(page);
    for (const name of ['Send by text', 'Copy quote', 'Create Invoice', 'Request Deposit']) await expect(more.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(more.getByRole('link', { name: 'View History' })).toBeVisible();
    await expectNoAxeViolations(page, 'Quote Details, a draft, More actions open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'More actions' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'More actions' })).toBeFocused();
  });

  await test.step("a draft's deposit is not yet asked of anyone", async () => {
    const more = await openMoreActions(page);
    await more.getByRole('button', { name: 'Request Deposit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Deposit' });
    await dialog.getByLabel('Deposit amount ($)').fill('30.00');
    await dialog.getByRole('button', { name: 'Request Deposit' }).click();
    await expect(toast(page, 'Deposit Requested')).toBeVisible();
    const money = page.getByRole('group', { name: 'Money' });
    await expect(money).toHaveText('Deposit $30.00 — asked for when you send the quote');
    await expect(money).not.toContainText('Not paid yet');
  });

  await test.step('Send by email: the ninth tap sends it', async () => {
    await tap(page.getByRole('button', { name: 'Send by email', exact: true }));
    await expect(toast(page, 'Quote Sent')).toBeVisible();
    expect(taps).toBe(9);
  });

  await test.step('a sent quote leads with Resend by email and Copy link; its deposit is asked for now', async () => {
    await expectOnFirstScreen(page, page.getByRole('button', { name: 'Resend by email' }));
    await expectOnFirstScreen(page, page.getByRole('button', { name: 'Copy link' }));
    await expect(page.getByRole('group', { name: 'Money' })).toHaveText(/Deposit requested \$30\.00\s*Not paid yet/);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(toast(page, 'Link Copied')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toBe(`${baseURL}/quote/${id}`);
    const more = await openMoreActions(page);
    await expect(more.getByRole('button', { name: 'Deposit Already Requested' })).toBeDisabled();
    await expect(more.getByRole('link', { name: 'Take the deposit by card now' })).toHaveAttribute('href', `/quote/${id}/deposit`);
    await expect(page.getByText('Pay Deposit by Card')).toHaveCount(0);
    await page.getByRole('button', { name: 'Resend by email' }).click();
    await expect(page.getByRole('dialog', { name: 'Send Quote Again?' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Send Quote Again?' }).getByRole('button', { name: 'Cancel', exact: true }).click();
  });

  await test.step('accepted and the deposit paid: Create Invoice leads; the deposit reads paid, nothing greyed', async () => {
    const client = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
    expect((await client.patch(`/api/quotes/${id}/public/approve`)).status()).toBe(200);
    const payment = await client.post(`/api/quotes/${id}/public/deposit-payment`, { data: {} });
    expect(payment.status()).toBe(201);
    const { clientSecret } = (await payment.json()) as { clientSecret: string };
    const paid = await client.post('/api/payments/test/confirm', { data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Zoe Nguyen' } });
    expect(paid.status()).toBe(200);
    await client.dispose();
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('group', { name: 'Money' })).toContainText('Deposit paid $30.00 on', { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expectOnFirstScreen(page, page.getByRole('button', { name: 'Create Invoice' }));
    const more = await openMoreActions(page);
    await expect(more.getByRole('button', { name: /Deposit/ })).toHaveCount(0);
    await expect(more.getByRole('link', { name: /deposit/ })).toHaveCount(0);
    await expectNoAxeViolations(page, 'Quote Details, accepted, More actions open');
    await page.getByRole('button', { name: 'Create Invoice' }).first().click();
    await expect(page).toHaveURL(/\/invoice\/[0-9a-f-]{36}$/);
  });

  await test.step('invoiced: View Invoice leads', async () => {
    await page.goto(`/quote/${id}/details`);
    await expectOnFirstScreen(page, page.getByRole('link', { name: 'View Invoice' }));
  });
});

test('the server-drawn Quote Details leads with the same next step, in the first screen', async ({ page, baseURL }) => {
  const headers = await owner(page, baseURL!);
  const client = await page.request.post('/api/clients', { headers, data: { name: 'Zoe Nguyen', email: 'zoe@example.com' } });
  const quote = await page.request.post('/api/quotes', {
    headers,
    data: {
      clientId: ((await client.json()) as { id: string }).id,
      clientName: 'Zoe Nguyen',
      clientEmail: 'zoe@example.com',
      title: 'Hot water service',
      description: 'Replace the 250 L electric storage unit in the laundry.\n'.repeat(8),
      items: [{ description: 'Plumber', quantity: 3, unitPrice: 90, type: 'labor' }],
    },
  });
  const { id } = (await quote.json()) as { id: string };
  // The quotes app never arrives: what shows is what the server drew.
  await page.route('**/mfe/quotes/**', (route) => route.abort());
  await page.goto(`/quote/${id}/details`);
  await expect(page.getByRole('heading', { name: 'Hot water service', level: 1 })).toBeVisible();
  await expectOnFirstScreen(page, page.getByRole('button', { name: 'Send by email', exact: true }));
  await expectOnFirstScreen(page, page.getByRole('button', { name: 'More actions' }));
  await expect(page.getByRole('button', { name: 'Create Invoice' })).toHaveCount(0);
});
