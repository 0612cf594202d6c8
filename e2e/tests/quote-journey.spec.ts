import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { mailPage, mailsTo } from './mailbox.ts';

// The tradie's day: a quote built by hand or drafted from job notes, changed, sent by
// email, and accepted by the client from the emailed link.

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`), fullPage: true });
}

function toast(page: Page, title: string) {
  return page.getByRole('status').filter({ hasText: title }).first();
}

/** A new owner with a GST-registered business, signed in in this page's browser context. */
async function signUpWithBusiness(page: Page, baseURL: string) {
  const email = `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const headers = { Origin: baseURL };
  const signUp = await page.request.post('/api/login', { headers, data: { email, password: 'hot-water-2024', mode: 'signup', firstName: 'Dave' } });
  expect(signUp.status()).toBe(200);
  const business = await page.request.post('/api/business', {
    headers,
    data: { name: 'Sparky Dave Electrical', email: 'office@sparkydave.com.au', phone: '0412 345 678', defaultHourlyRate: 95, applyGST: true },
  });
  expect(business.status()).toBe(201);
}

/** The link in the newest mail to `to`, as the client would tap it; the mail comes from the business and greets Sarah by name. */
async function quoteLinkMailedTo(to: string): Promise<string> {
  const [entry] = await mailsTo(to);
  expect(entry, `a mail to ${to}`).toBeDefined();
  const html = await mailPage(entry!);
  expect(html).toContain('<dt>From</dt><dd>&#34;Sparky Dave Electrical via Cobber&#34; &#60;');
  expect(html).toContain('Hi Sarah,');
  const link = /https?:\/\/[^\s"&<>]+\/quote\/[0-9a-f-]{36}/.exec(html)?.[0];
  expect(link, 'the quote link in the mail').toBeDefined();
  return link!;
}

function line(page: Page, name: string) {
  return page.getByRole('group', { name });
}

test('a manual quote is built, changed, sent, and accepted by the client from the email', async ({ page, browser, baseURL }) => {
  const clientEmail = `sarah-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await signUpWithBusiness(page, baseURL!);

  await test.step('the Dashboard starts empty', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Welcome back, Dave!')).toBeVisible();
    await expect(page.getByText('Sparky Dave Electrical · 0 quotes')).toBeVisible();
    await expect(page.getByText('No quotes found')).toBeVisible();
    await expect(page.getByText('Create your first quote to get started')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Generate Your First Quote' })).toHaveAttribute('href', '/quote/ai');
    await screenshot(page, 'quotes-01-empty-dashboard');
    await page.getByRole('link', { name: 'Create Manual Quote' }).click();
  });

  await test.step('New Quote asks for a client and a title', async () => {
    await expect(page.getByRole('heading', { name: 'New Quote' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Quote' }).click();
    await expect(page.getByText('Please select a client')).toBeVisible();
    await expect(page.getByText('Quote title is required')).toBeVisible();
  });

  await test.step('a new client is added and chosen', async () => {
    await page.getByRole('button', { name: 'Add New Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Client' });
    await dialog.getByLabel('Name *').fill('Sarah Nguyen');
    await dialog.getByLabel('Email *').fill(clientEmail);
    await dialog.getByRole('button', { name: 'Add Client' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Client Added')).toBeVisible();
    await expect(page.getByText(clientEmail)).toBeVisible();
    await expect(page.getByText('Please select a client')).toBeHidden();
  });

  await test.step('labour, materials, other and travel', async () => {
    await page.getByLabel('Title').fill('Switchboard upgrade');
    await page.getByLabel('Description (optional)').fill('Replace the old fuse board with a new switchboard and RCBOs.');

    await page.getByRole('button', { name: /^Labour/ }).click();
    await page.getByRole('button', { name: 'Add labour' }).click();
    const labour = line(page, 'Labour line 1');
    await expect(labour.getByLabel('Rate ($)')).toHaveValue('95.00');
    // A line's own error shows on it, and goes as it is mended.
    await page.getByRole('button', { name: 'Create Quote' }).click();
    await expect(labour.getByText('Description is required')).toBeVisible();
    await labour.getByLabel('Description', { exact: true }).fill('Electrician');
    await expect(labour.getByText('Description is required')).toBeHidden();
    await labour.getByLabel('Hours').fill('0');
    await labour.getByLabel('Hours').blur();
    await expect(labour.getByLabel('Hours')).toHaveValue('0.25');
    await labour.getByLabel('Hours').fill('3.5');

    await page.getByRole('button', { name: /^Materials/ }).click();
    await page.getByRole('button', { name: 'Add material' }).click();
    const material = line(page, 'Materials line 1');
    await material.getByLabel('Description', { exact: true }).fill('RCBO');
    await material.getByLabel('Quantity').fill('4');
    await material.getByLabel('Unit price ($)').fill('48.50');

    await page.getByRole('button', { name: /^Other/ }).click();
    await page.getByRole('button', { name: 'Add item' }).click();
    const other = line(page, 'Other line 1');
    await expect(other.getByLabel('Quantity')).toHaveValue('1');
    await other.getByLabel('Description', { exact: true }).fill('Old board disposal');
    await other.getByLabel('Price ($)').fill('40');

    // A section's heading button says whether it is open, and names the region it opens.
    const travel = page.getByRole('button', { name: /^Travel Costs/ });
    await expect(travel).toHaveAttribute('aria-expanded', 'false');
    await travel.click();
    await expect(travel).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: /^Travel Costs/ })).toContainText('Include travel');
    await page.getByRole('switch', { name: 'Include travel' }).click();
    await page.getByLabel('Distance (km)').fill('20');
    await expect(page.getByLabel('Cost per km ($)')).toHaveValue('1.50');
    await expect(page.getByRole('button', { name: /^Travel Costs/ })).toContainText('$30.00');
    await expect(page.getByRole('button', { name: /^Labour/ })).toContainText('1 item');

    // 3.5 h × $95 + 4 × $48.50 + $40 + 20 km × $1.50 = $596.50; GST $59.65.
    await expect(page.getByText('$596.50')).toBeVisible();
    await expect(page.getByText('GST (10%)')).toBeVisible();
    await expect(page.getByText('$656.15')).toBeVisible();
    await screenshot(page, 'quotes-02-new-quote');
    await page.getByRole('button', { name: 'Create Quote' }).click();
  });

  await test.step('the quote is created in one call and its details show', async () => {
    await expect(toast(page, 'Quote Created')).toBeVisible();
    await expect(toast(page, 'Make any changes below to finalise and send it to your client.')).toBeVisible();
    await expect(page).toHaveURL(/\/quote\/[0-9a-f-]{36}\/details$/);
    await expect(page.getByRole('heading', { name: 'Switchboard upgrade' })).toBeVisible();
    await expect(page.getByText('Quote in progress')).toBeVisible();
    await expect(page.getByText('$656.15').first()).toBeVisible();
    await expect(page.getByText('Travel (20 km × $1.50)')).toBeVisible();
  });

  await test.step('a line is changed in edit mode', async () => {
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: /^Materials/ }).click();
    const material = line(page, 'Materials line 1');
    await material.getByLabel('Quantity').fill('5');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Quote Updated')).toBeVisible();
    // One more RCBO: subtotal $645.00, GST $64.50.
    await expect(page.getByText('$709.50').first()).toBeVisible();
  });

  await test.step('a deposit is requested once', async () => {
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('button', { name: 'Request Deposit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Deposit' });
    const amount = dialog.getByLabel('Deposit amount ($)');
    await expect(amount).toHaveValue('212.85');
    await amount.fill('');
    await dialog.getByRole('button', { name: 'Request Deposit' }).click();
    await expect(dialog.getByText('Please enter a deposit amount')).toBeVisible();
    await amount.fill('800');
    await dialog.getByRole('button', { name: 'Request Deposit' }).click();
    await expect(dialog.getByText('Please enter a valid deposit amount')).toBeVisible();
    await amount.fill('200');
    await dialog.getByRole('button', { name: 'Request Deposit' }).click();
    await expect(toast(page, 'Deposit Requested')).toBeVisible();
    await page.getByRole('button', { name: 'More actions' }).click();
    await expect(page.getByRole('button', { name: 'Deposit Already Requested' })).toBeDisabled();
    await page.getByRole('button', { name: 'More actions' }).click();
    await expect(page.getByText('Deposit requested', { exact: true })).toBeVisible();
    await expect(page.getByText('$200.00').first()).toBeVisible();
    // Not asked of the client until the quote goes to them.
    await expect(page.getByRole('group', { name: 'Money' })).toHaveText('Deposit $200.00 — asked for when you send the quote');
  });

  await test.step('the quote is sent by email', async () => {
    await page.getByRole('button', { name: 'Send by email', exact: true }).click();
    await expect(toast(page, 'Quote Sent')).toBeVisible();
    await expect(page.getByText('Quote sent - awaiting client response')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Money' })).toHaveText(/Deposit requested \$200\.00\s*Not paid yet/);
    await screenshot(page, 'quotes-03-details-sent');
  });

  await test.step("the owner's dashboard shows it Sent", async () => {
    await page.getByRole('link', { name: 'Quotes' }).click();
    const card = page.getByRole('article', { name: 'Sarah Nguyen: Switchboard upgrade' });
    await expect(card).toContainText('Sent');
    await expect(card).toContainText('$709.50');
    await expect(page.getByText('Sparky Dave Electrical · 1 quote')).toBeVisible();
  });

  await test.step('the client opens the mailed link signed out and accepts', async () => {
    const link = await quoteLinkMailedTo(clientEmail);
    const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await client.newPage();
    await phone.goto(link);
    await expect(phone.getByRole('heading', { name: 'Switchboard upgrade' })).toBeVisible();
    await phone.getByRole('button', { name: 'Accept Quote' }).click();
    await phone.getByRole('dialog', { name: 'Approve Quote' }).getByRole('button', { name: 'Approve' }).click();
    await expect(phone.getByRole('heading', { name: 'Quote Approved!' })).toBeVisible();
    await client.close();
  });

  await test.step("the owner's dashboard shows it Approved, and the history tells the story", async () => {
    await page.reload();
    const card = page.getByRole('article', { name: 'Sarah Nguyen: Switchboard upgrade' });
    await expect(card).toContainText('Approved');
    await page.getByRole('button', { name: 'Approved' }).click();
    await expect(page.getByText('Sparky Dave Electrical · 1 quote')).toBeVisible();
    await screenshot(page, 'quotes-04-dashboard-approved');
    await card.getByRole('link', { name: 'Details' }).click();
    await expect(page.getByText('Quote accepted by the client')).toBeVisible();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('link', { name: 'View History' }).click();
    await expect(page.getByRole('heading', { name: 'Quote History' })).toBeVisible();
    const entries = page.getByRole('listitem');
    for (const kind of ['Created', 'Updated', 'Sent', 'Approved']) {
      await expect(entries.filter({ hasText: kind }).first()).toBeVisible();
    }
    await expect(page.locator('del', { hasText: '4.00' })).toBeVisible();
    await screenshot(page, 'quotes-05-history');
  });
});

test('a quote drafted from job notes by the built-in drafter', async ({ page, baseURL }) => {
  await signUpWithBusiness(page, baseURL!);
  const client = await page.request.post('/api/clients', {
    headers: { Origin: baseURL! },
    data: { name: 'Bob Hartley', email: 'bob.hartley@example.com' },
  });
  expect(client.status()).toBe(201);
  const { id: clientId } = (await client.json()) as { id: string };

  await test.step('Generate Quick Quote, for the client the Clients screen passed on', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Generate Quick Quote' }).click();
    await expect(page.getByRole('heading', { name: 'Generate New Quote' })).toBeVisible();
    await page.getByRole('button', { name: 'Generate Quote' }).click();
    await expect(page.getByText('Please select a client')).toBeVisible();
    await expect(page.getByText('Please provide a detailed job description (at least 10 characters)')).toBeVisible();

    await page.goto(`/quote/ai?clientId=${clientId}&clientName=Bob+Hartley&clientEmail=bob.hartley%40example.com`);
    await expect(page.getByText('bob.hartley@example.com')).toBeVisible();
    await page
      .getByLabel('Job description')
      .fill('Install 6 LED downlights in the kitchen and replace 2 double power points. Site is 25 km from town.');
    await screenshot(page, 'quotes-06-generate');
    await page.getByRole('button', { name: 'Generate Quote' }).click();
  });

  await test.step('Edit AI Quote shows the draft to check', async () => {
    await expect(toast(page, 'Quote Generated')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Edit AI Quote' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Generate' })).toBeVisible();
    await expect(page.getByLabel('Title')).not.toHaveValue('');
    await expect(page.getByRole('button', { name: /^Labour/ })).not.toContainText('0 items');
    await expect(page.getByRole('button', { name: /^Travel Costs/ })).toContainText('$37.50');
    await page.getByRole('checkbox', { name: 'Request a deposit' }).click();
    await expect(page.getByLabel('Deposit amount ($)')).not.toHaveValue('');
    await screenshot(page, 'quotes-07-edit-ai-quote');
    await page.getByRole('button', { name: 'Create Quote' }).click();
  });

  await test.step('the quote is created with its deposit', async () => {
    await expect(toast(page, 'Quote created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/quote\/[0-9a-f-]{36}\/details$/);
    await expect(page.getByText('Bob Hartley')).toBeVisible();
    await page.getByRole('button', { name: 'More actions' }).click();
    await expect(page.getByRole('button', { name: 'Deposit Already Requested' })).toBeDisabled();
    await screenshot(page, 'quotes-08-ai-quote-details');
  });
});
