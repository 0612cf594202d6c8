import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { untilQuoteChargesGst } from './gst.ts';
import { ownerWithBusiness, PLUMBING_COMPANY, quoteFor } from './owner-quote.ts';

// A tradie sends an invoice, then cancels it from Invoice Details on a phone: the credit
// note that takes it back is there to download, and the client's page says it was cancelled.

test('the owner cancels a sent invoice and downloads its credit note; the client is told it was cancelled', async ({ page, browser, baseURL }) => {
  const headers = { Origin: baseURL! };
  await ownerWithBusiness(page, baseURL!, PLUMBING_COMPANY);
  const quoteId = await quoteFor(page, baseURL!, { name: 'Mia Tran', email: `mia-${crypto.randomUUID().slice(0, 8)}@example.com` }, {
    title: 'Replace kitchen mixer tap',
    items: [
      { description: 'Plumber', quantity: 1, unitPrice: 95, type: 'labor' },
      { description: 'Mixer tap', quantity: 1, unitPrice: '189.00', type: 'materials' },
    ],
  });
  await untilQuoteChargesGst(page.request, quoteId);
  const created = await page.request.post(`/api/quotes/${quoteId}/create-invoice`, { headers, data: {} });
  expect(created.status()).toBe(201);
  const { id: invoiceId, invoiceNumber, totalAmount } = (await created.json()) as { id: string; invoiceNumber: string; totalAmount: string };
  expect((await page.request.post(`/api/invoices/${invoiceId}/send`, { headers, data: {} })).status()).toBe(200);

  await page.goto(`/invoice/${invoiceId}`);
  await expect(page.getByRole('link', { name: 'Download credit note (XML)' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel invoice' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel ${invoiceNumber}?` });
  await expect(dialog).toContainText('take no payment');
  await expectNoAxeViolations(page, 'the Cancel invoice dialog');
  await dialog.getByRole('button', { name: 'Cancel invoice' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cancel invoice' })).toHaveCount(0);

  const link = page.getByRole('link', { name: 'Download credit note (XML)' });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page, 'Invoice Details of a cancelled invoice');
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`CN-${invoiceNumber}.xml`);
  const saved = path.join(import.meta.dirname, '..', 'artifacts', `CN-${invoiceNumber}.xml`);
  await file.saveAs(saved);
  const xml = await readFile(saved, 'utf8');
  expect(xml).toContain('<CreditNote');
  expect(xml).toContain(`<cbc:ID>${invoiceNumber}</cbc:ID>`);
  expect(xml).toContain(`<cbc:PayableAmount currencyID="AUD">${totalAmount}</cbc:PayableAmount>`);

  // The client, signed out on their phone: told it was cancelled, offered no way to pay.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const clientPage = await phone.newPage();
  expect((await clientPage.goto(`${baseURL}/invoice/${invoiceId}/pay`))!.status()).toBe(200);
  await expect(clientPage.getByRole('heading', { name: 'Invoice Cancelled' })).toBeVisible();
  await expect(clientPage.getByText(`Kim Plumbing Pty Ltd cancelled invoice ${invoiceNumber}.`)).toBeVisible();
  await expect(clientPage.getByRole('button', { name: /Pay/ })).toHaveCount(0);
  await expectNoAxeViolations(clientPage, "the client's page of a cancelled invoice");
  const payment = await clientPage.request.post(`/api/invoices/${invoiceId}/public/payment`, { headers, data: { amount: totalAmount } });
  expect(payment.status()).toBe(409);
  await phone.close();
});
