import { expect, test } from '@playwright/test';

// A client's invoice link that leads nowhere. The invoice a client opens from the mail,
// its PDF and 'Payment Received' are part of the invoice journey (invoice-journey.spec.ts).

test("a link to an invoice that does not exist shows 'Invoice Not Found'", async ({ page }) => {
  const response = await page.goto(`/invoice/${crypto.randomUUID()}`);
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Invoice Not Found' })).toBeVisible();
  await expect(page.getByText('This invoice may have been removed or the link is invalid.')).toBeVisible();
});
