import { expect, test } from '@playwright/test';
import { expectFocusVisible, expectNoAxeViolations } from './axe.ts';
import { jobs, setUpBusiness, signUp } from './accessibility-data.ts';
import { solidPng } from './png.ts';

// Readable in sunlight, the client's side: the public pages at 390×844 pass
// axe-core's WCAG 2.1 AA rules in a business's own brand colours, and the focus shows.

test("a client of a business with an orange logo: the quote before and after approval, the deposit, the invoice, and links that lead nowhere", async ({ browser, page, baseURL }) => {
  const headers = { Origin: baseURL! };
  await signUp(page.request, headers);
  // A logo in a mid orange: the client's pages wear it, with text that reads on it.
  const logo = await page.request.post('/api/business/upload-logo', {
    headers,
    multipart: { logo: { name: 'logo.png', mimeType: 'image/png', buffer: solidPng(48, 48, [234, 88, 12]) } },
  });
  expect(logo.status()).toBe(201);
  const { logoUrl, brandColors } = (await logo.json()) as { logoUrl: string; brandColors: Record<string, string> };
  await setUpBusiness(page.request, headers, { logoUrl, brandColors });
  const job = await jobs(page, headers);
  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await client.newPage();

  await test.step('a sent quote, and its Approve dialog', async () => {
    await phone.goto(`/quote/${job.depositRequested}`);
    await expect(phone.getByText('Viewed', { exact: true })).toBeVisible();
    await expectNoAxeViolations(phone, 'public quote');
    await expectFocusVisible(phone, 'public quote', 6);
    await phone.getByRole('button', { name: 'Accept Quote' }).click();
    await expect(phone.getByRole('dialog', { name: 'Approve Quote' })).toBeVisible();
    await expectNoAxeViolations(phone, 'public quote, approve dialog');
  });

  await test.step('approved, with the deposit to pay, the card form and Payment Successful', async () => {
    await phone.getByRole('dialog', { name: 'Approve Quote' }).getByRole('button', { name: 'Approve' }).click();
    await expect(phone.getByRole('heading', { name: 'Quote Approved!' })).toBeVisible();
    await expect(phone.getByRole('heading', { name: 'Pay Deposit' })).toBeVisible();
    await expectNoAxeViolations(phone, 'public quote, approved');
    await phone.getByRole('button', { name: 'Pay Deposit $250.00' }).click();
    await expect(phone.getByLabel('Card number')).toBeVisible();
    await expectNoAxeViolations(phone, 'public deposit card form');
    await phone.getByLabel('Card number').fill('4242 4242 4242 4242');
    await phone.getByLabel('Expiry (MM/YY)').fill('12/34');
    await phone.getByLabel('CVC').fill('123');
    await phone.getByLabel('Name on card').fill('Zoe Nguyen');
    await phone.getByRole('button', { name: 'Pay $250.00' }).click();
    await expect(phone.getByText('Deposit payment of $250.00 processed successfully!').first()).toBeVisible();
    await expectNoAxeViolations(phone, 'public deposit paid, with the toast');
  });

  await test.step('a quote declined', async () => {
    await phone.goto(`/quote/${job.sent}`);
    await phone.getByRole('button', { name: 'Decline Quote' }).click();
    await phone.getByRole('dialog', { name: 'Decline Quote' }).getByRole('button', { name: 'Decline' }).click();
    await expect(phone.getByRole('heading', { name: 'Quote Declined' })).toBeVisible();
    await expectNoAxeViolations(phone, 'public quote, declined');
  });

  await test.step('the invoice, part paid', async () => {
    await phone.goto(`/invoice/${job.invoiceId}/pay`);
    await expect(phone.getByText('Amount due').first()).toBeVisible();
    await expectNoAxeViolations(phone, 'public invoice');
    await expectFocusVisible(phone, 'public invoice', 6);
  });

  await test.step('Quote Not Found and Invoice Not Found', async () => {
    await phone.goto(`/quote/${crypto.randomUUID()}`);
    await expect(phone.getByRole('heading', { name: 'Quote Not Found' })).toBeVisible();
    await expectNoAxeViolations(phone, 'public quote not found');
    await phone.goto(`/invoice/${crypto.randomUUID()}`);
    await expect(phone.getByRole('heading', { name: 'Invoice Not Found' })).toBeVisible();
    await expectNoAxeViolations(phone, 'public invoice not found');
  });
  await client.close();
});
