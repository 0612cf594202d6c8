import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

// Setup asks what a first invoice needs, each skippable but the name; Settings is five
// short sections, each with its own 'Save Settings', at 390×844.

const screenshots = new URL('../../docs/screenshots/', import.meta.url).pathname;

function toast(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text }).first();
}

function sectionLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: new RegExp(`^${name}`) });
}

async function signUp(page: Page, baseURL: string): Promise<void> {
  const email = `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const answer = await page.request.post('/api/login', { headers: { Origin: baseURL }, data: { email, password: 'hot-water-2024', mode: 'signup', firstName: 'Dave' } });
  expect(answer.status()).toBe(200);
}

async function business(page: Page): Promise<Record<string, unknown>> {
  return (await (await page.request.get('/api/business')).json()) as Record<string, unknown>;
}

test('Setup asks name, ABN, GST, the hourly rate and bank details; only the name is needed', async ({ page, baseURL }) => {
  await signUp(page, baseURL!);
  await page.goto('/business-setup');
  await page.getByRole('button', { name: 'Add your details' }).click();
  await page.getByRole('button', { name: 'Start your quote' }).click();
  await expect(page.getByText('Business name is required')).toBeVisible();
  await expect(page.getByRole('radio', { name: /^No/ })).toBeChecked();
  await expectNoAxeViolations(page, 'Business setup');

  await page.getByLabel('Business name').fill('Sparky Dave Electrical');
  await page.getByLabel('ABN').fill('53 004 085 616');
  await page.getByRole('radio', { name: /^Yes/ }).check();
  await page.getByLabel('Default hourly labour rate').fill('95');
  await page.getByLabel('Bank name').fill('Commonwealth Bank');
  await page.getByLabel('BSB').fill('062-000');
  await page.getByLabel('Account number').fill('12345678');
  await page.getByLabel('Account name').fill('Sparky Dave Electrical Pty Ltd');
  await page.getByRole('button', { name: 'Start your quote' }).click();
  await expect(toast(page, 'Business information saved successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/quote\/new$/);
  expect(await business(page)).toMatchObject({
    name: 'Sparky Dave Electrical',
    applyGST: true,
    defaultHourlyRate: 95,
    bankName: 'Commonwealth Bank',
    bsb: '062-000',
    accountNumber: '12345678',
    accountName: 'Sparky Dave Electrical Pty Ltd',
  });
});

test('Setup skipped past everything but the name makes a business without GST', async ({ page, baseURL }) => {
  await signUp(page, baseURL!);
  await page.goto('/business-setup');
  await page.getByRole('button', { name: 'Add your details' }).click();
  await page.getByLabel('Business name').fill('Swan River Electrical');
  await page.getByRole('button', { name: 'Start your quote' }).click();
  await expect(page).toHaveURL(/\/quote\/new$/);
  expect(await business(page)).toMatchObject({ name: 'Swan River Electrical', applyGST: false, bsb: null, accountNumber: null });
});

test('Settings: the heading first, five sections, each its own short screen with one Save', async ({ page, baseURL }) => {
  await signUp(page, baseURL!);
  const created = await page.request.post('/api/business', { headers: { Origin: baseURL! }, data: { name: 'Sparky Dave Electrical', phone: '0412 345 678', applyGST: false } });
  expect(created.status()).toBe(201);

  await test.step('/settings: "Settings" at the top, then the sections and Sign Out, all on one screen', async () => {
    await page.goto('/settings');
    const heading = page.getByRole('heading', { name: 'Settings', level: 1 });
    await expect(heading).toBeInViewport();
    const sections = page.getByRole('navigation', { name: 'Settings' }).getByRole('link');
    await expect(sections).toHaveText([/^Business/, /^Money and bank/, /^Quotes and reminders/, /^Notifications/, /^Accounting/]);
    await expect(page.getByRole('link', { name: 'Sign Out' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Save Settings' })).toHaveCount(0);
    // All of it above the bottom navigation, with no scrolling (measured once the app has taken over the drawn page).
    await page.waitForFunction(() => !document.querySelector('#root + div[hidden]'));
    const signOut = (await page.getByRole('link', { name: 'Sign Out' }).boundingBox())!;
    const navigation = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
    expect(signOut.y + signOut.height).toBeLessThanOrEqual(navigation.y);
    await expectNoAxeViolations(page, 'Settings');
    await page.screenshot({ path: `${screenshots}settings.png`, fullPage: true });
  });

  await test.step('Money and bank: GST, rate and bank details, saved with its one button', async () => {
    await sectionLink(page, 'Money and bank').click();
    await expect(page).toHaveURL(/\/settings\/money$/);
    await expect(page.getByRole('heading', { name: 'Money and bank', level: 1 })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save Settings' });
    await expect(save).toHaveCount(1);
    await expect(save).toBeDisabled();
    await page.getByRole('switch', { name: 'Apply GST' }).click();
    await page.getByLabel('BSB').fill('062-000');
    await page.getByLabel('Account number').fill('12345678');
    await expect(save).toBeEnabled();
    await expectNoAxeViolations(page, 'Settings, Money and bank');
    await page.screenshot({ path: `${screenshots}settings-money-and-bank.png`, fullPage: true });

    // Unsaved: leaving for another section asks first.
    await page.getByRole('link', { name: 'Back' }).click();
    const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/settings\/money$/);

    await save.click();
    await expect(toast(page, 'Settings saved')).toBeVisible();
    await expect(save).toBeDisabled();
    expect(await business(page)).toMatchObject({ applyGST: true, bsb: '062-000', accountNumber: '12345678', name: 'Sparky Dave Electrical', phone: '0412 345 678' });
  });

  await test.step('Business: its own fields and Save; a bad phone is named and nothing is saved', async () => {
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeHidden();
    await sectionLink(page, 'Business').click();
    await expect(page.getByLabel('Business name')).toHaveValue('Sparky Dave Electrical');
    await expect(page.getByLabel('BSB')).toHaveCount(0);
    await page.getByLabel('Phone').fill('0412');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
    await page.getByLabel('Phone').fill('0412 999 888');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();
    expect(await business(page)).toMatchObject({ phone: '0412 999 888', bsb: '062-000', applyGST: true });
  });

  await test.step('Quotes and reminders, Notifications and Accounting each open with one Save', async () => {
    for (const [section, field] of [
      ['Quotes and reminders', 'Quotes valid for (days)'],
      ['Notifications', 'Notify me at'],
      ['Accounting', 'Xero sales account code'],
    ] as const) {
      await page.goto('/settings');
      await sectionLink(page, section).click();
      await expect(page.getByRole('heading', { name: section, level: 1 })).toBeVisible();
      await expect(page.getByLabel(field)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save Settings' })).toBeDisabled();
      await expectNoAxeViolations(page, `Settings, ${section}`);
    }
    await expect(page.getByRole('link', { name: 'GST for the BAS' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Accounting export' })).toBeVisible();
  });

  await test.step('Quotes and reminders: a reminder switched off and quote days changed go in one save', async () => {
    await page.goto('/settings/quotes');
    await page.getByLabel('Quotes valid for (days)').fill('14');
    await page.getByRole('switch', { name: 'Remind on the due date' }).click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();
    const saved = (await business(page)) as { quoteValidDays: number; reminders: { invoiceDue: { on: boolean } } };
    expect(saved.quoteValidDays).toBe(14);
    expect(saved.reminders.invoiceDue.on).toBe(false);
  });
});
