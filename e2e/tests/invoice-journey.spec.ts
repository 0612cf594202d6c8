import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { mailPage, mailsTo, textsTo } from './mailbox.ts';
import { untilQuoteChargesGst } from './gst.ts';

// The job is done: the approved quote becomes an invoice, is checked and sent; the client
// opens the mailed link signed out and saves the PDF; the tradie marks it paid, the client
// gets the receipt by email and by text, and their invoice page says it is paid.

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`), fullPage: true });
}

function toast(page: Page, title: string) {
  return page.getByRole('status').filter({ hasText: title }).first();
}

/** A GST-registered tradie with bank details, signed in in this page's browser context. */
async function signedInTradie(page: Page, baseURL: string) {
  const headers = { Origin: baseURL };
  const email = `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const signUp = await page.request.post('/api/login', { headers, data: { email, password: 'hot-water-2024', mode: 'signup', firstName: 'Dave' } });
  expect(signUp.status()).toBe(200);
  const business = await page.request.post('/api/business', {
    headers,
    data: {
      name: 'Sparky Dave Electrical',
      abn: '51824753556',
      email: 'office@sparkydave.com.au',
      phone: '0412 345 678',
      bankName: 'Commonwealth Bank',
      bsb: '062-000',
      accountNumber: '12345678',
      accountName: 'Sparky Dave Electrical',
      applyGST: true,
    },
  });
  expect(business.status()).toBe(201);
}

/** A signed-in tradie's quote that the client approved. */
async function approvedQuote(page: Page, baseURL: string, clientEmail: string): Promise<string> {
  await signedInTradie(page, baseURL);
  const headers = { Origin: baseURL };
  const client = await page.request.post('/api/clients', { headers, data: { name: 'Zoe Nguyen', email: clientEmail } });
  expect(client.status()).toBe(201);
  const quote = await page.request.post('/api/quotes', {
    headers,
    data: {
      clientId: ((await client.json()) as { id: string }).id,
      clientName: 'Zoe Nguyen',
      clientEmail,
      title: 'Switchboard upgrade',
      items: [
        { description: 'Electrician', quantity: 4, unitPrice: 90, type: 'labor' },
        { description: 'Switchboard and RCDs', quantity: 1, unitPrice: '640.00', type: 'materials' },
      ],
    },
  });
  expect(quote.status()).toBe(201);
  const { id } = (await quote.json()) as { id: string };
  await untilQuoteChargesGst(page.request, id);
  expect((await page.request.post(`/api/quotes/${id}/send`, { headers })).status()).toBe(200);
  expect((await page.request.patch(`/api/quotes/${id}/public/approve`, { headers })).status()).toBe(200);
  return id;
}

/** The invoice link in the newest mail about `invoiceNumber` to `to`, as the client would tap it. */
async function invoiceLinkMailedTo(to: string, invoiceNumber: string): Promise<string> {
  const mail = (await mailsTo(to)).find((entry) => entry.subject.includes(invoiceNumber));
  expect(mail, `a mail with ${invoiceNumber} to ${to}`).toBeDefined();
  const link = /https?:\/\/[^\s"&<>]+\/invoice\/[0-9a-f-]{36}\/pay/.exec(await mailPage(mail!))?.[0];
  expect(link, 'the invoice link in the mail').toBeDefined();
  return link!;
}

/** The text layer of a saved PDF, spaces collapsed. */
async function pdfText(file: string): Promise<string> {
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

test('an approved quote becomes an invoice that is changed, sent, opened by the client, paid and receipted', async ({ page, browser, baseURL }) => {
  const clientEmail = `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const clientPhone = '0412 555 019';
  const quoteId = await approvedQuote(page, baseURL!, clientEmail);

  await test.step('Quote Details makes the invoice and opens it', async () => {
    await page.goto(`/quote/${quoteId}/details`);
    await expect(page.getByText('Quote accepted by the client')).toBeVisible();
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    await expect(toast(page, 'Invoice Created')).toBeVisible();
    await expect(page).toHaveURL(/\/invoice\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Switchboard upgrade' })).toBeVisible();
    await expect(page.getByText('INV-0001', { exact: true })).toBeVisible();
    await expect(page.getByText('Invoice in progress')).toBeVisible();
    await expect(page.getByText('Labour', { exact: true })).toBeVisible();
    // 4 h × $90 + $640 = $1,000.00; GST $100.00.
    await expect(page.getByText('GST (10%)')).toBeVisible();
    await expect(page.getByText('$1,100.00').first()).toBeVisible();
    await screenshot(page, 'invoice-01-created');
  });

  await test.step('edit mode: Cancel puts the stored values back, Save keeps the change', async () => {
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('group', { name: 'Line 1' }).getByLabel('Unit price ($)').fill('500');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByText('$1,100.00').first()).toBeVisible();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('group', { name: 'Line 1' }).getByLabel('Unit price ($)')).toHaveValue('90.00');
    await page.getByRole('group', { name: 'Line 1' }).getByLabel('Unit price ($)').fill('95');
    await screenshot(page, 'invoice-02-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Invoice updated successfully')).toBeVisible();
    // 4 h × $95 + $640 = $1,020.00; GST $102.00.
    await expect(page.getByText('$1,122.00').first()).toBeVisible();
  });

  await test.step('a line is added once it has a description', async () => {
    await page.getByRole('button', { name: 'Add Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Item' });
    await expect(dialog.getByRole('button', { name: 'Create Invoice item' })).toBeDisabled();
    await dialog.getByLabel('Description').fill('Old board disposal');
    await dialog.getByLabel('Type').selectOption('other');
    await dialog.getByLabel('Unit price ($)').fill('40');
    await dialog.getByRole('button', { name: 'Create Invoice item' }).click();
    await expect(toast(page, 'Item Added')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Old board disposal')).toBeVisible();
    await expect(page.getByText('$1,166.00').first()).toBeVisible();
  });

  await test.step('the PDF is built in the browser and saved as Invoice-INV-0001.pdf', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    expect((await download).suggestedFilename()).toBe('Invoice-INV-0001.pdf');
    expect(await pdfText(await (await download).path())).toContain('INV-0001');
    await expect(toast(page, 'Invoice PDF downloaded successfully!')).toBeVisible();
  });

  await test.step('the invoice is emailed to the client', async () => {
    await page.getByLabel('Message').fill('Thanks Zoe, the new board is in.');
    await page.getByRole('button', { name: 'Send Invoice' }).click();
    await expect(toast(page, 'Invoice sent successfully!')).toBeVisible();
    await expect(page.getByText('Invoice sent - awaiting payment')).toBeVisible();
    await expect.poll(async () => (await mailsTo(clientEmail)).some((mail) => mail.subject.includes('INV-0001'))).toBe(true);
    await screenshot(page, 'invoice-03-sent');
  });

  // The client, on their phone and signed out, taps the link in the mail.
  const client = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
  const clientPage = await client.newPage();
  // React reports a hydration mismatch as a console error; a missing script is a failed response.
  const consoleErrors: string[] = [];
  clientPage.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) consoleErrors.push(message.text());
  });
  const failedScripts: string[] = [];
  clientPage.on('response', (response) => {
    if (response.request().resourceType() === 'script' && !response.ok()) failedScripts.push(response.url());
  });

  await test.step('the mailed link opens the invoice signed out: total with GST and the bank details', async () => {
    const link = await invoiceLinkMailedTo(clientEmail, 'INV-0001');
    expect(link).toBe(`${page.url()}/pay`);
    const response = await clientPage.goto(link);
    expect(response!.status()).toBe(200);
    await expect(clientPage.getByRole('heading', { name: 'Switchboard upgrade' })).toBeVisible();
    await expect(clientPage.getByText('Tax Invoice')).toBeVisible();
    await expect(clientPage.getByText('INV-0001').first()).toBeVisible();
    // Headed by what is due: nothing is paid yet, so the whole total, marked Inc. GST.
    await expect(clientPage.getByText('Amount due', { exact: true }).first()).toBeVisible();
    await expect(clientPage.getByText('Inc. GST', { exact: true }).first()).toBeVisible();
    await expect(clientPage.getByText('$1,166.00').first()).toBeVisible();
    await expect(clientPage.getByText('Labour', { exact: true })).toBeVisible();
    await expect(clientPage.getByText('Payment Summary')).toBeVisible();
    await expect(clientPage.getByText('062-000')).toBeVisible();
    await expect(clientPage.getByText('Please include the invoice number INV-0001 as the reference.')).toBeVisible();
    await screenshot(clientPage, 'public-invoice-01-sent');
  });

  await test.step('Download PDF saves the tax invoice, built in the client\'s browser', async () => {
    const downloading = clientPage.waitForEvent('download');
    await clientPage.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Invoice-INV-0001.pdf');
    const saved = path.join(import.meta.dirname, '..', 'artifacts', 'public-invoice-INV-0001.pdf');
    await download.saveAs(saved);
    const text = await pdfText(saved);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('INV-0001');
    expect(text).toContain('Zoe Nguyen');
    // The text layer holds a total's value before its label.
    expect(text).toContain('$1,166.00Total inc. GST');
    await expect(clientPage.getByRole('status').filter({ hasText: 'Download Started' }).first()).toContainText('Your invoice PDF is downloading.');
    await screenshot(clientPage, 'public-invoice-02-downloaded');
  });

  await test.step('the owner records the payment with the client\'s phone, and a receipt is made', async () => {
    await page.getByLabel('Client phone (for SMS receipts)').fill(clientPhone);
    await page.getByRole('button', { name: 'Mark as paid' }).click();
    await expect(toast(page, 'Payment Recorded')).toBeVisible();
    await expect(toast(page, 'Invoice marked as paid and receipt generated')).toBeVisible();
    await expect(page.getByText('Invoice paid in full')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
    await screenshot(page, 'invoice-04-paid');
    await page.getByRole('link', { name: 'Receipts' }).click();
  });

  const receipt = page.getByRole('listitem').filter({ hasText: 'REC-0001' });
  await test.step('the receipt is on Receipts as a draft, and goes out by email', async () => {
    await expect(page).toHaveURL(/\/receipts$/);
    await expect(receipt).toContainText('Zoe Nguyen');
    await expect(receipt).toContainText('$1,166.00');
    await expect(receipt).toContainText('Bank Transfer');
    await expect(receipt.getByText('Draft', { exact: true })).toBeVisible();
    await receipt.getByRole('button', { name: 'Email' }).click();
    await expect(toast(page, 'Receipt Sent')).toBeVisible();
    await expect(receipt.getByText('Sent', { exact: true })).toBeVisible();
    const receiptMail = (await mailsTo(clientEmail)).find((mail) => mail.subject.includes('REC-0001'));
    expect(receiptMail?.attachments).toEqual(['Receipt-REC-0001.pdf']);
  });

  await test.step('the receipt goes out by text, with the amount and a link to its PDF', async () => {
    await receipt.getByRole('button', { name: 'SMS' }).click();
    // The email's 'Receipt Sent' may still be showing: wait for the text itself.
    await expect.poll(async () => (await textsTo(clientPhone)).length).toBe(1);
    const [text] = await textsTo(clientPhone);
    expect(text).toContain('Sparky Dave Electrical: ');
    expect(text).toContain('Receipt REC-0001, $1,166.00 received');
    const link = /https?:\/\/\S+\/api\/receipts\/[0-9a-f-]{36}\/public\/download/.exec(text!)?.[0];
    expect(link, 'the receipt link in the text').toBeDefined();
    const pdf = await client.request.get(link!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await screenshot(page, 'receipts-01-sent');
  });

  await test.step('the receipt PDF opens in a new tab', async () => {
    const opened = page.context().waitForEvent('response', (response) => response.url().endsWith('/download'));
    await receipt.getByRole('link', { name: 'PDF' }).click();
    const response = await opened;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
  });

  await test.step('the client\'s invoice page, reloaded, shows Payment Received', async () => {
    await clientPage.reload();
    await expect(clientPage.getByRole('heading', { name: 'Payment Received' })).toBeVisible();
    await expect(clientPage.getByText('Paid', { exact: true })).toBeVisible();
    await expect(clientPage.getByText('062-000')).toHaveCount(0);
    await screenshot(clientPage, 'public-invoice-03-paid');
  });

  expect(consoleErrors).toEqual([]);
  expect(failedScripts).toEqual([]);
  await client.close();
});

test('a cash job gets a receipt by hand, checked as the spec asks, and texted', async ({ page, baseURL }) => {
  await signedInTradie(page, baseURL!);
  await page.goto('/receipts');
  await expect(page.getByText('No receipts found')).toBeVisible();

  await page.getByRole('button', { name: 'New Receipt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Receipt' });
  await expect(dialog.getByText('Generate a receipt for a completed payment')).toBeVisible();
  await expect(dialog.getByLabel('Message')).toHaveValue("Thanks! Here's your receipt for the job.");
  await dialog.getByLabel('Client email').fill('not-an-email');
  await dialog.getByLabel('Payment date').fill('2999-01-01');
  await dialog.getByRole('button', { name: 'Create Receipt' }).click();
  await expect(dialog.getByText('Client name is required')).toBeVisible();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await expect(dialog.getByText('Payment amount is required')).toBeVisible();
  await expect(dialog.getByText('Payment method is required')).toBeVisible();
  await expect(dialog.getByText('Payment date cannot be in the future')).toBeVisible();
  await screenshot(page, 'receipts-02-create-errors');

  await dialog.getByLabel('Client name').fill('Bob Walker');
  await dialog.getByLabel('Client email').fill('');
  await dialog.getByLabel('Client phone').fill('0400 111 222');
  await dialog.getByLabel('Amount ($)').fill('180');
  await dialog.getByLabel('Payment method').selectOption('Cash');
  await dialog.getByLabel('Payment date').fill('2025-07-01');
  await dialog.getByLabel('Description').fill('Replace two power points');
  await dialog.getByRole('button', { name: 'Create Receipt' }).click();
  await expect(toast(page, 'Receipt Created')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Unsent' }).click();
  const cashReceipt = page.getByRole('listitem').filter({ hasText: 'REC-0001' });
  await expect(cashReceipt).toContainText('$180.00');
  await cashReceipt.getByRole('button', { name: 'SMS' }).click();
  await expect(toast(page, 'Receipt Sent')).toBeVisible();
  await expect(page.getByText('No receipts found')).toBeVisible();
  await expect(page.getByText('Create your first receipt to get started')).toBeVisible();
  const [text] = await textsTo('0400 111 222');
  expect(text).toContain('Sparky Dave Electrical: ');
  expect(text).toContain('Receipt REC-0001, $180.00 received');

  await page.getByRole('button', { name: 'Sent', exact: true }).click();
  await expect(cashReceipt).toBeVisible();
  await screenshot(page, 'receipts-03-sent');
});
