import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { mailPage, mailsTo } from './mailbox.ts';
import { ownerWithQuote } from './owner-quote.ts';

// The client pays the invoice from the emailed link, part then the rest, by card
// (the owner's PayID beside the bank details); the owner sees it move from Unpaid to Paid
// on /invoices, with its receipts.

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`), fullPage: true });
}

/** The invoice link in the newest mail about `invoiceNumber` to `to`, as the client would tap it. */
async function invoiceLinkMailedTo(to: string, invoiceNumber: string): Promise<string> {
  await expect.poll(async () => (await mailsTo(to)).some((mail) => mail.subject.includes(invoiceNumber)), { timeout: 30_000 }).toBe(true);
  const mail = (await mailsTo(to)).find((entry) => entry.subject.includes(invoiceNumber))!;
  const link = /https?:\/\/[^\s"&<>]+\/invoice\/[0-9a-f-]{36}\/pay/.exec(await mailPage(mail))?.[0];
  expect(link, 'the invoice link in the mail').toBeDefined();
  return link!;
}

/** Pays `amount` ("100.00") by the test card from the invoice page's Pay by Card panel. */
async function payByCard(page: Page, amount: string, shown: string) {
  await page.getByLabel('Amount to pay (AUD)').fill(amount);
  await page.getByRole('button', { name: `Pay now ${shown}` }).click();
  await expect(page.getByRole('note')).toContainText('Test mode — no real money is taken');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Zoe Nguyen');
  await page.getByRole('button', { name: `Pay ${shown}` }).click();
}

/** The owner's Invoices screen under one filter: the card of `invoiceNumber`, or none. */
async function invoicesUnder(page: Page, filter: 'All' | 'Unpaid' | 'Overdue' | 'Paid') {
  await page.getByRole('group', { name: 'Show invoices' }).getByRole('button', { name: filter, exact: true }).click();
  await expect(page.getByRole('button', { name: filter, exact: true })).toHaveAttribute('aria-pressed', 'true');
}

test('the client pays the emailed invoice in two parts by card; the owner sees it move from Unpaid to Paid', async ({ page, browser, baseURL }) => {
  const headers = { Origin: baseURL! };
  const clientEmail = `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const quoteId = await ownerWithQuote(page, baseURL!, clientEmail);

  await test.step('the owner gives a PayID on Settings, beside the bank details (a landline is refused)', async () => {
    await page.goto('/settings/money');
    const payId = page.getByLabel('PayID');
    await payId.fill('02 9876 5432');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('PayID must be an email address, an Australian mobile (04xx xxx xxx) or an ABN')).toBeVisible();
    await payId.fill('0412 345 678');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved' }).first()).toBeVisible();
  });

  const created = await page.request.post(`/api/quotes/${quoteId}/create-invoice`, { headers, data: {} });
  expect(created.status()).toBe(201);
  const invoice = (await created.json()) as { id: string; invoiceNumber: string; totalAmount: string };
  expect(invoice.totalAmount).toBe('1100.00');
  expect((await page.request.post(`/api/invoices/${invoice.id}/send`, { headers, data: {} })).status()).toBe(200);

  await test.step('the owner sees it owed: the dashboard sum, and Unpaid on /invoices', async () => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Owed to you \$1,100\.00 · Overdue \$0\.00/ })).toBeVisible();
    await page.getByRole('link', { name: /Owed to you/ }).click();
    await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
    await invoicesUnder(page, 'Unpaid');
    const card = page.getByRole('article', { name: invoice.invoiceNumber });
    await expect(card).toContainText('Zoe Nguyen');
    await expect(card).toContainText('Sent');
    await expect(card).toContainText('Balance due$1,100.00');
    await invoicesUnder(page, 'Paid');
    await expect(page.getByText('No invoices found')).toBeVisible();
    await screenshot(page, 'invoice-payment-01-owner-unpaid');
  });

  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const clientPage = await client.newPage();
  await test.step('the client opens the emailed link and pays $100.00 of it', async () => {
    await clientPage.goto(await invoiceLinkMailedTo(clientEmail, invoice.invoiceNumber));
    const mail = (await mailsTo(clientEmail)).find((entry) => entry.subject.includes(invoice.invoiceNumber))!;
    expect(await mailPage(mail)).toContain('PayID (mobile): 0412 345 678');
    await expect(clientPage.getByRole('heading', { name: 'Pay by Card' })).toBeVisible();
    await expect(clientPage.getByLabel('Amount to pay (AUD)')).toHaveValue('1100.00');
    await expect(clientPage.getByText('PayID0412 345 678')).toBeVisible();
    await expect(clientPage.getByText(`Please include the invoice number ${invoice.invoiceNumber} as the reference.`)).toBeVisible();
    await screenshot(clientPage, 'invoice-payment-02-client-pay-now');
    await payByCard(clientPage, '100', '$100.00');
    await expect(clientPage.getByRole('status').filter({ hasText: 'Payment of $100.00 processed successfully!' })).toBeVisible();
    await expect(clientPage.getByText('Amount due$1,000.00').first()).toBeVisible({ timeout: 30_000 });
    await expect(clientPage.getByText('Payments received-$100.00').first()).toBeVisible();
  });

  await test.step('then the rest: Payment Received', async () => {
    await expect(clientPage.getByLabel('Amount to pay (AUD)')).toHaveValue('1000.00');
    await payByCard(clientPage, '1000.00', '$1,000.00');
    await expect(clientPage.getByRole('heading', { name: 'Payment Received' })).toBeVisible({ timeout: 30_000 });
    await expect(clientPage.getByRole('heading', { name: 'Pay by Card' })).toHaveCount(0);
    await screenshot(clientPage, 'invoice-payment-03-client-paid');
    await clientPage.reload();
    await expect(clientPage.getByRole('heading', { name: 'Payment Received' })).toBeVisible();
  });
  await client.close();

  await test.step('the owner sees it Paid on /invoices, and both receipts by Credit Card', async () => {
    await page.goto('/invoices');
    await invoicesUnder(page, 'Paid');
    const card = page.getByRole('article', { name: invoice.invoiceNumber });
    await expect(card).toContainText('Paid');
    await expect(card).not.toContainText('Balance due');
    await invoicesUnder(page, 'Unpaid');
    await expect(page.getByText('No invoices found')).toBeVisible();
    await screenshot(page, 'invoice-payment-04-owner-paid');
    await page.goto('/receipts');
    await expect(page.getByText(`Payment of ${invoice.invoiceNumber} (test payment)`)).toHaveCount(2);
    await expect(page.getByText('Credit Card', { exact: false })).toHaveCount(2);
    await expect(page.getByText('$100.00')).toBeVisible();
    await expect(page.getByText('$1,000.00')).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Owed to you \$0\.00 · Overdue \$0\.00/ })).toBeVisible();
  });
});
