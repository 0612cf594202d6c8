import path from 'node:path';
import { expect, request as playwrightRequest, test, type Locator, type Page } from '@playwright/test';
import { displayDay } from '@cobber/contracts/display';
import { untilQuoteChargesGst } from './gst.ts';

// One money status per job and every quote editable, as the owner sees them at
// 390×844: the client pays the deposit from their own phone, and the dashboard card, Quote
// Details, the deposit screen and Invoice Details all say so, with the amount and the day;
// nothing offers to take it again. The invoice's balance and its last payment move every
// screen on to "Paid in full". A quote is changed after it is made: a line added, one
// removed, one moved, travel and a deposit, in one save.

async function screenshot(target: Page | Locator, name: string) {
  const file = path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`);
  await ('goto' in target ? target.screenshot({ path: file, fullPage: true }) : target.screenshot({ path: file }));
}

function toast(page: Page, title: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: title }).first();
}

/** The job's money status where `scope` shows it. */
function money(scope: Page | Locator) {
  return scope.getByRole('group', { name: 'Money' });
}

/** Today in Sydney as the money status prints a day ("24 Nov 2026"). */
function sydneyToday(): string {
  return displayDay(new Date(), 'Australia/Sydney');
}

interface Owner {
  clientId: string;
  clientEmail: string;
  headers: Record<string, string>;
}

/** A GST-registered tradie signed in in this page, and a client. */
async function tradie(page: Page, baseURL: string): Promise<Owner> {
  const headers = { Origin: baseURL };
  const email = `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect((await page.request.post('/api/login', { headers, data: { email, password: 'hot-water-2024', mode: 'signup', firstName: 'Dave' } })).status()).toBe(200);
  const business = await page.request.post('/api/business', {
    headers,
    data: { name: 'Sparky Dave Electrical', email: 'office@sparkydave.com.au', phone: '0412 345 678', defaultHourlyRate: 90, applyGST: true, timeZone: 'Australia/Sydney' },
  });
  expect(business.status()).toBe(201);
  const clientEmail = `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const client = await page.request.post('/api/clients', { headers, data: { name: 'Zoe Nguyen', email: clientEmail } });
  expect(client.status()).toBe(201);
  return { clientId: ((await client.json()) as { id: string }).id, clientEmail, headers };
}

/** $752.50 + GST = $827.75: 5 h labour at $90 and a $302.50 switchboard. */
async function quote(page: Page, owner: Owner, title: string): Promise<string> {
  const created = await page.request.post('/api/quotes', {
    headers: owner.headers,
    data: {
      clientId: owner.clientId,
      clientName: 'Zoe Nguyen',
      clientEmail: owner.clientEmail,
      title,
      items: [
        { description: 'Electrician', quantity: 5, unitPrice: 90, type: 'labor' },
        { description: 'Switchboard and RCDs', quantity: 1, unitPrice: '302.50', type: 'materials' },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await untilQuoteChargesGst(page.request, id);
  return id;
}

test('one money status per job, from the deposit the client paid to paid in full, and nothing offered twice', async ({ page, baseURL }) => {
  const owner = await tradie(page, baseURL!);
  const id = await quote(page, owner, 'Switchboard upgrade');
  expect((await page.request.post(`/api/quotes/${id}/deposit`, { headers: owner.headers, data: { amount: '250.00' } })).status()).toBe(201);
  expect((await page.request.post(`/api/quotes/${id}/send`, { headers: owner.headers, data: {} })).status()).toBe(200);
  const card = page.getByRole('article', { name: 'Zoe Nguyen: Switchboard upgrade' });

  await test.step('a requested deposit reads as not paid yet, on the card and on Quote Details', async () => {
    await page.goto('/');
    await expect(money(card)).toHaveText(/Deposit requested \$250\.00\s*Not paid yet/);
    await page.goto(`/quote/${id}/details`);
    await expect(money(page)).toContainText('Deposit requested $250.00');
    await page.getByRole('button', { name: 'More actions' }).click();
    await expect(page.getByRole('link', { name: 'Take the deposit by card now' })).toBeVisible();
  });

  await test.step('the client accepts and pays the deposit from their own phone', async () => {
    const client = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
    expect((await client.patch(`/api/quotes/${id}/public/approve`)).status()).toBe(200);
    const payment = await client.post(`/api/quotes/${id}/public/deposit-payment`, { data: {} });
    expect(payment.status()).toBe(201);
    const { clientSecret } = (await payment.json()) as { clientSecret: string };
    const confirmed = await client.post('/api/payments/test/confirm', {
      data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Zoe Nguyen' },
    });
    expect(confirmed.status()).toBe(200);
    await client.dispose();
  });

  const paidDeposit = `Deposit paid $250.00 on ${sydneyToday()}`;
  await test.step('the dashboard card says the deposit is paid, with the amount and the day', async () => {
    await expect(async () => {
      await page.goto('/');
      await expect(money(card)).toHaveText(paidDeposit, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(card).toContainText('Approved');
    await screenshot(card, 'money-status-dashboard-card');
    await screenshot(page, 'owner-money-01-dashboard');
  });

  await test.step('Quote Details says it too and offers no card payment', async () => {
    await card.getByRole('link', { name: 'Details' }).click();
    await expect(money(page)).toHaveText(paidDeposit);
    // Nothing more to ask or take: the deposit is neither asked again nor offered greyed.
    await page.getByRole('button', { name: 'More actions' }).click();
    await expect(page.getByRole('group', { name: 'More actions' }).getByRole('button', { name: /Deposit/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Take the deposit by card now' })).toHaveCount(0);
    await page.getByRole('button', { name: 'More actions' }).click();
    await screenshot(page, 'owner-money-02-quote-details');
  });

  await test.step('the deposit screen of a paid deposit says so and takes no card', async () => {
    await page.goto(`/quote/${id}/deposit`);
    await expect(page.getByRole('heading', { name: 'Deposit Paid' })).toBeVisible();
    await expect(page.getByText(paidDeposit)).toBeVisible();
    await expect(page.getByText('Nothing more is owed here, so no card payment is taken.')).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
    await screenshot(page, 'owner-money-03-deposit-paid');
    await page.getByRole('link', { name: 'Back to Quote' }).click();
  });

  let invoiceId = '';
  await test.step('the invoice made from it asks for the balance, the deposit under it', async () => {
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    await expect(page).toHaveURL(/\/invoice\/[0-9a-f-]{36}$/);
    invoiceId = /\/invoice\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
    await expect(money(page)).toHaveText(`Balance due $577.75${paidDeposit}`);
    await screenshot(page, 'owner-money-04-invoice');
    await expect(async () => {
      await page.goto('/');
      await expect(money(card)).toHaveText(`Balance due $577.75${paidDeposit}`, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  });

  await test.step('the last payment recorded, every screen says paid in full and offers no payment', async () => {
    await page.goto(`/invoice/${invoiceId}`);
    const form = page.getByRole('form', { name: 'Record a payment' });
    await expect(form.getByLabel('Amount paid ($)')).toHaveValue('577.75');
    await form.getByRole('button', { name: 'Mark as paid' }).click();
    await expect(toast(page, 'Payment Recorded')).toBeVisible();
    await expect(money(page)).toHaveText(`Paid in full $827.75${paidDeposit}`);
    await expect(form).toHaveCount(0);
    await page.goto(`/invoice/${invoiceId}/deposit`);
    await expect(page.getByRole('heading', { name: 'Paid in Full' })).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expect(async () => {
      await page.goto('/');
      await expect(money(card)).toHaveText(`Paid in full $827.75${paidDeposit}`, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await screenshot(card, 'owner-money-05-dashboard-card-paid');
  });
});

test('a quote changed after it is made: a line added, one removed, one moved, travel and a deposit, in one save', async ({ page, baseURL }) => {
  const owner = await tradie(page, baseURL!);
  const id = await quote(page, owner, 'Kitchen lights');
  await page.goto(`/quote/${id}/details`);
  await expect(page.getByRole('heading', { name: 'Kitchen lights' })).toBeVisible();

  await test.step('Edit opens at the top of the form, however far down it was tapped', async () => {
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByText('Edit Quote')).toBeInViewport();
    await expect(page.getByLabel('Title')).toBeInViewport();
  });

  await test.step('a labour line is added and moved first, the material removed, travel and a deposit turned on', async () => {
    await page.getByRole('button', { name: /^Labour/ }).click();
    await page.getByRole('button', { name: 'Add labour' }).click();
    const added = page.getByRole('group', { name: 'Labour line 2' });
    await added.getByLabel('Description', { exact: true }).fill('Apprentice');
    await added.getByLabel('Hours').fill('4');
    await added.getByLabel('Rate ($)').fill('45');
    await page.getByRole('button', { name: 'Move Labour line 2 up' }).click();
    await expect(page.getByRole('group', { name: 'Labour line 1' }).getByLabel('Description', { exact: true })).toHaveValue('Apprentice');
    await expect(page.getByRole('button', { name: 'Move Labour line 1 up' })).toBeDisabled();

    await page.getByRole('button', { name: /^Materials/ }).click();
    await page.getByRole('button', { name: 'Remove Materials line 1' }).click();
    await expect(page.getByRole('button', { name: /^Materials/ })).toContainText('0 items');

    await page.getByRole('button', { name: /^Travel Costs/ }).click();
    await page.getByRole('switch', { name: 'Include travel' }).click();
    await page.getByLabel('Distance (km)').fill('20');
    await page.getByLabel('Cost per km ($)').fill('1.50');

    await page.getByRole('checkbox', { name: 'Request a deposit' }).click();
    await page.getByLabel('Deposit amount ($)').fill('200');
    await screenshot(page, 'owner-edit-01-changed');
  });

  await test.step('Save sends it all in one call, and Quote Details shows it', async () => {
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/')) saves.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Quote Updated')).toBeVisible();
    expect(saves).toEqual([`PATCH /api/quotes/${id}`]);
    // 4 h × $45 + 5 h × $90 + 20 km × $1.50 = $660.00; GST $66.00.
    const lines = page.getByRole('listitem').filter({ hasText: /Labour|Materials/ });
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText('Apprentice');
    await expect(lines.nth(1)).toContainText('Electrician');
    await expect(page.getByText('Switchboard and RCDs')).toHaveCount(0);
    await expect(page.getByText('Travel (20 km × $1.50)')).toBeVisible();
    await expect(page.getByText('$726.00').first()).toBeVisible();
    await expect(money(page)).toContainText('Deposit $200.00 — asked for when you send the quote');
    await page.getByRole('button', { name: 'More actions' }).click();
    await expect(page.getByRole('button', { name: 'Deposit Already Requested' })).toBeDisabled();
    await page.getByRole('button', { name: 'More actions' }).click();
    await screenshot(page, 'owner-edit-02-saved');
  });

  await test.step('sending again a quote the client has asks first', async () => {
    await page.getByRole('button', { name: 'Send by email', exact: true }).click();
    await expect(toast(page, 'Quote Sent')).toBeVisible();
    await expect(money(page)).toContainText('Deposit requested $200.00');
    await page.getByRole('button', { name: 'Resend by email', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Quote Again?' });
    await expect(dialog).toContainText('Zoe Nguyen already has this quote');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('a quote that is not there says so, with the way back, not "Try again"', async () => {
    await page.goto('/quote/7d9f2c1e-4b7a-4d33-9a51-0c2b6f1e8a10/details');
    await expect(page.getByRole('heading', { name: 'Quote Not Found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
  });
});
