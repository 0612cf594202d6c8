import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Download, type Page } from '@playwright/test';
import { pdfLines } from '@cobber/contracts/documents/reading';
import { untilQuoteChargesGst } from './gst.ts';
import { mailsTo, textsTo } from './mailbox.ts';
import { e2ePorts } from './ports.ts';

// Nothing typed twice and one document: a sparky is paid for a job in two parts.
// Mark as paid comes prefilled with the client's email and phone from their record and
// takes an amount and a date, so the first payment leaves a balance and the second clears
// it; each receipt is corrected before it goes and is texted. New Receipt picks the client
// and the invoice. The PDF the owner saves, the one the client saves and the one emailed
// are the same document, with the business's phone, the client's email, the terms and the
// footer notes. The invoice is due as the business's terms say, and says nothing of the quote's pitch.

/** The client's mobile, this run's own: the mailbox keeps every journey's texts. */
const PHONE = `0413 ${String(Math.floor(Math.random() * 1000)).padStart(3, '0')} ${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
const TERMS = 'Payment due within 7 days of job completion.';
const NOTES = 'Electrical contractor licence no. 123456C';

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`), fullPage: true });
}

function toast(page: Page, title: string) {
  return page.getByRole('status').filter({ hasText: title }).first();
}

/** `2026-11-30` → `30 Nov 2026`, as Invoice Details shows a due date. */
function shortDate(date: string): string {
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** The Sydney calendar date `days` from now (the business's days). */
function sydneyDay(days = 0): string {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The API as this page's signed-in owner calls it (a change says where it comes from, as the app's own pages do). */
function ownerApi(page: Page, baseURL: string) {
  const headers = { Origin: baseURL };
  return {
    request: page.request,
    get: (url: string) => page.request.get(url),
    post: (url: string, options: { data: unknown }) => page.request.post(url, { headers, data: options.data }),
    patch: (url: string) => page.request.patch(url, { headers }),
  };
}
type Api = ReturnType<typeof ownerApi>;

/** A GST-registered tradie with a phone, terms and footer notes, and a client with a phone; signed in in this page. */
async function tradieWithClient(page: Page, baseURL: string, clientEmail: string): Promise<{ api: Api; clientId: string }> {
  const api = ownerApi(page, baseURL);
  const email = `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect((await api.post('/api/login', { data: { email, password: 'hot-water-2024', mode: 'signup', firstName: 'Dave' } })).status()).toBe(200);
  const business = await api.post('/api/business', {
    data: {
      name: 'Sparky Dave Electrical',
      abn: '51824753556',
      email: 'office@sparkydave.com.au',
      phone: '0412 345 678',
      bankName: 'Commonwealth Bank',
      bsb: '062-000',
      accountNumber: '12345678',
      accountName: 'Sparky Dave Electrical',
      paymentTerms: TERMS,
      quoteFooterNotes: NOTES,
      applyGST: true,
    },
  });
  expect(business.status()).toBe(201);
  const client = await api.post('/api/clients', { data: { name: 'Zoe Nguyen', email: clientEmail, phone: PHONE } });
  expect(client.status()).toBe(201);
  return { api, clientId: ((await client.json()) as { id: string }).id };
}

/** An invoice of the client's drafted job ($1,000.00 + GST = $1,100.00), made from its quote (accepted online when `accepted`). */
async function invoiceFor(
  api: Api,
  clientId: string,
  clientEmail: string,
  title: string,
  { accepted = false } = {},
): Promise<{ id: string; invoiceNumber: string; dueDate: string; description: string }> {
  const quote = await api.post('/api/quotes', {
    data: {
      clientId,
      clientName: 'Zoe Nguyen',
      clientEmail,
      title,
      description: `Scope of work:\n• Replace the switchboard\n• Fit two RCDs\n\nSite left clean and tidy. Quote valid for 30 days. Sparky Dave Electrical thanks you for the opportunity.`,
      items: [
        { description: 'Electrician', quantity: 4, unitPrice: 90, type: 'labor' },
        { description: 'Switchboard and RCDs', quantity: 1, unitPrice: '640.00', type: 'materials' },
      ],
    },
  });
  expect(quote.status()).toBe(201);
  const { id } = (await quote.json()) as { id: string };
  await untilQuoteChargesGst(api.request, id);
  if (accepted) {
    expect((await api.post(`/api/quotes/${id}/send`, { data: {} })).status()).toBe(200);
    expect((await api.patch(`/api/quotes/${id}/public/approve`)).status()).toBe(200);
  }
  const invoice = await api.post(`/api/quotes/${id}/create-invoice`, { data: {} });
  expect(invoice.status()).toBe(201);
  return invoice.json();
}

/** The lines of a PDF the browser saved. */
async function savedPdfLines(download: Download, name: string): Promise<string[]> {
  const saved = path.join(import.meta.dirname, '..', 'artifacts', name);
  await download.saveAs(saved);
  return pdfLines(new Uint8Array(await readFile(saved)));
}

/** The lines of the PDF attached to the newest mail to `to` about `invoiceNumber`. */
async function mailedPdfLines(to: string, invoiceNumber: string): Promise<string[]> {
  const mail = (await mailsTo(to)).find((entry) => entry.subject.includes(invoiceNumber))!;
  const file = path.join(import.meta.dirname, '..', '..', e2ePorts.dataDir, 'mailbox', mail.name, mail.attachments[0]!);
  return pdfLines(new Uint8Array(await readFile(file)));
}

test('paid in two parts, each receipt prefilled, corrected and texted; one invoice document for owner, client and mail', async ({ page, browser, baseURL }) => {
  const clientEmail = `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const { api, clientId } = await tradieWithClient(page, baseURL!, clientEmail);
  const invoice = await invoiceFor(api, clientId, clientEmail, 'Switchboard upgrade', { accepted: true });

  await test.step("the invoice is due as the business's terms say, described without the quote's sales wording", async () => {
    expect(invoice.dueDate).toBe(sydneyDay(7));
    expect(invoice.description).toBe('Scope of work:\n• Replace the switchboard\n• Fit two RCDs\n\nSite left clean and tidy.');
    await page.goto(`/invoice/${invoice.id}`);
    await expect(page.getByText(`Due ${shortDate(sydneyDay(7))}`)).toBeVisible();
    await expect(page.getByText('Quote valid for 30 days')).toHaveCount(0);
    // "Reset from quote" fits its button at 390 px.
    const reset = page.getByRole('button', { name: 'Reset from quote' });
    await expect(reset).toBeVisible();
    expect(await reset.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(true);
  });

  const payment = page.getByRole('form', { name: 'Record a payment' });
  await test.step("Mark as paid comes prefilled with what is owed, today and the client's email and phone", async () => {
    await expect(payment.getByLabel('Amount paid ($)')).toHaveValue('1100.00');
    await expect(payment.getByLabel('Paid on')).toHaveValue(sydneyDay());
    await expect(payment.getByLabel('Client email (for the receipt)')).toHaveValue(clientEmail);
    await expect(payment.getByLabel('Client phone (for SMS receipts)')).toHaveValue(PHONE);
    await expect(payment.getByRole('button', { name: 'Mark as paid' })).toBeVisible();
    await payment.scrollIntoViewIfNeeded();
    await screenshot(page, 'paid-in-parts-01-prefilled');
  });

  await test.step('a part payment with an amount and a date leaves a balance', async () => {
    await payment.getByLabel('Amount paid ($)').fill('1200');
    await payment.getByRole('button', { name: 'Mark as paid' }).click();
    await expect(payment.getByText('A payment can be at most the $1,100.00 still owed')).toBeVisible();
    await payment.getByLabel('Amount paid ($)').fill('400');
    await payment.getByLabel('Paid on').fill(sydneyDay(-1));
    await payment.getByLabel('Paid by').selectOption('Cash');
    await payment.getByRole('button', { name: 'Record part payment' }).click();
    await expect(toast(page, 'Part payment recorded and receipt generated')).toBeVisible();
    const summary = page.getByText('Payment Summary').locator('..');
    await expect(summary.getByText('Payments received')).toBeVisible();
    await expect(summary.getByText('$400.00').first()).toBeVisible();
    await expect(summary.getByText('Balance due')).toBeVisible();
    await expect(summary.getByText('$700.00')).toBeVisible();
    const payments = summary.getByRole('list', { name: 'Payments' });
    await expect(payments.getByRole('link')).toHaveCount(1);
    await expect(payments.getByRole('link')).toContainText('REC-0001');
    await expect(payments.getByRole('link')).toContainText(`${shortDate(sydneyDay(-1))} · Cash`);
    await expect(page.getByText('Invoice paid in full')).toHaveCount(0);
    // The card starts again from the new balance.
    await expect(payment.getByLabel('Amount paid ($)')).toHaveValue('700.00');
    await screenshot(page, 'paid-in-parts-02-part-paid');
  });

  let ownerPdf: string[] = [];
  await test.step('the owner saves the PDF: one toast', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`Invoice-${invoice.invoiceNumber}.pdf`);
    await expect(toast(page, 'Invoice PDF downloaded successfully!')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Download Started|downloaded successfully/ })).toHaveCount(1);
    ownerPdf = await savedPdfLines(download, 'paid-in-parts-owner.pdf');
  });

  await test.step('the invoice is emailed', async () => {
    await page.getByRole('button', { name: 'Send Invoice' }).click();
    await expect(toast(page, 'Invoice sent successfully!')).toBeVisible();
    await expect.poll(async () => (await mailsTo(clientEmail)).some((mail) => mail.subject.includes(invoice.invoiceNumber))).toBe(true);
  });

  const client = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
  const clientPage = await client.newPage();
  await test.step('the three PDFs are one document: business phone, client email, terms and notes in each', async () => {
    await clientPage.goto(`${baseURL}/invoice/${invoice.id}/pay`);
    const downloading = clientPage.waitForEvent('download');
    await clientPage.getByRole('button', { name: 'Download PDF' }).click();
    const clientPdf = await savedPdfLines(await downloading, 'paid-in-parts-client.pdf');
    await expect(clientPage.getByRole('status').filter({ hasText: /Download Started|downloaded successfully/ })).toHaveCount(1);
    const mailedPdf = await mailedPdfLines(clientEmail, invoice.invoiceNumber);
    for (const line of ['0412 345 678 · office@sparkydave.com.au', clientEmail, TERMS, NOTES, 'Payments received -$400.00', 'Balance due $700.00', 'Scope of work:', '• Replace the switchboard']) {
      expect(mailedPdf, line).toContain(line);
    }
    expect(mailedPdf.some((line) => /^Quote Q-\d{4} accepted online on .* \(revision 1\)$/.test(line))).toBe(true);
    expect(clientPdf).toEqual(mailedPdf);
    expect(ownerPdf).toEqual(mailedPdf);
    await screenshot(clientPage, 'paid-in-parts-03-client-page');
  });
  await client.close();

  await test.step('the second payment pays it in full', async () => {
    await payment.getByRole('button', { name: 'Mark as paid' }).click();
    await expect(toast(page, 'Invoice marked as paid and receipt generated')).toBeVisible();
    await expect(page.getByText('Invoice paid in full')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Payments' })).toContainText('REC-0002');
    await screenshot(page, 'paid-in-parts-04-paid-in-full');
  });

  await page.goto('/receipts');
  const first = page.getByRole('listitem').filter({ hasText: 'REC-0001' });
  const second = page.getByRole('listitem').filter({ hasText: 'REC-0002' });
  await test.step('a receipt is corrected before it is sent', async () => {
    await expect(first).toContainText('$400.00');
    await expect(second).toContainText('$700.00');
    await screenshot(page, 'paid-in-parts-05-receipts-drafts');
    await first.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit REC-0001' });
    await expect(dialog.getByLabel('Client phone')).toHaveValue(PHONE);
    await dialog.getByLabel('Description').fill('First half: switchboard in');
    await screenshot(page, 'paid-in-parts-06-edit-receipt');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Receipt Updated')).toBeVisible();
    await expect(first).toContainText('First half: switchboard in');
  });

  await test.step("each receipt is texted to the client's phone, typed once", async () => {
    for (const [receipt, amount] of [
      [first, '$400.00'],
      [second, '$700.00'],
    ] as const) {
      await receipt.getByRole('button', { name: 'SMS' }).click();
      await expect(receipt.getByText('Sent', { exact: true })).toBeVisible();
      await expect(receipt.getByRole('button', { name: 'Edit' })).toHaveCount(0);
      await expect.poll(async () => (await textsTo(PHONE)).some((text) => text.includes(amount))).toBe(true);
    }
    await expect(page.getByText('Add the client’s phone number before texting this receipt')).toHaveCount(0);
    expect(await textsTo(PHONE)).toHaveLength(2);
    await screenshot(page, 'paid-in-parts-07-receipts-texted');
  });

  await test.step('New Receipt picks the client and their invoice', async () => {
    const next = await invoiceFor(api, clientId, clientEmail, 'Outdoor lights');
    await page.reload();
    await page.getByRole('button', { name: 'New Receipt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Receipt' });
    await dialog.getByLabel('Client', { exact: true }).selectOption({ label: 'Zoe Nguyen' });
    await expect(dialog.getByLabel('Client name')).toHaveValue('Zoe Nguyen');
    await expect(dialog.getByLabel('Client email')).toHaveValue(clientEmail);
    await expect(dialog.getByLabel('Client phone')).toHaveValue(PHONE);
    // The paid invoice is not offered; the open one is, with what it owes.
    await expect(dialog.getByLabel('Invoice', { exact: true }).locator('option')).toHaveText(['No invoice', `${next.invoiceNumber} · $1,100.00 owed · Outdoor lights`]);
    await dialog.getByLabel('Invoice', { exact: true }).selectOption({ label: `${next.invoiceNumber} · $1,100.00 owed · Outdoor lights` });
    await expect(dialog.getByLabel('Amount ($)')).toHaveValue('1100.00');
    await expect(dialog.getByLabel('Description')).toHaveValue(`Outdoor lights (invoice ${next.invoiceNumber})`);
    await dialog.getByLabel('Amount ($)').fill('300');
    await dialog.getByLabel('Payment method').selectOption('PayID');
    await screenshot(page, 'paid-in-parts-08-new-receipt-pickers');
    await dialog.getByRole('button', { name: 'Create Receipt' }).click();
    await expect(toast(page, 'Receipt Created')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'REC-0003' })).toContainText('$300.00');
    const owed = (await (await api.get(`/api/invoices/${next.id}`)).json()) as { balanceDue: string; paymentsReceived: string };
    expect(owed).toMatchObject({ paymentsReceived: '300.00', balanceDue: '800.00' });
  });
});
