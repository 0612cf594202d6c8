import { expect, test, type Page } from '@playwright/test';

// Lists that do not grow with the business, at 390×844: the dashboard, Clients
// and Receipts load 30 at a time and the next 30 as the list's end scrolls into view; the
// dashboard's count and search come from the server and still say what the owner has.

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

test('an owner with more quotes, clients and receipts than a screenful', async ({ page, baseURL }) => {
  const headers = { Origin: baseURL! };
  const post = async (path: string, data: unknown) => {
    const answer = await page.request.post(path, { headers, data });
    expect(answer.status(), `${path} ${await answer.text()}`).toBeLessThan(300);
    return (await answer.json()) as { id: string };
  };

  await test.step('the owner has 65 quotes, 41 clients and 35 receipts', async () => {
    const email = `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await post('/api/login', { email, password: 'hot-water-2024', mode: 'signup', firstName: 'Dave' });
    await post('/api/business', { name: 'Sparky Dave Electrical', email: 'office@sparkydave.com.au', applyGST: false });
    const sarah = await post('/api/clients', { name: 'Sarah Nguyen', email: 'sarah@example.com', phone: '0423 111 222' });
    for (let i = 1; i <= 40; i++) await post('/api/clients', { name: `Client ${String(i).padStart(2, '0')}`, email: `client${i}@example.com` });
    for (let i = 1; i <= 65; i++) {
      await post('/api/quotes', { clientId: sarah.id, clientName: 'Sarah Nguyen', clientEmail: 'sarah@example.com', title: `Job ${i}`, items: [{ description: 'Labour', quantity: 1, unitPrice: `${100 + i}.00`, type: 'labor' }] });
    }
    for (let i = 1; i <= 35; i++) await post('/api/receipts', { clientName: 'Sarah Nguyen', paymentAmount: '50.00', paymentMethod: 'Cash', paymentDate: '2025-07-01' });
  });

  await test.step('the dashboard shows 30 cards, the count of all 65, and the rest as it scrolls', async () => {
    await page.goto('/');
    const cards = page.getByRole('main').getByRole('article');
    await expect(page.getByText('Sparky Dave Electrical · 65 quotes')).toBeVisible();
    await expect(cards).toHaveCount(30);
    await expect(cards.first()).toHaveAccessibleName('Sarah Nguyen: Job 65');
    // The dashboard comes drawn by the server: the next 30 are the app's to load, once it
    // has taken the screen over.
    await page.waitForLoadState('networkidle');
    await scrollToEnd(page);
    await expect(cards).toHaveCount(60);
    await scrollToEnd(page);
    await expect(cards).toHaveCount(65);
    await expect(cards.last()).toHaveAccessibleName('Sarah Nguyen: Job 1');
    await expect(page.getByRole('button', { name: 'Show more quotes' })).toHaveCount(0);
  });

  await test.step('the search and filter are answered by the server, the count with them', async () => {
    const cards = page.getByRole('main').getByRole('article');
    const search = page.getByLabel('Search quotes');
    await search.fill('job 6');
    await expect(page.getByText('Sparky Dave Electrical · 7 quotes')).toBeVisible();
    await expect(cards).toHaveCount(7);
    await search.fill('Q-0042');
    await expect(page.getByText('Sparky Dave Electrical · 1 quote')).toBeVisible();
    await expect(cards).toHaveText([/Job 42/]);
    await search.fill('$107');
    await expect(cards).toHaveText([/Job 7\b/]);
    await search.fill('');
    await page.getByRole('button', { name: 'Sent', exact: true }).click();
    await expect(page.getByText('No quotes found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filter')).toBeVisible();
    await expect(page.getByText('Sparky Dave Electrical · 0 quotes')).toBeVisible();
    await page.getByRole('button', { name: 'Draft', exact: true }).click();
    await expect(page.getByText('Sparky Dave Electrical · 65 quotes')).toBeVisible();
    await expect(cards).toHaveCount(30);
  });

  await test.step('Clients loads 30 by name, the rest as it scrolls, and finds a phone on the server', async () => {
    await page.getByRole('link', { name: 'Clients' }).click();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(30);
    await expect(cards.first()).toHaveAccessibleName('Client 01');
    await scrollToEnd(page);
    await expect(cards).toHaveCount(41);
    await expect(cards.last()).toHaveAccessibleName('Sarah Nguyen');
    await page.getByLabel('Search clients').fill('0423111');
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('0423 111 222');
  });

  await test.step('Receipts loads 30, the rest as it scrolls, and filters on the server', async () => {
    await page.goto('/receipts');
    const numbers = page.getByRole('main').getByText(/^REC-\d{4}$/);
    await expect(numbers).toHaveCount(30);
    await expect(numbers.first()).toHaveText('REC-0035');
    await scrollToEnd(page);
    await expect(numbers).toHaveCount(35);
    await page.getByRole('button', { name: 'Sent', exact: true }).click();
    await expect(page.getByText('No receipts found')).toBeVisible();
    await page.getByRole('button', { name: 'Unsent', exact: true }).click();
    await expect(numbers).toHaveCount(30);
  });
});
