import path from 'node:path';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { displayCardDate, displayDay } from '@cobber/contracts/display';
import { ownerWithQuote } from './owner-quote.ts';

// At 390×844: the client accepted the quote and paid its deposit by card; on Invoice Details
// the deposit is money paid, under the total with the balance, not a line of the price, and
// its receipt opens from there. Words and days that match what happened.

const screenshots = path.join(import.meta.dirname, '..', '..', 'docs', 'screenshots');

/** The client accepts the quote and pays a $250.00 deposit by card from their own phone. */
async function clientPaysDeposit(baseURL: string, quoteId: string) {
  const client = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  expect((await client.patch(`/api/quotes/${quoteId}/public/approve`)).status()).toBe(200);
  const payment = await client.post(`/api/quotes/${quoteId}/public/deposit-payment`, { data: {} });
  expect(payment.status()).toBe(201);
  const { clientSecret } = (await payment.json()) as { clientSecret: string };
  const confirmed = await client.post('/api/payments/test/confirm', {
    data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Zoe Nguyen' },
  });
  expect(confirmed.status()).toBe(200);
  await client.dispose();
}

/** The invoice made from a quote whose $250.00 deposit the client paid ($1,100.00 inc. GST). */
async function invoiceWithPaidDeposit(page: Page, baseURL: string): Promise<string> {
  const headers = { Origin: baseURL };
  const quoteId = await ownerWithQuote(page, baseURL, `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`);
  expect((await page.request.post(`/api/quotes/${quoteId}/deposit`, { headers, data: { amount: '250.00' } })).status()).toBe(201);
  expect((await page.request.post(`/api/quotes/${quoteId}/send`, { headers, data: {} })).status()).toBe(200);
  await clientPaysDeposit(baseURL, quoteId);
  // The card receipt reaches the invoices service by event; the invoice counts it once there.
  await expect.poll(async () => ((await (await page.request.get('/api/receipts')).json()) as unknown[]).length, { timeout: 20_000 }).toBe(1);
  const invoice = await page.request.post(`/api/quotes/${quoteId}/create-invoice`, { headers, data: {} });
  expect(invoice.status()).toBe(201);
  return ((await invoice.json()) as { id: string }).id;
}

const receiptPdf = (page: Page) => page.context().waitForEvent('response', (response) => /\/api\/receipts\/[0-9a-f-]{36}\/download$/.test(response.url()));

test('Invoice Details shows the paid deposit as a payment under the total, its receipt one tap away', async ({ page, baseURL }) => {
  const invoiceId = await invoiceWithPaidDeposit(page, baseURL!);
  await page.goto(`/invoice/${invoiceId}`);
  const items = page.getByRole('region', { name: 'Items' });
  const summary = page.getByRole('region', { name: 'Payment Summary' });

  await test.step('the deposit is no line of the price, and has no delete button', async () => {
    await expect(items.getByText('Electrician')).toBeVisible();
    await expect(items.getByText('Switchboard and RCDs')).toBeVisible();
    await expect(items.getByText('Deposit', { exact: true })).toHaveCount(0);
    await expect(items.getByText('$250.00')).toHaveCount(0);
    await expect(items.getByRole('button', { name: /^Delete / })).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Delete Deposit' })).toHaveCount(0);
  });

  await test.step('under the total: the deposit paid taken off, the balance, and the payment with its day', async () => {
    // 4 h × $90 + $640 = $1,000.00; GST $100.00; $250.00 paid leaves $850.00.
    await expect(summary).toContainText('Total$1,100.00Deposit paid-$250.00Balance due$850.00');
    const payment = summary.getByRole('link', { name: /REC-0001/ });
    await expect(payment).toContainText('$250.00');
    await expect(payment).toContainText(`${displayDay(new Date(), 'Australia/Sydney')} · Credit Card`);
    await expect(page.getByText(/^Due \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
    // The screen has taken over from the page drawn on the server: the payment form holds the balance.
    await expect(page.getByLabel('Amount paid ($)')).toHaveValue('850.00');
    await page.screenshot({ path: path.join(screenshots, 'invoice-details.png'), fullPage: true });
  });

  await test.step("the payment opens its receipt's PDF", async () => {
    const opened = receiptPdf(page);
    await summary.getByRole('link', { name: /REC-0001/ }).click();
    const response = await opened;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
  });

  await test.step('the service will not change or delete the deposit line either', async () => {
    const headers = { Origin: baseURL! };
    const lines = (await (await page.request.get(`/api/invoices/${invoiceId}/items`)).json()) as { id: string; type: string }[];
    const deposit = lines.find((line) => line.type === 'deposit')!;
    for (const refused of [
      await page.request.patch(`/api/invoices/${invoiceId}/items/${deposit.id}`, { headers, data: { unitPrice: '1.00' } }),
      await page.request.delete(`/api/invoices/${invoiceId}/items/${deposit.id}`, { headers }),
    ]) {
      expect(refused.status()).toBe(409);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toContain('The deposit is a payment against the total');
    }
  });
});

test('an invoice that is not there says so, with the way home', async ({ page, baseURL }) => {
  await ownerWithQuote(page, baseURL!, 'nobody@example.com');
  await page.goto(`/invoice/${crypto.randomUUID()}`);
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  await expect(page.getByText('Invoice not found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Quotes' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test("the dashboard card keeps the spec's 'Nov 28, 2026'; the client's page says at its top that they approved, and on which day", async ({ page, browser, baseURL }) => {
  const quoteId = await ownerWithQuote(page, baseURL!, `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`);
  expect((await page.request.post(`/api/quotes/${quoteId}/send`, { headers: { Origin: baseURL! }, data: {} })).status()).toBe(200);

  await test.step('the dashboard card: short month, day, year', async () => {
    await page.goto('/');
    const card = page.getByRole('article', { name: 'Zoe Nguyen: Switchboard upgrade' });
    await expect(card).toContainText(displayCardDate(new Date()));
  });

  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await client.newPage();
  const approved = phone.getByRole('heading', { name: 'Quote Approved!' });
  const accepted = `Accepted on ${displayDay(new Date(), 'Australia/Sydney')}`;

  await test.step('accepting puts Quote Approved! and the day at the top, above the quote', async () => {
    await phone.goto(`/quote/${quoteId}`);
    await expect(phone.getByText(/^Date\d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
    await phone.getByRole('button', { name: 'Accept Quote' }).click();
    await phone.getByRole('dialog', { name: 'Approve Quote' }).getByRole('button', { name: 'Approve' }).click();
    await expect(approved).toBeInViewport();
    await expect(phone.getByText(accepted)).toBeVisible();
    const heading = await phone.getByText('Quote for Review').boundingBox();
    expect((await approved.boundingBox())!.y).toBeLessThan(heading!.y);
  });

  await test.step('and so it reads when the client opens the page again', async () => {
    await phone.reload();
    await expect(approved).toBeInViewport();
    await expect(phone.getByText(accepted)).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Accept Quote' })).toHaveCount(0);
  });

  await test.step("Quote Details says what happened: the client accepted", async () => {
    await page.goto(`/quote/${quoteId}/details`);
    await expect(page.getByText('Quote accepted by the client')).toBeVisible();
    await expect(page.getByText('Quote completed successfully!')).toHaveCount(0);
  });
  await client.close();
});
