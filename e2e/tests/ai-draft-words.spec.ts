import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

// A draft the tradie can send: every drafted line says what in the notes it answers, and
// the quote's words follow its lines as the tradie changes them, on the phone.

const NOTES = 'Install 2 smoke alarms in the hallway and 6 LED downlights in the kitchen.';

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`), fullPage: true });
}

/** A new owner with a GST-registered business and a client, signed in in this page's context; the client's id. */
async function ownerWithClient(page: Page, baseURL: string): Promise<string> {
  const headers = { Origin: baseURL };
  const email = `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect((await page.request.post('/api/login', { headers, data: { email, password: 'hot-water-2024', mode: 'signup', firstName: 'Dave' } })).status()).toBe(200);
  const business = await page.request.post('/api/business', { headers, data: { name: 'Sparky Dave Electrical', defaultHourlyRate: 95, applyGST: true } });
  expect(business.status()).toBe(201);
  const client = await page.request.post('/api/clients', { headers, data: { name: 'Bob Hartley', email: 'bob.hartley@example.com' } });
  expect(client.status()).toBe(201);
  return ((await client.json()) as { id: string }).id;
}

test('an AI draft shows where each line comes from, and its words follow its lines into the quote', async ({ page, baseURL }) => {
  const clientId = await ownerWithClient(page, baseURL!);
  const title = page.getByLabel('Title');
  const description = page.getByLabel('Description (optional)');

  await test.step('the notes are drafted', async () => {
    await page.goto(`/quote/ai?clientId=${clientId}&clientName=Bob+Hartley&clientEmail=bob.hartley%40example.com`);
    await page.getByLabel('Job description').fill(NOTES);
    await page.getByRole('button', { name: 'Generate Quote' }).click();
    await expect(page.getByRole('heading', { name: 'Edit AI Quote' })).toBeVisible();
  });

  await test.step('each drafted line says what in the notes it answers, and its price source', async () => {
    await page.getByRole('button', { name: /^Labour/ }).click();
    await page.getByRole('button', { name: /^Materials/ }).click();
    const lines = page.getByRole('group', { name: /^(Labour|Materials) line \d+$/ });
    await expect(lines).toHaveCount(3);
    for (const line of await lines.all()) {
      await expect(line.getByText(/^from: '.+'$/)).toBeVisible();
    }
    const alarms = page.getByRole('group', { name: 'Materials line 1' });
    await expect(alarms.getByText("from: '2 smoke alarms'")).toBeVisible();
    await expect(alarms.getByText('Typical price — check')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Labour line 1' }).getByText('Your hourly rate')).toBeVisible();
    await expect(title).toHaveValue(/downlight/i);
    await expectNoAxeViolations(page, 'Edit AI Quote');
    await screenshot(page, 'ai-draft-01-lines-from-the-notes');
  });

  await test.step('a line deleted takes its words from the title, the description and the labour', async () => {
    await page.getByRole('button', { name: 'Remove Materials line 2' }).click();
    await expect(title).toHaveValue('Smoke alarms');
    await expect(description).toHaveValue(/^Scope of work:\n• Supply and install smoke alarm × 2\n\n/);
    await expect(description).not.toHaveValue(/downlight/i);
    await expect(page.getByRole('group', { name: 'Labour line 1' }).getByRole('combobox', { name: 'Description' })).toHaveValue(/labour: smoke alarms$/);
    await expect(page.getByText('These words may no longer match the lines')).toHaveCount(0);
  });

  await test.step("the owner's own title stays, and the screen says it may no longer match", async () => {
    await title.fill('Hallway smoke alarms for Bob');
    await page.getByRole('button', { name: /^Materials/ }).click();
    await page.getByRole('button', { name: /^Other/ }).click();
    await page.getByRole('button', { name: 'Add item' }).click();
    await page.getByRole('group', { name: 'Other line 1' }).getByRole('combobox', { name: 'Description' }).fill('Electrical safety certificate');
    await page.getByRole('group', { name: 'Other line 1' }).getByLabel('Price ($)').fill('95');
    await expect(title).toHaveValue('Hallway smoke alarms for Bob');
    await expect(page.getByText('These words may no longer match the lines')).toBeVisible();
    await expect(description).toHaveValue(/• Electrical safety certificate/);
    await expectNoAxeViolations(page, 'Edit AI Quote with the words changed');
    await screenshot(page, 'ai-draft-02-words-follow-lines');
  });

  await test.step('the quote created says what its lines are', async () => {
    const typed = await description.inputValue();
    await page.getByRole('button', { name: 'Create Quote' }).click();
    await expect(page).toHaveURL(/\/quote\/[0-9a-f-]{36}\/details$/);
    const id = /\/quote\/([0-9a-f-]{36})\/details$/.exec(page.url())![1]!;
    const quote = (await (await page.request.get(`/api/quotes/${id}`)).json()) as { title: string; description: string };
    expect(quote).toMatchObject({ title: 'Hallway smoke alarms for Bob', description: typed });
    await expect(page.getByText('Hallway smoke alarms for Bob').first()).toBeVisible();
  });

  await test.step('on Quote Details, a line deleted in Edit takes its words from the description as well', async () => {
    const id = /\/quote\/([0-9a-f-]{36})\/details$/.exec(page.url())![1]!;
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('button', { name: /^Other/ }).click();
    await page.getByRole('button', { name: 'Remove Other line 1' }).click();
    const edited = page.getByLabel('Description', { exact: true });
    await expect(edited).not.toHaveValue(/Electrical safety certificate/);
    await expect(edited).toHaveValue(/• Supply and install smoke alarm × 2/);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Hallway smoke alarms for Bob');
    await expect(page.getByText('These words may no longer match the lines')).toBeVisible();
    await expectNoAxeViolations(page, 'Quote Details edit');
    await screenshot(page, 'ai-draft-03-details-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Quote Updated' }).first()).toBeVisible();
    const saved = (await (await page.request.get(`/api/quotes/${id}`)).json()) as { title: string; description: string; wordsFollowLines: unknown };
    expect(saved.title).toBe('Hallway smoke alarms for Bob');
    expect(saved.description).not.toContain('Electrical safety certificate');
    expect(saved.wordsFollowLines).toMatchObject({ title: false, description: true });
  });
});
