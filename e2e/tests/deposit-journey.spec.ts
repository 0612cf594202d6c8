import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { mailsTo } from './mailbox.ts';
import { ownerWithQuote } from './owner-quote.ts';

// A tradie asks for a deposit on a quote and takes it by card on the spot, with the
// built-in test provider (the embedded default): the same path Stripe's webhook takes
// afterwards — receipt, email, quote history.

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`), fullPage: true });
}

function toast(page: Page, title: string) {
  return page.getByRole('status').filter({ hasText: title }).first();
}

async function payWithTestCard(page: Page, cardNumber: string) {
  await expect(page.getByRole('note')).toContainText('Test mode — no real money is taken');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Zoe Nguyen');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

test('a requested deposit is paid by card: success screen, receipt listed and mailed, quote history', async ({ page, baseURL }) => {
  const clientEmail = `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const quoteId = await ownerWithQuote(page, baseURL!, clientEmail);

  await test.step('the deposit is requested on the quote: 30% suggested', async () => {
    await page.goto(`/quote/${quoteId}/details`);
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('button', { name: 'Request Deposit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Deposit' });
    await expect(dialog.getByLabel('Deposit amount ($)')).toHaveValue('330.00');
    await dialog.getByRole('button', { name: 'Request Deposit' }).click();
    await expect(toast(page, 'Deposit Requested')).toBeVisible();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('link', { name: 'Take the deposit by card now' }).click();
  });

  await test.step('the deposit screen: summary, the requested amount, the client prefilled', async () => {
    await expect(page).toHaveURL(`/quote/${quoteId}/deposit`);
    await expect(page.getByRole('heading', { name: 'Switchboard upgrade' })).toBeVisible();
    await expect(page.getByText('Deposit requested: $330.00')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Fixed amount' })).toBeChecked();
    await expect(page.getByLabel('Deposit amount ($)')).toHaveValue('330');
    await expect(page.getByLabel('Customer name')).toHaveValue('Zoe Nguyen');
    await expect(page.getByLabel('Customer email')).toHaveValue(clientEmail);
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/quote/${quoteId}/details`);
    await screenshot(page, 'deposit-01-setup');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
  });

  await test.step('the test card 4242 pays it: the success screen reads the payment back from the server', async () => {
    await screenshot(page, 'deposit-02-test-card');
    await payWithTestCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/payment-success\?type=quote&number=Q-\d{4}&payment=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(page.getByText(/A deposit of \$330\.00 has been paid on quote Q-\d{4}\./)).toBeVisible();
    await expect(page.getByRole('note')).toContainText('Test mode — no real money is taken. This was a test payment');
    await expect(toast(page, 'Payment Successful')).toContainText('Deposit payment of $330.00 processed successfully!');
    await screenshot(page, 'deposit-03-success');
  });

  await test.step('the receipt is listed and mailed to the client', async () => {
    await page.getByRole('link', { name: 'View Receipts' }).click();
    await expect(page).toHaveURL('/receipts');
    await expect(page.getByText('Deposit payment (test payment)').first()).toBeVisible();
    await expect(page.getByText('$330.00').first()).toBeVisible();
    await expect(page.getByText('Credit Card').first()).toBeVisible();
    await expect.poll(async () => (await mailsTo(clientEmail)).length).toBeGreaterThan(0);
    const [mail] = await mailsTo(clientEmail);
    expect(mail!.attachments.some((name) => /^Receipt-REC-\d{4}\.pdf$/.test(name)), JSON.stringify(mail)).toBe(true);
    await screenshot(page, 'deposit-04-receipts');
  });

  await test.step('the quote history shows the deposit paid', async () => {
    await page.goto(`/quote/${quoteId}/history`);
    await expect(page.getByText('Deposit of $330.00 paid by card (test payment)')).toBeVisible();
  });
});

test("a declined card shows the provider's message, and the setup form starts at 50%", async ({ page, baseURL }) => {
  const quoteId = await ownerWithQuote(page, baseURL!, `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`);
  await page.goto(`/quote/${quoteId}/deposit`);
  await expect(page.getByRole('radio', { name: 'Percentage' })).toBeChecked();
  const percentage = page.getByLabel('Deposit percentage (%)');
  await expect(percentage).toHaveValue('50');
  await expect(page.getByText('$550.00 of $1,100.00')).toBeVisible();
  await percentage.fill('');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Deposit amount is required')).toBeVisible();
  await page.getByRole('radio', { name: 'Fixed amount' }).check();
  await page.getByLabel('Deposit amount ($)').fill('0.2');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Minimum amount is $0.50 AUD')).toBeVisible();
  await page.getByLabel('Deposit amount ($)').fill('100');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  // What the toast says is the provider's answer as our API gave it, not a text of the page.
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/payments/test/confirm'));
  await payWithTestCard(page, '4000 0000 0000 0002');
  const declined = await answer;
  expect(declined.status()).toBe(402);
  const { error } = (await declined.json()) as { error: { message: string } };
  expect(error.message).toBe('Your card was declined.');
  await expect(toast(page, 'Payment Failed')).toContainText(error.message);
  await expect(page).toHaveURL(`/quote/${quoteId}/deposit`);
  await screenshot(page, 'deposit-05-declined');
});

test('a crafted success link shows nothing paid: the screen believes the server, not the address', async ({ page, baseURL }) => {
  await ownerWithQuote(page, baseURL!, `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`);
  for (const link of ['/payment-success?type=quote&number=Q-0001&amount=9999.00', `/payment-success?type=quote&number=Q-0001&amount=9999.00&payment=${crypto.randomUUID()}`]) {
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Payment Not Found' })).toBeVisible();
    await expect(page.getByText('There is no payment to show here, so nothing has been paid.')).toBeVisible();
    await expect(page.getByText('Payment Successful')).toHaveCount(0);
    await expect(page.getByText('$9,999.00')).toHaveCount(0);
  }
});

test("a deposit for something that does not exist: 'Document Not Found'", async ({ page, baseURL }) => {
  await ownerWithQuote(page, baseURL!, 'nobody@example.com');
  await page.goto(`/invoice/${crypto.randomUUID()}/deposit`);
  await expect(page.getByRole('heading', { name: 'Document Not Found' })).toBeVisible();
  await expect(page.getByText("The document you're looking for doesn't exist.")).toBeVisible();
});
