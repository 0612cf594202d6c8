import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

// A quote being made is kept on the phone until it is created: Back asks first, and Forward,
// a reload or a tab opened again offers it back ("Continue your draft for Jane?").

async function owner(page: Page, baseURL: string) {
  const headers = { Origin: baseURL };
  const email = `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect((await page.request.post('/api/login', { headers, data: { email, password: 'hot-water-2024', mode: 'signup', firstName: 'Dave' } })).status()).toBe(200);
  expect((await page.request.post('/api/business', { headers, data: { name: 'Sparky Dave Electrical', email: 'office@sparkydave.com.au' } })).status()).toBe(201);
  const client = await page.request.post('/api/clients', { headers, data: { name: 'Jane Citizen', email: 'jane@example.com' } });
  expect(client.status()).toBe(201);
}

const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave this quote?' });

test('an AI draft, its notes, client and edited lines, survives Back, Forward, a reload and a closed tab', async ({ page, context, baseURL }) => {
  await owner(page, baseURL!);
  const notes = 'Replace the kitchen mixer tap and fix the leaking shower rose, 12 km from town';

  await test.step('notes for Jane, drafted, a line changed', async () => {
    // Once the app has taken over the drawn dashboard, so the way in is the app's own.
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Generate Quick Quote' }).click();
    await page.getByLabel('Client').selectOption({ label: 'Jane Citizen (jane@example.com)' });
    await expect(page.getByText('jane@example.com')).toBeVisible();
    await page.getByLabel('Job description').fill(notes);
    await page.getByRole('button', { name: 'Generate Quote' }).click();
    await expect(page.getByRole('heading', { name: 'Edit AI Quote' })).toBeVisible();
    await page.getByLabel('Title').fill('Tap and shower for Jane');
  });

  await test.step('Back asks first; Keep editing stays with everything', async () => {
    await page.goBack();
    await expect(leaveDialog(page)).toBeVisible();
    await expectNoAxeViolations(page, 'leave this quote dialog');
    await leaveDialog(page).getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByLabel('Title')).toHaveValue('Tap and shower for Jane');
  });

  await test.step('Leave, then Forward: the draft is offered again, and Continue brings it all back', async () => {
    await page.goBack();
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goForward();
    const offer = page.getByRole('region', { name: 'Continue your draft for Jane Citizen?' });
    await expect(offer).toBeVisible();
    await expect(offer).toContainText('Tap and shower for Jane');
    await expectNoAxeViolations(page, 'continue your draft');
    await offer.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Edit AI Quote' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('Tap and shower for Jane');
    await expect(page.getByText('Jane Citizen')).toBeVisible();
    await page.getByRole('button', { name: 'Back to Generate' }).click();
    await expect(page.getByLabel('Job description')).toHaveValue(notes);
  });

  await test.step('a reload, and the tab closed and opened again, offer it too', async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: 'Continue your draft for Jane Citizen?' })).toBeVisible();
    await page.close();
    const again = await context.newPage();
    await again.goto('/quote/ai');
    const offer = again.getByRole('region', { name: 'Continue your draft for Jane Citizen?' });
    await offer.getByRole('button', { name: 'Continue' }).click();
    await expect(again.getByLabel('Job description')).toHaveValue(notes);
    await expect(again.getByText('jane@example.com')).toBeVisible();

    await test.step('created: nothing is asked on the way to the quote, and nothing is offered after', async () => {
      await again.getByRole('button', { name: 'Generate Quote' }).click();
      await again.getByRole('button', { name: 'Create Quote' }).click();
      await expect(again).toHaveURL(/\/quote\/[0-9a-f-]{36}\/details$/);
      await expect(leaveDialog(again)).toHaveCount(0);
      await again.goto('/quote/ai');
      await expect(again.getByLabel('Job description')).toHaveValue('');
      await expect(again.getByRole('region', { name: /Continue your draft/ })).toHaveCount(0);
    });
  });
});

test('a New Quote with input is kept, Start again forgets it, and signing out forgets it', async ({ page, baseURL }) => {
  await owner(page, baseURL!);
  await page.goto('/');
  await page.getByRole('link', { name: 'Create Manual Quote' }).click();
  await page.getByLabel('Client').selectOption({ label: 'Jane Citizen (jane@example.com)' });
  await page.getByLabel('Title').fill('Deck repair');

  await test.step('leaving in the app asks first', async () => {
    await page.getByRole('link', { name: 'Clients' }).click();
    await expect(leaveDialog(page)).toBeVisible();
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await expect(page.getByRole('heading', { name: 'Your Clients' })).toBeVisible();
  });

  await test.step('back on New Quote the draft is offered; Continue brings back the client and title', async () => {
    await page.goto('/quote/new');
    const offer = page.getByRole('region', { name: 'Continue your draft for Jane Citizen?' });
    await expect(offer).toContainText('Deck repair');
    await offer.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Title')).toHaveValue('Deck repair');
    await expect(page.getByText('jane@example.com')).toBeVisible();
  });

  await test.step('Start again forgets it', async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Start again' }).click();
    await expect(page.getByLabel('Title')).toHaveValue('');
    await page.reload();
    await expect(page.getByLabel('Title')).toHaveValue('');
    await expect(page.getByRole('region', { name: /Continue your draft/ })).toHaveCount(0);
  });

  await test.step('Sign Out forgets what this owner kept on the phone', async () => {
    await page.getByLabel('Title').fill('Fence posts');
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('cobber-draft:')).length)).toBe(1);
    await page.getByRole('link', { name: 'Settings' }).click();
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('link', { name: 'Sign Out' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('cobber-draft:')).length)).toBe(0);
  });
});
