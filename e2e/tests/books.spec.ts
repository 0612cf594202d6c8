import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ownerWithQuote } from './owner-quote.ts';

// The books: a GST-registered tradie invoices a $1,100.00 job (GST $100.00), is
// paid $440.00 of it, downloads this month's files for the bookkeeper, and reads the
// quarter's BAS figures on both bases at phone size.

/** A download the page starts by a click, read as text (the byte order mark dropped). */
async function download(page: Page, name: RegExp): Promise<{ filename: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  const text = await readFile((await file.path())!, 'utf8');
  return { filename: file.suggestedFilename(), text: text.replace(/^\uFEFF/, '') };
}

test('a part-paid invoice in the accounting export and in the BAS figures, cash and accruals', async ({ page, baseURL }) => {
  const headers = { Origin: baseURL! };
  const quoteId = await ownerWithQuote(page, baseURL!, 'zoe@example.com');
  const invoice = await page.request.post(`/api/quotes/${quoteId}/create-invoice`, { headers, data: {} });
  expect(invoice.status()).toBe(201);
  const { id: invoiceId, invoiceNumber, totalAmount, taxAmount } = (await invoice.json()) as { id: string; invoiceNumber: string; totalAmount: string; taxAmount: string };
  expect([totalAmount, taxAmount]).toEqual(['1100.00', '100.00']);
  const paid = await page.request.post('/api/receipts', {
    headers,
    data: { invoiceId, clientName: 'Zoe Nguyen', paymentAmount: '440.00', paymentMethod: 'Bank Transfer', paymentDate: new Date().toISOString() },
  });
  expect(paid.status()).toBe(201);

  await page.goto('/settings/accounting');
  await page.getByRole('link', { name: 'Accounting export' }).click();
  await expect(page.getByRole('heading', { name: 'Accounting export' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');

  const xero = await download(page, /Xero invoices/);
  expect(xero.filename).toMatch(/^cobber-xero-invoices-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const [xeroHeader, ...xeroRows] = xero.text.trimEnd().split('\r\n');
  expect(xeroHeader).toContain('*ContactName,EmailAddress');
  expect(xeroRows).toHaveLength(2);
  expect(xeroRows.every((row) => row.startsWith('Zoe Nguyen,zoe@example.com,') && row.includes(`,${invoiceNumber},`) && row.includes(',200,GST on Income,'))).toBe(true);

  const myob = await download(page, /MYOB invoices/);
  expect(myob.filename).toMatch(/^cobber-myob-invoices-.*\.txt$/);
  const myobLines = myob.text.trimEnd().split('\r\n');
  expect(myobLines[0]!.split('\t')).toEqual(['Co./Last Name', 'Invoice No.', 'Date', 'Customer PO', 'Description', 'Account No.', 'Amount', 'Inc-Tax Amount', 'Tax Code']);
  expect(myobLines.slice(1).map((line) => line.split('\t').slice(6))).toEqual([
    ['360.00', '396.00', 'GST'],
    ['640.00', '704.00', 'GST'],
  ]);

  const payments = await download(page, /Payments received/);
  expect(payments.filename).toMatch(/^cobber-payments-.*\.csv$/);
  expect(payments.text.trimEnd().split('\r\n')[1]).toMatch(new RegExp(`^\\d{2}/\\d{2}/\\d{4},REC-\\d{4},${invoiceNumber},,Zoe Nguyen,Bank Transfer,440\\.00,40\\.00$`));

  await page.goto('/settings/accounting');
  await page.getByRole('link', { name: 'GST for the BAS' }).click();
  await expect(page.getByRole('heading', { name: 'GST for the BAS' })).toBeVisible();
  // The quarter this job is in: the first in the list (the screen opens on the last full one).
  await page.getByLabel('Quarter').selectOption({ index: 0 });
  // Cash, the business's setting: $440.00 received, GST 440 × 100 / 1,100 = $40.00.
  await expect(page.getByRole('button', { name: 'Cash' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('bas-g1')).toHaveText('$440.00');
  await expect(page.getByTestId('bas-1a')).toHaveText('$40.00');
  await expect(page.getByText(`${invoiceNumber} · Bank Transfer`, { exact: false })).toBeVisible();
  // Accruals: the invoice issued, $1,100.00 with $100.00 GST.
  await page.getByRole('button', { name: 'Accruals' }).click();
  await expect(page.getByTestId('bas-g1')).toHaveText('$1,100.00');
  await expect(page.getByTestId('bas-1a')).toHaveText('$100.00');
  await expect(page.getByText(`${invoiceNumber} · Zoe Nguyen`)).toBeVisible();
  await expect(page.getByText('Cobber does not lodge your BAS — give these figures to your BAS agent or enter them in ATO Online Services.')).toBeVisible();
  await page.getByRole('button', { name: 'Cash' }).click();
  await expect(page.getByTestId('bas-g1')).toHaveText('$440.00');
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', 'books-bas.png'), fullPage: true });
});
