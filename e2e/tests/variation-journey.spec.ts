import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ownerWithBusiness, quoteForZoe, sendWhenPriced, signWithFinger } from './owner-quote.ts';
import { textsTo } from './mailbox.ts';

// Halfway through a bathroom job the client asks for a second basin. The tradie prices it
// on Quote Details as variation V1 and texts it; the client opens the link on their phone,
// signs and approves; Quote Details shows it approved and signed, and the history records it.

const PHONE = '0412 555 019';
// Drawn on the server like the quote page, and held to the same budget.
const VARIATION_PAGE_BUDGET_KB = 85;

/** A signed-in tradie (GST) whose client, with a mobile, accepted a $1,100.00 bathroom quote. */
async function acceptedBathroomJob(page: Page, baseURL: string): Promise<string> {
  await ownerWithBusiness(page, baseURL, { name: 'Bathrooms by Dave', email: 'office@bathrooms.com.au', applyGST: true });
  const id = await quoteForZoe(page, baseURL, { title: 'Bathroom renovation', items: [{ description: 'Bathroom fit-out', quantity: 1, unitPrice: 1000, type: 'labor' }] }, PHONE);
  await sendWhenPriced(page, baseURL, id, '1100.00');
  expect((await page.request.patch(`/api/quotes/${id}/public/approve`, { headers: { Origin: baseURL }, data: {} })).status()).toBe(200);
  return id;
}

function gzippedBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    });
    req.on('error', reject);
    req.end();
  });
}

const screenshotTo = (name: string) => path.join(import.meta.dirname, '..', '..', 'docs', 'screenshots', `${name}.png`);

test('a variation priced on Quote Details, sent by text, signed and approved by the client on their phone', async ({ browser, page, baseURL }) => {
  const quoteId = await acceptedBathroomJob(page, baseURL!);

  await test.step('the tradie prices the second basin; a missing price is named beside its field and nothing typed is lost', async () => {
    await page.goto(`/quote/${quoteId}/details`);
    const card = page.getByRole('heading', { name: 'Variations' }).locator('..');
    await card.getByRole('button', { name: 'Add variation' }).click();
    await card.getByLabel('Variation title').fill('Second basin');
    await card.getByLabel('Line 1 description').fill('Install second basin');
    await card.getByRole('button', { name: 'Save variation' }).click();
    await expect(card.getByText('Enter a price (a credit is negative, like -85)')).toBeVisible();
    await expect(card.getByLabel('Variation title')).toHaveValue('Second basin');
    await expectNoAxeViolations(page, 'the variation form on Quote Details');
    await card.getByLabel('Price').fill('420');
    await card.getByRole('button', { name: 'Save variation' }).click();
    await expect(card.getByText('V1 Second basin')).toBeVisible();
    await expect(card.getByText('$462.00')).toBeVisible();
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  });

  const texts = (await textsTo(PHONE)).length;
  await test.step('sent by text: the client gets the job, the amount and the link', async () => {
    await page.getByRole('button', { name: 'Send by text' }).click();
    await expect(page.getByText('Variation V1 sent', { exact: true })).toBeVisible();
    await expect.poll(async () => (await textsTo(PHONE)).length).toBe(texts + 1);
  });
  const text = (await textsTo(PHONE)).find((body) => body.includes('variation V1'))!;
  expect(text).toContain('Bathrooms by Dave: variation V1 to Bathroom renovation (Second basin), $462.00. Please review and sign:');
  const link = /(https?:\/\/\S+\/variation\/[0-9a-f-]{36})/.exec(text)![1]!;
  const variationPath = new URL(link).pathname;

  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await client.newPage();
  await test.step('the client opens the link on their phone: drawn on the server, within its JavaScript budget', async () => {
    // The first response already carries the variation (no request chain before it shows).
    expect(await (await phone.request.get(variationPath)).text()).toContain('Second basin');
    const scripts = new Set<string>();
    phone.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    await phone.goto(variationPath, { waitUntil: 'networkidle' });
    await expect(phone.getByRole('heading', { name: 'Second basin' })).toBeVisible();
    await expect(phone.getByText('Variation V1 to Bathroom renovation')).toBeVisible();
    await expect(phone.getByText('$462.00').first()).toBeVisible();
    const kb = (await Promise.all([...scripts].map(gzippedBytes))).reduce((a, b) => a + b, 0) / 1024;
    console.log(`variation page ${kb.toFixed(1)} KB gzipped JS`);
    expect(kb).toBeLessThanOrEqual(VARIATION_PAGE_BUDGET_KB);
    await expectNoAxeViolations(phone, 'the variation page');
  });

  await test.step('Approve and Sign asks for a name and a signature, then records them', async () => {
    await phone.getByRole('button', { name: 'Approve and Sign' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Approve Variation V1' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog.getByText('Please type your full name')).toBeVisible();
    await expect(dialog.getByText('Please sign in the box')).toBeVisible();
    await expectNoAxeViolations(phone, 'the variation signing dialog');
    await dialog.getByLabel('Your full name').fill('Zoe Nguyen');
    await signWithFinger(phone);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(phone.getByRole('heading', { name: 'Variation Approved!' })).toBeVisible();
    await expect(phone.getByText(/^Signed by Zoe Nguyen on \d+ \w{3} \d{4}$/)).toBeVisible();
    await expectNoAxeViolations(phone, 'the approved variation');
    await phone.screenshot({ path: screenshotTo('variation-approved'), fullPage: true });
  });
  await client.close();

  await test.step("Quote Details shows it approved and signed; the job's history records each step", async () => {
    await page.goto(`/quote/${quoteId}/details`);
    const card = page.getByRole('heading', { name: 'Variations' }).locator('..');
    await expect(card.getByText('Approved', { exact: true })).toBeVisible();
    await expect(card.getByText('Signed by Zoe Nguyen')).toBeVisible();
    await expectNoAxeViolations(page, 'Quote Details with a variation');
    await card.screenshot({ path: screenshotTo('variations-card') });
    await page.goto(`/quote/${quoteId}/history`);
    await expect(page.getByText('Zoe Nguyen approved Variation V1 Second basin ($462.00)')).toBeVisible();
    await expect(page.getByText('Variation V1 Second basin ($462.00) sent to 0412 555 019')).toBeVisible();
  });
});
