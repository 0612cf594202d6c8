import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { solidPng } from './png.ts';

const owner = { firstName: 'Dave', email: 'dave@sparkydave.com.au', password: 'hot-water-2024' };

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`), fullPage: true });
}

function toast(page: Page, title: string) {
  return page.getByRole('status').filter({ hasText: title }).first();
}

async function addClient(page: Page, client: { name: string; email: string; phone?: string; address?: string }) {
  await page.getByRole('button', { name: 'Add New Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Client' });
  await dialog.getByLabel('Name *').fill(client.name);
  await dialog.getByLabel('Email *').fill(client.email);
  if (client.phone) await dialog.getByLabel('Phone').fill(client.phone);
  if (client.address) await dialog.getByLabel('Address').fill(client.address);
  await dialog.getByRole('button', { name: 'Create Client' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Client created successfully')).toBeVisible();
  await expect(clientCards(page).filter({ hasText: client.email })).toBeVisible();
}

/** A section on the Settings list. */
function sectionLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: new RegExp(`^${name}`) });
}

function clientCards(page: Page) {
  return page.getByRole('article');
}

test('a new owner signs up, sets up the business, keeps clients and settings, and finds them after signing in again', async ({ page }) => {
  await test.step('sign up', async () => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
    await screenshot(page, '01-login');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByLabel('First name').fill(owner.firstName);
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(owner.password);
    await screenshot(page, '02-sign-up');
    await page.getByRole('button', { name: 'Sign Up' }).click();
  });

  await test.step('business setup, with a logo', async () => {
    await expect(page).toHaveURL(/\/business-setup$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Cobber' })).toBeVisible();
    await screenshot(page, '03-welcome');
    await page.getByRole('button', { name: 'Add your details' }).click();
    await page.getByRole('button', { name: 'Start your quote' }).click();
    await expect(page.getByText('Business name is required')).toBeVisible();

    await page.getByLabel('Business logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(32, 32, [234, 88, 12]) });
    await expect(toast(page, 'Logo Uploaded')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Business logo' })).toBeVisible();
    await page.getByLabel('Business name').fill('Sparky Dave Electrical');
    await page.getByLabel('ABN').fill('53 004 085 616');
    await page.getByLabel('Phone').fill('0412 345 678');
    await page.getByLabel('Email').fill('office@sparkydave.com.au');
    await screenshot(page, '04-business-setup');
    await page.getByRole('button', { name: 'Start your quote' }).click();
    await expect(toast(page, 'Business information saved successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/quote\/new$/);
    await expect(page.getByRole('heading', { name: 'New Quote' })).toBeVisible();
  });

  await test.step('add two clients', async () => {
    await page.getByRole('link', { name: 'Clients' }).click();
    await expect(page.getByRole('heading', { name: 'Your Clients' })).toBeVisible();
    await expect(page.getByText('No clients yet – tap below to add your first.')).toBeVisible();

    await page.getByRole('button', { name: 'Add New Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Client' });
    await dialog.getByLabel('Email *').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Create Client' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Valid email is required')).toBeVisible();
    await screenshot(page, '05-add-client-errors');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();

    await addClient(page, { name: 'Sarah Nguyen', email: 'sarah@example.com', phone: '0400 111 222', address: '12 Wattle St, Parramatta NSW 2150' });
    await addClient(page, { name: 'Bob Hartley', email: 'bob.hartley@example.com' });
    await expect(clientCards(page)).toHaveCount(2);
    await expect(clientCards(page).nth(0)).toContainText('Bob Hartley');
    await expect(clientCards(page).nth(0)).toContainText('BH');
    await expect(clientCards(page).nth(1)).toContainText('SN');
    await expect(clientCards(page).nth(1)).toContainText('12 Wattle St, Parramatta NSW 2150');
    const quoteWithAi = clientCards(page).nth(1).getByRole('link', { name: 'Quote with AI' });
    await expect(quoteWithAi).toHaveAttribute('href', /^\/quote\/ai\?clientId=[0-9a-f-]+&clientName=Sarah\+Nguyen&clientEmail=sarah%40example\.com&clientPhone=0400\+111\+222$/);
    await screenshot(page, '06-clients');
  });

  await test.step('edit a client', async () => {
    await page.getByRole('button', { name: 'Edit Sarah Nguyen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Client' });
    await expect(dialog.getByLabel('Name *')).toHaveValue('Sarah Nguyen');
    await dialog.getByLabel('Phone').fill('0499 888 777');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Client Updated')).toBeVisible();
    await expect(clientCards(page).filter({ hasText: 'Sarah Nguyen' })).toContainText('0499 888 777');
  });

  await test.step('search clients', async () => {
    const search = page.getByLabel('Search clients');
    await search.fill('SARAH');
    await expect(clientCards(page)).toHaveCount(1);
    await expect(clientCards(page)).toContainText('Sarah Nguyen');
    await search.fill('hartley@');
    await expect(clientCards(page)).toHaveCount(1);
    await expect(clientCards(page)).toContainText('Bob Hartley');
    await search.fill('888');
    await expect(clientCards(page)).toHaveCount(1);
    await expect(clientCards(page)).toContainText('Sarah Nguyen');
    await search.fill('plumber');
    await expect(page.getByText('No clients found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms')).toBeVisible();
    await screenshot(page, '07-clients-search');
    await search.fill('');
    await expect(clientCards(page)).toHaveCount(2);
  });

  await test.step('change settings', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    const save = page.getByRole('button', { name: 'Save Settings' });
    await sectionLink(page, 'Business').click();
    await expect(page.getByLabel('Business name')).toHaveValue('Sparky Dave Electrical');
    await expect(save).toBeDisabled();
    await page.getByRole('link', { name: 'Back' }).click();
    await sectionLink(page, 'Money and bank').click();
    await expect(save).toBeDisabled();
    const rate = page.getByLabel('Default hourly labour rate');
    await rate.fill('500');
    await page.getByLabel('BSB').fill('062-000');
    await page.getByLabel('Account number').fill('12345678');
    await page.getByLabel('Account name').fill('Sparky Dave Electrical Pty Ltd');
    await page.getByRole('switch', { name: 'Apply GST' }).click();
    await save.click();
    await expect(page.getByText('Hourly rate must be between $30 and $300')).toBeVisible();
    await rate.fill('95.5');
    await rate.blur();
    await expect(rate).toHaveValue('95.50');
    await screenshot(page, '08-settings');
    await save.click();
    await expect(toast(page, 'Settings saved')).toBeVisible();
    await expect(save).toBeDisabled();
  });

  await test.step('sign out and sign in again', async () => {
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('link', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByLabel('Remember Me?').check();
    await page.getByRole('button', { name: 'Log in' }).click();
  });

  await test.step('everything is still there', async () => {
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Welcome back, Dave!')).toBeVisible();
    await page.getByRole('link', { name: 'Clients' }).click();
    await expect(clientCards(page)).toHaveCount(2);
    await expect(clientCards(page).filter({ hasText: 'Sarah Nguyen' })).toContainText('0499 888 777');
    await page.getByRole('link', { name: 'Settings' }).click();
    await sectionLink(page, 'Business').click();
    await expect(page.getByLabel('Business name')).toHaveValue('Sparky Dave Electrical');
    await expect(page.getByLabel('ABN')).toHaveValue(/53 ?004 ?085 ?616/);
    await expect(page.getByRole('img', { name: 'Business logo' })).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await sectionLink(page, 'Money and bank').click();
    await expect(page.getByLabel('Default hourly labour rate')).toHaveValue('95.50');
    await expect(page.getByLabel('BSB')).toHaveValue('062-000');
    await expect(page.getByRole('switch', { name: 'Apply GST' })).toBeChecked();
    await screenshot(page, '09-settings-after-sign-in');
  });
});

test('a wrong password shows the sign-in error on the login screen', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  // Signed in with JSON: the page stays as typed, the error above the form.
  await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Email')).toHaveValue('nobody@example.com');
  await screenshot(page, '10-login-error');
});

test('an unknown address shows Page Not Found', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});
