import { expect, test, type Page } from '@playwright/test';

// A payment is recorded once however hard the thumb taps. The forms that record money check
// their fields with a schema fetched on the first check, so a slow phone is still fetching it
// when the second tap lands: that tap must record nothing more. The form's code is held back
// here for a moment, as a slow connection would.

interface Owner {
  headers: Record<string, string>;
  invoiceId: string;
}

async function ownerWithInvoice(page: Page, baseURL: string): Promise<Owner> {
  const headers = { Origin: baseURL };
  const email = `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect((await page.request.post('/api/login', { headers, data: { email, password: 'hot-water-2024', mode: 'signup', firstName: 'Dave' } })).status()).toBe(200);
  expect((await page.request.post('/api/business', { headers, data: { name: 'Sparky Dave Electrical', email: 'office@sparkydave.com.au' } })).status()).toBe(201);
  const client = await page.request.post('/api/clients', { headers, data: { name: 'Zoe Nguyen', email: 'zoe@example.com' } });
  const quote = await page.request.post('/api/quotes', {
    headers,
    data: {
      clientId: ((await client.json()) as { id: string }).id,
      clientName: 'Zoe Nguyen',
      clientEmail: 'zoe@example.com',
      title: 'Switchboard upgrade',
      items: [{ description: 'Electrician', quantity: 5, unitPrice: 90, type: 'labor' }],
    },
  });
  const { id: quoteId } = (await quote.json()) as { id: string };
  expect((await page.request.post(`/api/quotes/${quoteId}/send`, { headers, data: {} })).status()).toBe(200);
  // The invoices service learns of the quote from its event: asked again until it has.
  for (let attempt = 0; attempt < 40; attempt++) {
    const created = await page.request.post(`/api/quotes/${quoteId}/create-invoice`, { headers, data: {} });
    if (created.ok()) return { headers, invoiceId: ((await created.json()) as { id: string }).id };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the invoice was never made');
}

/** From now on every script the page asks for arrives half a second late. */
async function slowScripts(page: Page) {
  await page.route(/\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
}

async function receiptCount(page: Page): Promise<number> {
  return ((await (await page.request.get('/api/receipts')).json()) as unknown[]).length;
}

function toast(page: Page, title: string) {
  return page.getByRole('status').filter({ hasText: title }).first();
}

test('two quick taps on Mark as paid record one payment and one receipt', async ({ page, baseURL }) => {
  const { invoiceId } = await ownerWithInvoice(page, baseURL!);
  await page.goto(`/invoice/${invoiceId}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => !document.getElementById('first-screen-data'));
  await page.getByLabel('Amount paid ($)').fill('100');
  await slowScripts(page);
  await page.getByRole('button', { name: 'Record part payment' }).dblclick();
  await expect(toast(page, 'Payment Recorded')).toBeVisible();
  await expect(page.getByText('$350.00 is owed.')).toBeVisible();
  expect(await receiptCount(page)).toBe(1);
});

test('two quick taps on Create Receipt make one receipt', async ({ page, baseURL }) => {
  await ownerWithInvoice(page, baseURL!);
  await page.goto('/receipts', { waitUntil: 'networkidle' });
  await page.waitForFunction(() => !document.getElementById('first-screen-data'));
  await page.getByRole('button', { name: 'New Receipt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Receipt' });
  await dialog.getByLabel('Client name').fill('Zoe Nguyen');
  await dialog.getByLabel('Amount ($)').fill('120');
  await dialog.getByLabel('Payment method').selectOption('Cash');
  await slowScripts(page);
  await dialog.getByRole('button', { name: 'Create Receipt' }).dblclick();
  await expect(toast(page, 'Receipt Created')).toBeVisible();
  await expect(page.getByText('REC-0001', { exact: true })).toBeVisible();
  expect(await receiptCount(page)).toBe(1);
});
