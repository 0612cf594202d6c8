import { expect, test, type Page } from '@playwright/test';

// A screen the phone kept (the service worker's last drawn page, the saved copy of the
// app's answers) paints at once, but online the app asks for what is there now: a client
// or a quote added elsewhere (the laptop, the API) shows within 2 s, not after a reload.

test.use({ serviceWorkers: 'allow' });

async function ownerOnPhone(page: Page, baseURL: string): Promise<(path: string, data: unknown) => Promise<void>> {
  const headers = { Origin: baseURL };
  const post = async (path: string, data: unknown) => {
    const answer = await page.request.post(path, { headers, data });
    expect(answer.status(), `${path} ${await answer.text()}`).toBeLessThan(300);
  };
  await post('/api/login', { email: `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`, password: 'hot-water-2024', mode: 'signup', firstName: 'Dave' });
  await post('/api/business', { name: 'Sparky Dave Electrical', applyGST: false });
  return post;
}

/** Waits until the phone has kept the drawn page of `path`, as it stands now (`holding` on it). */
async function keptWith(page: Page, path: string, holding: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          async ([path, holding]) => {
            const kept = await (await caches.open('cobber-first-screen')).match(path!);
            return kept ? (await kept.text()).includes(holding!) : false;
          },
          [path, holding],
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
}

test('Clients kept empty on the phone shows a client added on the laptop at the next visit', async ({ page, baseURL }) => {
  const post = await ownerOnPhone(page, baseURL!);
  await page.goto('/clients');
  await expect(page.getByText('No clients yet')).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.reload();
  await expect(page.getByText('No clients yet')).toBeVisible();
  await keptWith(page, '/clients', 'No clients yet');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await post('/api/clients', { name: 'Sarah Nguyen', email: 'sarah@example.com' });
  const [answer] = await Promise.all([page.waitForResponse((response) => response.request().resourceType() === 'document'), page.goto('/clients')]);
  expect(answer.fromServiceWorker()).toBe(true);
  expect(await answer.text()).toContain('No clients yet');
  await expect(page.getByText('Sarah Nguyen')).toBeVisible({ timeout: 2_000 });
  await expect(page.getByText('No clients yet')).toHaveCount(0);
  // Online, the screen does not say it is a saved copy.
  await expect(page.getByText(/Offline/)).toHaveCount(0);
});

test('the dashboard kept on the phone shows a quote added on the laptop at the next visit', async ({ page, baseURL }) => {
  const post = await ownerOnPhone(page, baseURL!);
  await page.goto('/');
  await expect(page.getByText('No quotes found')).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.reload();
  await keptWith(page, '/', 'No quotes found');
  await page.goto('/clients');
  await expect(page.getByRole('heading', { name: 'Your Clients' })).toBeVisible();

  await post('/api/clients', { name: 'Sarah Nguyen', email: 'sarah@example.com' });
  const clients = (await (await page.request.get('/api/clients')).json()) as { id: string }[];
  await post('/api/quotes', {
    clientId: clients[0]!.id,
    clientName: 'Sarah Nguyen',
    clientEmail: 'sarah@example.com',
    title: 'Hot water system',
    items: [{ description: 'Labour', quantity: 1, unitPrice: '100.00', type: 'labor' }],
  });
  const [answer] = await Promise.all([page.waitForResponse((response) => response.request().resourceType() === 'document'), page.goto('/')]);
  expect(answer.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('main').getByRole('article')).toHaveAccessibleName('Sarah Nguyen: Hot water system', { timeout: 2_000 });
  await expect(page.getByText('No quotes found')).toHaveCount(0);
  await expect(page.getByText(/Offline/)).toHaveCount(0);
});
