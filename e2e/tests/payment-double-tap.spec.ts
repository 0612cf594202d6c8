import { expect, test, type Page } from '@playwright/test';
import { ownerWithInvoicedQuote } from './owner-quote.ts';

// A payment is recorded once however hard the thumb taps. The forms that record money check
// their fields with a schema fetched on the first check, so a slow phone is still fetching it
// when the second tap lands: that tap must record nothing more. The form's code is held back
// here for a moment, as a slow connection would.

/** From now on every script the page asks for arrives half a second late. */
async function slowScripts(page: Page) {
  await page.route(/\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
}

async function receiptCount(page: Page): Promise<number> {
  return ((await (await page.request.get('/api/receipts')).json()) as unknown[]).length;
}

function toast(page: Page, title: string) {
  return page.getByRole('status').filter({ hasText: title }).first();
}

test('two quick taps on Mark as paid record one payment and one receipt', async ({ page, baseURL }) => {
  const { invoiceId } = await ownerWithInvoicedQuote(page.request, baseURL!);
  await page.goto(`/invoice/${invoiceId}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => !document.getElementById('first-screen-data'));
  await page.getByLabel('Amount paid ($)').fill('100');
  await slowScripts(page);
  await page.getByRole('button', { name: 'Record part payment' }).dblclick();
  await expect(toast(page, 'Payment Recorded')).toBeVisible();
  await expect(page.getByText('$350.00 is owed.')).toBeVisible();
  expect(await receiptCount(page)).toBe(1);
});

test('two quick taps on Create Receipt make one receipt', async ({ page, baseURL }) => {
  await ownerWithInvoicedQuote(page.request, baseURL!);
  await page.goto('/receipts', { waitUntil: 'networkidle' });
  await page.waitForFunction(() => !document.getElementById('first-screen-data'));
  await page.getByRole('button', { name: 'New Receipt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Receipt' });
  await dialog.getByLabel('Client name').fill('Zoe Nguyen');
  await dialog.getByLabel('Amount ($)').fill('120');
  await dialog.getByLabel('Payment method').selectOption('Cash');
  await slowScripts(page);
  await dialog.getByRole('button', { name: 'Create Receipt' }).dblclick();
  await expect(toast(page, 'Receipt Created')).toBeVisible();
  await expect(page.getByText('REC-0001', { exact: true })).toBeVisible();
  expect(await receiptCount(page)).toBe(1);
});
