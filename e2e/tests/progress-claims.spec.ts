import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ownerWithBusiness, quoteForZoe, sendWhenPriced } from './owner-quote.ts';

// A bathroom renovation of $11,000.00 (GST included) billed in stages by a builder who holds
// 5% retention: 30%, then $4,000.00, then everything left, then the retention released. The
// four invoices come to exactly the job; a claim past what is left is refused beside the form.

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`), fullPage: true });
}

/** A signed-in builder (GST, 5% retention) with a $11,000.00 quote the client has accepted; answers its id. */
async function acceptedJob(page: Page, baseURL: string): Promise<string> {
  await ownerWithBusiness(page, baseURL, { name: 'Solid Build Co', email: 'office@solidbuild.com.au', applyGST: true, retentionPercent: 5 });
  const id = await quoteForZoe(page, baseURL, { title: 'Bathroom renovation', items: [{ description: 'Strip out and rebuild the bathroom', quantity: 1, unitPrice: 10000, type: 'labor' }] });
  await sendWhenPriced(page, baseURL, id, '11000.00');
  expect((await page.request.patch(`/api/quotes/${id}/public/approve`, { headers: { Origin: baseURL }, data: {} })).status()).toBe(200);
  return id;
}

test('three claims and the retention release bill exactly the job, and a claim past what is left is refused', async ({ browser, page, baseURL }) => {
  const id = await acceptedJob(page, baseURL!);
  await page.goto(`/quote/${id}/details`);
  const card = page.locator('div').filter({ has: page.getByRole('heading', { name: 'Progress claims' }) }).last();
  const next = card.getByLabel('Next claim');
  const claimed = (heading: string, amount: string) => card.getByRole('listitem').filter({ hasText: heading }).getByText(amount);

  await test.step('30% of the job, then $4,000.00', async () => {
    await card.scrollIntoViewIfNeeded();
    await next.selectOption('percent');
    await card.getByLabel('Percent of the job').fill('30');
    await card.getByRole('button', { name: 'Make claim' }).click();
    await expect(claimed('Progress claim 1', '$3,300.00')).toBeVisible();
    await next.selectOption('amount');
    await card.getByLabel('Amount (GST included)').fill('4000');
    await card.getByRole('button', { name: 'Make claim' }).click();
    await expect(claimed('Progress claim 2', '$4,000.00')).toBeVisible();
    await expect(card.getByText('$3,700.00 left to claim of $11,000.00.')).toBeVisible();
  });

  await test.step('a claim past what is left is refused, the amount kept', async () => {
    await next.selectOption('amount');
    await card.getByLabel('Amount (GST included)').fill('5000');
    await card.getByRole('button', { name: 'Make claim' }).click();
    await expect(card.getByRole('alert')).toHaveText('Only $3,700.00 is left to claim on this job');
    await expect(card.getByLabel('Amount (GST included)')).toHaveValue('5000');
    await expectNoAxeViolations(page, 'the Progress claims card');
  });

  await test.step('the dashboard shows the job claimed so far and what is left', async () => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: '1 job in stages: $7,300.00 claimed · $3,700.00 left' })).toBeVisible();
    await page.goto(`/quote/${id}/details`);
  });

  await test.step('everything left, then the retention released', async () => {
    await next.selectOption('remainder');
    await card.getByRole('button', { name: 'Make claim' }).click();
    await expect(claimed('Progress claim 3', '$3,700.00')).toBeVisible();
    await next.selectOption('retention');
    await card.getByRole('button', { name: 'Make claim' }).click();
    await expect(claimed('Claim 4: retention released', '$550.00')).toBeVisible();
    await expect(card.getByText('$0.00 left to claim of $11,000.00.')).toBeVisible();
    await screenshot(page, 'claims-01-quote-details');
  });

  const claims = ((await (await page.request.get(`/api/quotes/${id}/claims`)).json()) as { claims: { invoiceId: string; totalAmount: string }[] }).claims;
  await test.step('the four invoices come to exactly the job', async () => {
    // 3,300 − 165 held, 4,000 − 200, 3,700 − 185, then the 550 held.
    expect(claims.map((claim) => claim.totalAmount)).toEqual(['3135.00', '3800.00', '3515.00', '550.00']);
    const cents = claims.reduce((sum, claim) => sum + Number(claim.totalAmount.replace('.', '')), 0);
    expect(cents).toBe(1_100_000);
  });

  await test.step('Invoices shows the job claimed and what is left', async () => {
    await page.goto('/invoices');
    const jobs = page.locator('div').filter({ has: page.getByRole('heading', { name: 'Jobs billed in stages' }) }).last();
    await expect(jobs.getByText('$11,000.00 of $11,000.00 claimed')).toBeVisible();
    await expect(jobs.getByText('$0.00 left')).toBeVisible();
    await expectNoAxeViolations(page, 'Invoices with a job billed in stages');
  });

  await test.step("the client's page of a claim shows where the job stands", async () => {
    const second = claims[1]!.invoiceId;
    expect((await page.request.post(`/api/invoices/${second}/send`, { headers: { Origin: baseURL! }, data: {} })).status()).toBe(200);
    const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await client.newPage();
    await phone.goto(`/invoice/${second}/pay`);
    const schedule = phone.locator('div').filter({ has: phone.getByRole('heading', { name: 'Progress claim 2' }) }).last();
    for (const [label, value] of [['Contract', '$11,000.00'], ['Claimed before', '$3,300.00'], ['This claim', '$4,000.00'], ['Retention held', '-$200.00'], ['Remaining to claim', '$3,700.00']] as const) {
      await expect(schedule.getByText(label, { exact: true })).toBeVisible();
      await expect(schedule.getByText(value, { exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(phone, "a progress claim's invoice on the client's page");
    await screenshot(phone, 'claims-02-client-invoice');
    await phone.screenshot({ path: path.join(import.meta.dirname, '..', '..', 'docs', 'screenshots', 'progress-claim-invoice.png'), fullPage: true });
    await client.close();
  });
});
