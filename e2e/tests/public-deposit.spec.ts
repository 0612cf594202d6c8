import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';

// The tradie asked for a deposit; the client accepts the quote from the emailed
// link, signed out, and pays the deposit by card on the same page.

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`), fullPage: true });
}

/** A tradie's quote of $1,000 (no GST) with a $300.00 deposit requested, sent to the client. */
async function quoteWithDeposit(baseURL: string): Promise<{ api: APIRequestContext; id: string }> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const email = `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect((await api.post('/api/login', { data: { email, password: 'hot-water-2024', mode: 'signup', firstName: 'Dave' } })).status()).toBe(200);
  expect((await api.post('/api/business', { data: { name: 'Sparky Dave Electrical', email: 'office@sparkydave.com.au', applyGST: false } })).status()).toBe(201);
  const client = await api.post('/api/clients', { data: { name: 'Zoe Nguyen', email: 'zoe@example.com' } });
  expect(client.status()).toBe(201);
  const created = await api.post('/api/quotes', {
    data: {
      clientId: ((await client.json()) as { id: string }).id,
      clientName: 'Zoe Nguyen',
      clientEmail: 'zoe@example.com',
      title: 'Switchboard upgrade',
      items: [
        { description: 'Electrician', quantity: 4, unitPrice: 90, type: 'labor' },
        { description: 'Switchboard and RCDs', quantity: 1, unitPrice: '640.00', type: 'materials' },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await api.post(`/api/quotes/${id}/deposit`, { data: { amount: '300.00' } })).status()).toBe(201);
  expect((await api.post(`/api/quotes/${id}/send`)).status()).toBe(200);
  return { api, id };
}

async function acceptQuote(page: Page, id: string) {
  await page.goto(`/quote/${id}`);
  await expect(page.getByText('Viewed', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Accept Quote' }).click();
  await page.getByRole('dialog', { name: 'Approve Quote' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'Quote Approved!' })).toBeVisible();
}

async function payWithCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Zoe Nguyen');
  await page.getByRole('button', { name: 'Pay $300.00' }).click();
}

test('the client accepts the quote and pays the requested deposit on the same page', async ({ browser, baseURL }) => {
  const owner = await quoteWithDeposit(baseURL!);
  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await client.newPage();
  await acceptQuote(page, owner.id);

  await test.step('Pay Deposit, right after Quote Approved!, in test mode', async () => {
    await expect(page.getByRole('heading', { name: 'Pay Deposit' })).toBeVisible();
    await expect(page.getByText('Sparky Dave Electrical has asked for a deposit of $300.00 to get started.')).toBeVisible();
    await page.getByRole('button', { name: 'Pay Deposit $300.00' }).click();
    await expect(page.getByRole('note')).toContainText('Test mode — no real money is taken');
    await screenshot(page, 'public-deposit-01-card-form');
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    // The panel says it, and so does the success toast beside it.
    await expect(page.getByText('Deposit payment of $300.00 processed successfully!').first()).toBeVisible();
    await screenshot(page, 'public-deposit-02-paid');
  });

  await test.step('the tradie sees it in the quote history and a receipt; the link shows it paid', async () => {
    await expect
      .poll(async () => ((await (await owner.api.get(`/api/quotes/${owner.id}/history`)).json()) as { description: string }[]).map((e) => e.description))
      .toContain('Deposit of $300.00 paid by card (test payment)');
    await expect
      .poll(async () => ((await (await owner.api.get('/api/receipts')).json()) as { paymentAmount: string; paymentMethod: string }[]))
      .toEqual([expect.objectContaining({ paymentAmount: '300.00', paymentMethod: 'Credit Card' })]);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Deposit Paid' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Pay Deposit/ })).toHaveCount(0);
  });
  await client.close();
  await owner.api.dispose();
});

test('a declined card shows Payment Failed with the provider’s message, and another card pays', async ({ browser, baseURL }) => {
  const owner = await quoteWithDeposit(baseURL!);
  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await client.newPage();
  await acceptQuote(page, owner.id);
  await page.getByRole('button', { name: 'Pay Deposit $300.00' }).click();
  // What the client reads is the provider's answer as our API gave it, not a text of the page.
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/payments/test/confirm'));
  await payWithCard(page, '4000 0000 0000 0002');
  const declined = await answer;
  expect(declined.status()).toBe(402);
  const { error } = (await declined.json()) as { error: { message: string } };
  const failure = page.getByRole('alert');
  await expect(failure).toContainText('Payment Failed');
  await expect(failure).toContainText(error.message);
  await screenshot(page, 'public-deposit-03-declined');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $300.00' }).click();
  await expect(page.getByText('Deposit payment of $300.00 processed successfully!').first()).toBeVisible();
  await client.close();
  await owner.api.dispose();
});
