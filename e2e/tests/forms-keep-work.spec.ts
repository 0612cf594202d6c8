import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';

// "Forms that keep what was typed" and "Search as typed", at 390×844: sign-up
// errors keep the form and come all at once; every screen opens at the top and a failed
// submit shows its first error; Settings asks before unsaved changes are lost and its
// disabled button is opaque; the dashboard and Clients find what a tradie types.

/** The whole page, or only what the phone shows (`fullPage: false`) where that is the point. */
async function screenshot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`), fullPage });
}

const PASSWORD = 'hot-water-2024';
const EMAIL_TAKEN = 'An account with this email already exists. Log in instead.';

/** The window's scroll position: 0 when a screen opens at the top. */
function scrollTop(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollTop(page)).toBeGreaterThan(0);
}

function quoteCards(page: Page): Locator {
  return page.getByRole('main').getByRole('article');
}

test('an owner whose forms keep what was typed, whose screens open at the top, and whose searches find what a tradie types', async ({ page, request, baseURL }) => {
  const headers = { Origin: baseURL! };
  const taken = `taken-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const email = `dave-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect((await request.post('/api/login', { headers, data: { email: taken, password: PASSWORD, mode: 'signup', firstName: 'Someone' } })).status()).toBe(200);

  await test.step('a sign-up with a taken email and a short password shows both errors and keeps the form', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByLabel('First name').fill('Dave');
    await page.getByLabel('Email').fill(taken);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page.getByText(EMAIL_TAKEN)).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    // Still Sign up, with the name and email as typed; the first error has the cursor.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel('First name')).toHaveValue('Dave');
    await expect(page.getByLabel('Email')).toHaveValue(taken);
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Sign Up' })).toHaveAttribute('type', 'submit');
    await screenshot(page, 'forms-01-sign-up-errors');

    // Fixing a field takes its message away; the other stays until it is fixed too.
    await page.getByLabel('Email').fill(email);
    await expect(page.getByText(EMAIL_TAKEN)).toBeHidden();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
  });

  await test.step('the welcome card names Cobber; after business setup New Quote opens at the top', async () => {
    await expect(page).toHaveURL(/\/business-setup$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Cobber' })).toBeVisible();
    await screenshot(page, 'forms-02-welcome');
    await page.getByRole('button', { name: 'Add your details' }).click();
    await page.getByLabel('Business name').fill('Sparky Dave Electrical');
    await page.getByLabel('Phone').fill('0412 345 678');
    await scrollToBottom(page);
    await page.getByRole('button', { name: 'Start your quote' }).click();
    await expect(page).toHaveURL(/\/quote\/new$/);
    await expect(page.getByRole('heading', { name: 'New Quote' })).toBeInViewport();
    expect(await scrollTop(page)).toBe(0);
  });

  await test.step('New Quote submitted empty shows its first error, "Please select a client", with the cursor in it', async () => {
    await scrollToBottom(page);
    await page.getByRole('button', { name: 'Create Quote' }).click();
    await expect(page.getByText('Quote title is required')).toBeVisible();
    await expect(page.getByText('Please select a client')).toBeInViewport();
    await expect(page.getByLabel('Client', { exact: true })).toBeFocused();
    await screenshot(page, 'forms-03-new-quote-first-error', false);
  });

  await test.step('the owner has three quotes, one of them invoiced', async () => {
    const client = await page.request.post('/api/clients', { headers, data: { name: 'Sarah Nguyen', email: 'sarah@example.com', phone: '0423 111 222' } });
    expect(client.status()).toBe(201);
    const clientId = ((await client.json()) as { id: string }).id;
    const quote = async (title: string, unitPrice: string) => {
      const created = await page.request.post('/api/quotes', {
        headers,
        data: { clientId, clientName: 'Sarah Nguyen', clientEmail: 'sarah@example.com', title, items: [{ description: title, quantity: 1, unitPrice, type: 'materials' }] },
      });
      expect(created.status()).toBe(201);
      return ((await created.json()) as { id: string }).id;
    };
    const ceilingFan = await quote('Ceiling fan', '240.00');
    await quote('Downlights in the kitchen', '410.00');
    await quote('Hot water system', '827.75');
    expect((await page.request.post(`/api/quotes/${ceilingFan}/send`, { headers })).status()).toBe(200);
    expect((await page.request.patch(`/api/quotes/${ceilingFan}/public/approve`, { headers })).status()).toBe(200);
    expect((await page.request.post(`/api/quotes/${ceilingFan}/create-invoice`, { headers, data: {} })).status()).toBe(201);
    // Made behind the app's back: load it again rather than wait for the list to go stale.
    await page.reload();
  });

  await test.step('the dashboard finds a quote by its number, its invoice number and its total', async () => {
    await page.getByRole('link', { name: 'Quotes' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeInViewport();
    expect(await scrollTop(page)).toBe(0);
    await expect(quoteCards(page)).toHaveCount(3);
    const search = page.getByLabel('Search quotes');
    for (const [typed, title] of [
      ['Q-0002', 'Downlights in the kitchen'],
      ['q2', 'Downlights in the kitchen'],
      ['827.75', 'Hot water system'],
      ['$827', 'Hot water system'],
      ['INV-0001', 'Ceiling fan'],
    ] as const) {
      await search.fill(typed);
      // One card, this one (the list follows the search after a pause in typing).
      await expect(quoteCards(page), typed).toHaveText([new RegExp(title)]);
      if (typed === 'INV-0001') await screenshot(page, 'forms-04-dashboard-invoice-number');
    }
    await screenshot(page, 'forms-05-dashboard-amount');
  });

  await test.step('Clients finds a phone typed without its spaces', async () => {
    await page.getByRole('link', { name: 'Clients' }).click();
    await page.getByLabel('Search clients').fill('0423111');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText('0423 111 222');
    await screenshot(page, 'forms-06-clients-phone');
  });

  await test.step('Settings: the disabled Save is opaque, and leaving with unsaved changes asks first', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'Money and bank' }).click();
    const save = page.getByRole('button', { name: 'Save Settings' });
    await expect(save).toBeDisabled();
    const look = await save.evaluate((button) => {
      const style = getComputedStyle(button);
      return { opacity: style.opacity, background: style.backgroundColor };
    });
    expect(look.opacity).toBe('1');
    expect(look.background).not.toMatch(/rgba\(.*, 0\)|transparent/);
    await scrollToBottom(page);
    await screenshot(page, 'forms-07-settings-disabled-save', false);

    await page.getByLabel('Account number').fill('12345678');
    await expect(save).toBeEnabled();
    await page.getByRole('link', { name: 'Clients' }).click();
    const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(ask).toBeVisible();
    await screenshot(page, 'forms-08-settings-leave', false);
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(/\/settings\/money$/);
    await expect(page.getByLabel('Account number')).toHaveValue('12345678');

    // Leaving the page (a full page load, as Sign Out is) asks through the browser.
    const asked: string[] = [];
    page.once('dialog', async (dialog) => {
      asked.push(dialog.type());
      await dialog.dismiss();
    });
    await page.evaluate(() => window.location.assign('/api/logout'));
    await expect.poll(() => asked).toEqual(['beforeunload']);
    await expect(page).toHaveURL(/\/settings\/money$/);
    await expect(page.getByLabel('Account number')).toHaveValue('12345678');

    await scrollToBottom(page);
    await page.getByRole('link', { name: 'Clients' }).click();
    await ask.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page.getByRole('heading', { name: 'Your Clients' })).toBeInViewport();
    expect(await scrollTop(page)).toBe(0);
  });

  await test.step('saved settings leave without a question, and every screen opens at the top', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'Money and bank' }).click();
    await expect(page.getByLabel('Account number')).toHaveValue('');
    expect(await scrollTop(page)).toBe(0);
    await page.getByLabel('Account number').fill('87654321');
    await scrollToBottom(page);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByRole('button', { name: 'Save Settings' })).toBeDisabled();
    await page.getByRole('link', { name: 'Quotes' }).click();
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeInViewport();
    expect(await scrollTop(page)).toBe(0);
    await page.getByRole('link', { name: 'Create Manual Quote' }).click();
    await expect(page.getByRole('heading', { name: 'New Quote' })).toBeInViewport();
    expect(await scrollTop(page)).toBe(0);
  });
});
