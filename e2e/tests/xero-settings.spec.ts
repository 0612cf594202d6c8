import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ownerWithQuote } from './owner-quote.ts';

// Settings → Accounting on a server with no Xero app (npm start's default): the Xero
// card says so, the CSV exports stay, and an invoice's page shows no Xero line.

test('Settings → Accounting says Xero is not set up on this server, and the exports stay', async ({ page, baseURL }) => {
  const quoteId = await ownerWithQuote(page, baseURL!, 'zoe@example.com');
  const invoice = await page.request.post(`/api/quotes/${quoteId}/create-invoice`, { headers: { Origin: baseURL! }, data: {} });
  expect(invoice.status()).toBe(201);

  await page.goto('/settings/accounting');
  await expect(page.getByRole('heading', { name: 'Xero' })).toBeVisible();
  await expect(page.getByText('Xero is not set up on this server. The exports below still make files Xero imports.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Xero' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Accounting export' })).toBeVisible();
  await expectNoAxeViolations(page, 'settings accounting with Xero');

  await page.goto(`/invoice/${((await invoice.json()) as { id: string }).id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Xero/)).toHaveCount(0);
});
