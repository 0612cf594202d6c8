import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

// Notes that ask for a choice become a quote with options, on the phone: Generate Quote drafts
// each choice's own lines, Create Quote saves the options, Quote Details prices each.

const NOTES = 'Supply and install a split system, option of 2.5 kW or 3.5 kW, quote both';

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`), fullPage: true });
}

/** A new owner with a GST-registered business at $95 an hour and a client, signed in in this page's context; the client's id. */
async function ownerWithClient(page: Page, baseURL: string): Promise<string> {
  const headers = { Origin: baseURL };
  const email = `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect((await page.request.post('/api/login', { headers, data: { email, password: 'hot-water-2024', mode: 'signup', firstName: 'Kim' } })).status()).toBe(200);
  const business = await page.request.post('/api/business', { headers, data: { name: 'Cool Change Air', defaultHourlyRate: 95, applyGST: true } });
  expect(business.status()).toBe(201);
  const client = await page.request.post('/api/clients', { headers, data: { name: 'Priya Shah', email: 'priya.shah@example.com' } });
  expect(client.status()).toBe(201);
  return ((await client.json()) as { id: string }).id;
}

test('notes asking for two sizes of split system are quoted as two options, the installation in both', async ({ page, baseURL }) => {
  const clientId = await ownerWithClient(page, baseURL!);

  await test.step('the draft puts each unit in its option', async () => {
    await page.goto(`/quote/ai?clientId=${clientId}&clientName=Priya+Shah&clientEmail=priya.shah%40example.com`);
    await page.getByLabel('Job description').fill(NOTES);
    await page.getByRole('button', { name: 'Generate Quote' }).click();
    await expect(page.getByRole('heading', { name: 'Edit AI Quote' })).toBeVisible();
    await page.getByRole('button', { name: /^Labour/ }).click();
    await page.getByRole('button', { name: /^Materials/ }).click();
    const option = (group: string) => page.getByRole('group', { name: group }).getByLabel('Option');
    await expect(option('Labour line 1').locator('option:checked')).toHaveText('Every option');
    await expect(option('Materials line 1').locator('option:checked')).toHaveText('2.5 kW');
    await expect(option('Materials line 2').locator('option:checked')).toHaveText('3.5 kW');
    await expectNoAxeViolations(page, 'Edit AI Quote with options');
    await screenshot(page, 'drafted-options-01-edit');
  });

  await test.step('the quote created offers both, each priced with the installation and GST', async () => {
    await page.getByRole('button', { name: 'Create Quote' }).click();
    await expect(page).toHaveURL(/\/quote\/[0-9a-f-]{36}\/details$/);
    const heading = page.getByRole('heading', { name: 'Options' });
    await heading.scrollIntoViewIfNeeded();
    const options = heading.locator('xpath=ancestor::*[.//ul][1]').getByRole('listitem');
    // 5.5 hours at $95 and a $1,500.00 unit, plus GST.
    await expect(options).toHaveText([/^2\.5 kW\s*\$2,224\.75/, /^3\.5 kW\s*\$2,224\.75/]);
    await screenshot(page, 'drafted-options-02-details');
  });
});
