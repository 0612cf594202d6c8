import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ownerWithBusiness, quoteForZoe } from './owner-quote.ts';

// The client accepts exactly what they read. The client has the quote open on
// their phone; meanwhile the tradie changes a price and sends it again. Accept on the old
// page must not approve a price the client never saw: the page shows the new version and
// says so, and the client accepts that one.

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`), fullPage: true });
}

/** A signed-in tradie (no GST) with a $1,000.00 quote sent to the client; answers its id. */
async function tradieWithSentQuote(page: Page, baseURL: string): Promise<string> {
  await ownerWithBusiness(page, baseURL, { name: 'Sparky Dave Electrical', email: 'office@sparkydave.com.au', applyGST: false });
  const id = await quoteForZoe(page, baseURL, {
    title: 'Switchboard upgrade',
    items: [
      { description: 'Electrician', quantity: 4, unitPrice: 90, type: 'labor' },
      { description: 'Switchboard and RCDs', quantity: 1, unitPrice: '640.00', type: 'materials' },
    ],
  });
  expect((await page.request.post(`/api/quotes/${id}/send`, { headers: { Origin: baseURL } })).status()).toBe(200);
  // The quotes service learns the business from its events; the client's page shows it once it has
  // (a quote never sent has no public page to ask).
  await expect
    .poll(async () => ((await (await page.request.get(`/api/quotes/${id}/public`)).json()) as { business: { name: string } }).business.name)
    .toBe('Sparky Dave Electrical');
  return id;
}

async function approveOnPage(phone: Page) {
  await phone.getByRole('button', { name: 'Accept Quote' }).click();
  await phone.getByRole('dialog', { name: 'Approve Quote' }).getByRole('button', { name: 'Approve' }).click();
}

test('a client accepting a quote changed since they opened it sees the new price first, then accepts that', async ({ browser, page, baseURL }) => {
  const id = await tradieWithSentQuote(page, baseURL!);
  const headers = { Origin: baseURL! };
  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await client.newPage();

  await test.step('the client opens the emailed quote: $1,000.00', async () => {
    await phone.goto(`/quote/${id}`);
    // Hydrated: the page told the business it was opened.
    await expect(phone.getByText('Viewed', { exact: true })).toBeVisible();
    await expect(phone.getByText('$1,000.00').first()).toBeVisible();
  });

  await test.step('meanwhile the tradie changes the switchboard price and sends the quote again', async () => {
    const items = (await (await page.request.get(`/api/quotes/${id}/items`)).json()) as { id: string; description: string }[];
    const board = items.find((item) => item.description === 'Switchboard and RCDs')!;
    expect((await page.request.patch(`/api/quotes/${id}/items/${board.id}`, { headers, data: { unitPrice: '720.00' } })).status()).toBe(200);
    expect(await (await page.request.get(`/api/quotes/${id}`)).json()).toMatchObject({ status: 'draft', revision: 2, totalAmount: '1080.00' });
    expect((await page.request.post(`/api/quotes/${id}/send`, { headers })).status()).toBe(200);
  });

  await test.step('Accept on the page they had open: not approved; the new version shows, with the reason', async () => {
    await approveOnPage(phone);
    await expect(phone.getByRole('alert')).toHaveText('This quote was updated — please review it again');
    await expect(phone.getByText('$1,080.00').first()).toBeVisible();
    await expect(phone.getByText('$1,000.00')).toHaveCount(0);
    await expect(phone.getByRole('heading', { name: 'Quote Approved!' })).toHaveCount(0);
    expect(((await (await page.request.get(`/api/quotes/${id}`)).json()) as { status: string }).status).not.toBe('approved');
    await screenshot(phone, 'stale-revision-01-updated');
  });

  await test.step('they review the new price and accept it', async () => {
    await approveOnPage(phone);
    await expect(phone.getByRole('heading', { name: 'Quote Approved!' })).toBeVisible();
    await screenshot(phone, 'stale-revision-02-approved');
  });

  await test.step("the tradie's history tells it: changed after sending, then accepted at revision 2", async () => {
    await page.goto(`/quote/${id}/history`);
    await expect(page.getByText('Changed after sending — needs resending')).toBeVisible();
    await expect(page.getByText(/^Accepted by the client: revision 2, \$1,080\.00, .+, from .+ \(.*Chrome on Linux\)$/)).toBeVisible();
    await screenshot(page, 'stale-revision-03-history');
  });
  await client.close();
});

test('a quote being changed after sending says so on its link and takes no answer', async ({ browser, page, baseURL }) => {
  const id = await tradieWithSentQuote(page, baseURL!);
  const items = (await (await page.request.get(`/api/quotes/${id}/items`)).json()) as { id: string }[];
  expect((await page.request.patch(`/api/quotes/${id}/items/${items[0]!.id}`, { headers: { Origin: baseURL! }, data: { quantity: 5 } })).status()).toBe(200);

  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await client.newPage();
  await phone.goto(`/quote/${id}`);
  await expect(phone.getByText("This quote is being updated by Sparky Dave Electrical — you'll get the new version by email.")).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Accept Quote' })).toHaveCount(0);
  await expect(phone.getByRole('button', { name: 'Decline Quote' })).toHaveCount(0);
  await screenshot(phone, 'stale-revision-04-being-updated');
  await client.close();
});
