import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';

// A client opens the invoice link from the email on their phone, signed out: the invoice
// arrives server-rendered, the PDF is built in the browser, and once the tradie marks it
// paid the page says so.

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`), fullPage: true });
}

/** A GST-registered tradie with bank details, an approved-style quote turned into an invoice and sent, all through the API. */
async function sentInvoice(baseURL: string): Promise<{ api: APIRequestContext; id: string; invoiceNumber: string }> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const email = `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect((await api.post('/api/login', { data: { email, password: 'hot-water-2024', mode: 'signup', firstName: 'Dave' } })).status()).toBe(200);
  const business = await api.post('/api/business', {
    data: {
      name: 'Sparky Dave Electrical',
      email: 'office@sparkydave.com.au',
      applyGST: true,
      bankName: 'Commonwealth Bank',
      bsb: '062-000',
      accountNumber: '12345678',
      accountName: 'Sparky Dave Pty Ltd',
    },
  });
  expect(business.status()).toBe(201);
  const quote = await api.post('/api/quotes', {
    data: {
      clientId: crypto.randomUUID(),
      clientName: 'Zoe Nguyen',
      clientEmail: `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`,
      title: 'Switchboard upgrade',
      items: [
        { description: 'Electrician', quantity: 4, unitPrice: 90, type: 'labor' },
        { description: 'Switchboard and RCDs', quantity: 1, unitPrice: '640.00', type: 'materials' },
      ],
    },
  });
  expect(quote.status()).toBe(201);
  const quoteId = ((await quote.json()) as { id: string }).id;
  // The invoices service learns the quote from its events.
  let invoice: { id: string; invoiceNumber: string } | undefined;
  await expect
    .poll(async () => {
      const created = await api.post(`/api/quotes/${quoteId}/create-invoice`);
      if (created.ok()) invoice = (await created.json()) as { id: string; invoiceNumber: string };
      return created.ok();
    })
    .toBe(true);
  expect((await api.post(`/api/invoices/${invoice!.id}/send`, { data: {} })).status()).toBe(200);
  return { api, ...invoice! };
}

test('a client opens a sent invoice signed out, downloads its PDF, and sees it paid once the tradie marks it', async ({ browser, baseURL }) => {
  const { api, id, invoiceNumber } = await sentInvoice(baseURL!);
  const client = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
  const page = await client.newPage();
  // React reports a hydration mismatch as a console error; a missing script is a failed response.
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) consoleErrors.push(message.text());
  });
  const failedScripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && !response.ok()) failedScripts.push(response.url());
  });

  await test.step('the invoice, its total with GST and the bank details arrive in the first response', async () => {
    const response = await page.goto(`/invoice/${id}/pay`);
    expect(response!.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Switchboard upgrade' })).toBeVisible();
    await expect(page.getByText('Tax Invoice')).toBeVisible();
    await expect(page.getByText(invoiceNumber).first()).toBeVisible();
    await expect(page.getByText('Inc. GST', { exact: true })).toBeVisible();
    await expect(page.getByText('$1,100.00').first()).toBeVisible();
    await expect(page.getByText('Labour')).toBeVisible();
    await expect(page.getByText('Payment Summary')).toBeVisible();
    await expect(page.getByText('062-000')).toBeVisible();
    await expect(page.getByText(`Please include the invoice number ${invoiceNumber} as the reference.`)).toBeVisible();
    await screenshot(page, 'public-invoice-01-sent');
  });

  await test.step('Download PDF saves the invoice, built in the browser', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`Invoice-${invoiceNumber}.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(invoiceNumber);
    expect(text).toContain('Zoe Nguyen');
    await expect(page.getByRole('status').filter({ hasText: 'Download Started' }).first()).toContainText('Your invoice PDF is downloading.');
    await screenshot(page, 'public-invoice-02-downloaded');
  });

  await test.step('marked paid by the tradie, the page shows Payment Received', async () => {
    expect((await api.post(`/api/invoices/${id}/mark-paid`, { data: {} })).status()).toBe(201);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Payment Received' })).toBeVisible();
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
    await expect(page.getByText('062-000')).toHaveCount(0);
    await screenshot(page, 'public-invoice-03-paid');
  });

  expect(consoleErrors).toEqual([]);
  expect(failedScripts).toEqual([]);
  await client.close();
  await api.dispose();
});

test("a link to an invoice that does not exist shows 'Invoice Not Found'", async ({ page }) => {
  const response = await page.goto(`/invoice/${crypto.randomUUID()}`);
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Invoice Not Found' })).toBeVisible();
  await expect(page.getByText('This invoice may have been removed or the link is invalid.')).toBeVisible();
});
