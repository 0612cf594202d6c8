import path from 'node:path';
import { request as playwrightRequest, expect, test, type Page } from '@playwright/test';
import { ownerWithBusiness, quoteForZoe, sendWhenPriced } from './owner-quote.ts';

// On the narrowest phones (360 px) every action on Quote Details and Invoice Details reads
// whole: a label that does not fit its half of a row takes the row, or wraps in its button.

test.use({ viewport: { width: 360, height: 780 } });

/** Each button's (and button-like link's) words that run past its edge, by label. */
function clippedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('button, a')]
      .filter((element) => element.checkVisibility() && getComputedStyle(element).display !== 'inline')
      .filter((element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight)
      .map((element) => element.textContent!.trim() || element.getAttribute('aria-label') || element.outerHTML.slice(0, 80)),
  );
}

/** Opens More actions and checks every action, open and closed, whole and at least 44 px tall. */
async function expectActionsWhole(page: Page, screen: string) {
  // The app takes over the drawn screen: measure what stays.
  await page.waitForLoadState('networkidle');
  const toggle = page.getByRole('button', { name: 'More actions' });
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  expect(await clippedLabels(page), `${screen}: labels cut off`).toEqual([]);
  // The actions: a button or button-like link with an icon and words.
  const short = await page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('button:has(svg), a:has(svg)')]
      .filter((element) => element.checkVisibility() && element.textContent!.trim() !== '' && element.getBoundingClientRect().height < 44)
      .map((element) => element.textContent!.trim()),
  );
  expect(short, `${screen}: actions under 44 px tall`).toEqual([]);
  const file = path.join(import.meta.dirname, '..', 'artifacts', `actions-360-${screen}.png`);
  const nextStep = page.getByRole('heading', { name: 'Next step' });
  await ((await nextStep.count()) > 0 ? nextStep.locator('..').screenshot({ path: file }) : page.screenshot({ path: file }));
}

test('every action on Quote Details and Invoice Details reads whole on a 360 px phone, at every stage', async ({ page, baseURL }) => {
  const headers = { Origin: baseURL! };
  await ownerWithBusiness(page, baseURL!, { name: 'Sparky Dave Electrical', email: 'office@sparkydave.com.au', applyGST: true });
  const id = await quoteForZoe(page, baseURL!, { title: 'Hot water service', items: [{ description: 'Plumber', quantity: 3, unitPrice: 100, type: 'labor' }] }, '0412 345 678');

  await test.step('a draft', async () => {
    await page.goto(`/quote/${id}/details`);
    await expect(page.getByRole('button', { name: 'Send by email', exact: true })).toBeVisible();
    await expectActionsWhole(page, 'draft');
  });

  await test.step('sent, with a deposit asked for', async () => {
    expect((await page.request.post(`/api/quotes/${id}/deposit`, { headers, data: { amount: 50 } })).status()).toBe(201);
    await sendWhenPriced(page, baseURL!, id, '330.00');
    await page.goto(`/quote/${id}/details`);
    await expect(page.getByRole('button', { name: 'Resend by email' })).toBeVisible();
    await expectActionsWhole(page, 'sent');
  });

  const client = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: headers });
  await test.step('accepted, the deposit owed', async () => {
    expect((await client.patch(`/api/quotes/${id}/public/approve`)).status()).toBe(200);
    await expect(async () => {
      await page.goto(`/quote/${id}/details`);
      await expect(page.getByRole('button', { name: 'Create Invoice' }).first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expectActionsWhole(page, 'accepted');
  });

  await test.step('accepted, the deposit paid', async () => {
    const payment = await client.post(`/api/quotes/${id}/public/deposit-payment`, { data: {} });
    expect(payment.status()).toBe(201);
    const { clientSecret } = (await payment.json()) as { clientSecret: string };
    const paid = await client.post('/api/payments/test/confirm', { data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Zoe Nguyen' } });
    expect(paid.status()).toBe(200);
    await expect(async () => {
      await page.goto(`/quote/${id}/details`);
      await expect(page.getByRole('group', { name: 'Money' })).toContainText('Deposit paid', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expectActionsWhole(page, 'deposit-paid');
  });
  await client.dispose();

  await test.step('its invoice', async () => {
    const made = await page.request.post(`/api/quotes/${id}/create-invoice`, { headers, data: {} });
    expect(made.status()).toBe(201);
    const invoice = (await made.json()) as { id: string };
    await page.goto(`/invoice/${invoice.id}`);
    await expect(page.getByRole('button', { name: 'Cancel invoice' })).toBeVisible();
    // The payment's date reads whole: on a phone it has the row to itself.
    const paidOn = (await page.getByLabel('Paid on').boundingBox())!;
    expect(paidOn.width, 'the Paid on date field is a full row wide').toBeGreaterThan(280);
    await page.getByRole('button', { name: 'Cancel invoice' }).click();
    await expectActionsWhole(page, 'invoice');
    const close = (await page.getByRole('dialog').getByRole('button', { name: 'Close' }).boundingBox())!;
    expect(Math.min(close.width, close.height), "the dialog's Close is a 44 px target").toBeGreaterThanOrEqual(44);
    await page.getByRole('button', { name: 'Keep invoice' }).click();
  });

  await test.step('its invoice, paid', async () => {
    await page.getByRole('button', { name: 'Mark as paid' }).click();
    await expect(page.getByText('Invoice paid in full')).toBeVisible();
    await expectActionsWhole(page, 'invoice-paid');
  });
});
