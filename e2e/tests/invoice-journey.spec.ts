import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

// The job is done: the approved quote becomes an invoice, is checked, sent and paid, and
// the client gets their receipt by email and by text.

const mailbox = path.join(import.meta.dirname, '..', '..', '.cache', 'e2e-data', 'mailbox');

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`), fullPage: true });
}

function toast(page: Page, title: string) {
  return page.getByRole('status').filter({ hasText: title }).first();
}

/** A GST-registered tradie with bank details, signed in in this page's browser context, and a quote the client approved. */
async function approvedQuote(page: Page, baseURL: string, clientEmail: string): Promise<string> {
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
  expect((await page.request.post(`/api/quotes/${id}/send`, { headers })).status()).toBe(200);
  expect((await page.request.patch(`/api/quotes/${id}/public/approve`, { headers })).status()).toBe(200);
  return id;
}

async function mailsTo(to: string): Promise<Array<{ subject: string; attachments: string[] }>> {
  const entries = JSON.parse(await readFile(path.join(mailbox, 'index.json'), 'utf8')) as Array<{ to: string; subject: string; attachments: string[] }>;
  return entries.filter((mail) => mail.to === to);
}

/** The text messages the embedded app "sent" (written to the mailbox folder). */
async function textMessages(): Promise<string[]> {
  const names = (await readdir(mailbox)).filter((name) => name.includes('-sms-'));
  return Promise.all(names.map((name) => readFile(path.join(mailbox, name), 'utf8')));
}

test('an approved quote becomes an invoice that is changed, sent, paid and receipted', async ({ page, baseURL }) => {
  const clientEmail = `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const quoteId = await approvedQuote(page, baseURL!, clientEmail);

  await test.step('Quote Details makes the invoice and opens it', async () => {
    await page.goto(`/quote/${quoteId}/details`);
    await expect(page.getByText('Quote completed successfully!')).toBeVisible();
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
    await page.getByRole('button', { name: 'Cancel' }).click();
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
    const pdf = await readFile(await (await download).path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
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

  await test.step('the owner records the payment and a receipt is made', async () => {
    await page.getByRole('button', { name: 'Mark as paid' }).click();
    await expect(toast(page, 'Payment Recorded')).toBeVisible();
    await expect(toast(page, 'Invoice marked as paid and receipt generated')).toBeVisible();
    await expect(page.getByText('Invoice paid in full')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
    await screenshot(page, 'invoice-04-paid');
    await page.getByRole('link', { name: 'Receipts' }).click();
  });

  const paidReceipt = page.getByRole('listitem').filter({ hasText: 'REC-0001' });
  await test.step('the receipt is on Receipts as a draft, and goes out by email', async () => {
    await expect(page).toHaveURL(/\/receipts$/);
    await expect(paidReceipt).toContainText('Zoe Nguyen');
    await expect(paidReceipt).toContainText('$1,166.00');
    await expect(paidReceipt).toContainText('Bank Transfer');
    await expect(paidReceipt.getByText('Draft', { exact: true })).toBeVisible();
    await paidReceipt.getByRole('button', { name: 'Email' }).click();
    await expect(toast(page, 'Receipt Sent')).toBeVisible();
    await expect(paidReceipt.getByText('Sent', { exact: true })).toBeVisible();
    const receiptMail = (await mailsTo(clientEmail)).find((mail) => mail.subject.includes('REC-0001'));
    expect(receiptMail?.attachments).toEqual(['Receipt-REC-0001.pdf']);
  });

  await test.step('the receipt PDF opens in a new tab', async () => {
    const opened = page.context().waitForEvent('response', (response) => response.url().endsWith('/download'));
    await paidReceipt.getByRole('link', { name: 'PDF' }).click();
    const response = await opened;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
  });

  await test.step('a cash job gets a receipt by hand, checked as the spec asks, and texted', async () => {
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
    await screenshot(page, 'receipts-01-create-errors');

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
    await expect(paidReceipt).toHaveCount(0);
    const cashReceipt = page.getByRole('listitem').filter({ hasText: 'REC-0002' });
    await expect(cashReceipt).toContainText('$180.00');
    await cashReceipt.getByRole('button', { name: 'SMS' }).click();
    await expect(toast(page, 'Receipt Sent')).toBeVisible();
    await expect(page.getByText('No receipts found')).toBeVisible();
    await expect(page.getByText('Create your first receipt to get started')).toBeVisible();
    const texts = await textMessages();
    expect(texts.some((text) => text.includes('Sparky Dave Electrical') && text.includes('REC-0002, $180.00'))).toBe(true);

    await page.getByRole('button', { name: 'Sent', exact: true }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'REC-0002' })).toBeVisible();
    await screenshot(page, 'receipts-02-sent');
  });
});
