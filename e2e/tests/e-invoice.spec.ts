import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { untilQuoteChargesGst } from './gst.ts';
import { ownerWithBusiness, PLUMBING_COMPANY, quoteFor } from './owner-quote.ts';

// A council client with an ABN: the tradie opens the invoice on a phone and downloads its
// Peppol e-invoice from Invoice Details; the client, signed out, downloads the same file
// from the invoice page the email links to.

const BUSINESS_ABN = '53004085616';
const CLIENT_ABN = '51 824 753 556';

test('the owner and the client each download the invoice as a Peppol e-invoice on a phone', async ({ page, browser, baseURL }) => {
  const headers = { Origin: baseURL! };
  await ownerWithBusiness(page, baseURL!, PLUMBING_COMPANY);
  const clientEmail = `accounts-${crypto.randomUUID().slice(0, 8)}@council.example`;
  const quoteId = await quoteFor(page, baseURL!, { name: 'Inner West Council', email: clientEmail, abn: CLIENT_ABN, address: '7-15 Wetherill St\nLeichhardt NSW 2040' }, {
    title: 'Depot amenities: replace hot water unit',
    items: [
      { description: 'Plumber', quantity: 3, unitPrice: 95, type: 'labor' },
      { description: 'Hot water unit 50 L', quantity: 1, unitPrice: '1249.00', type: 'materials' },
    ],
  });
  await untilQuoteChargesGst(page.request, quoteId);
  const created = await page.request.post(`/api/quotes/${quoteId}/create-invoice`, { headers, data: {} });
  expect(created.status()).toBe(201);
  const { id: invoiceId, invoiceNumber, totalAmount } = (await created.json()) as { id: string; invoiceNumber: string; totalAmount: string };

  // The owner, on Invoice Details.
  await page.goto(`/invoice/${invoiceId}`);
  const ownerLink = page.getByRole('link', { name: 'Download e-invoice (XML)' });
  await expect(ownerLink).toBeVisible();
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', 'e-invoice-details.png'), fullPage: true });
  const ownerDownload = page.waitForEvent('download');
  await ownerLink.click();
  const saved = path.join(import.meta.dirname, '..', 'artifacts', `${invoiceNumber}.xml`);
  const file = await ownerDownload;
  expect(file.suggestedFilename()).toBe(`${invoiceNumber}.xml`);
  await file.saveAs(saved);
  const xml = await readFile(saved, 'utf8');
  expect(xml).toContain('<cbc:CustomizationID>urn:peppol:pint:billing-1@aunz-1</cbc:CustomizationID>');
  expect(xml).toContain(`<cbc:EndpointID schemeID="0151">${BUSINESS_ABN}</cbc:EndpointID>`);
  expect(xml).toContain('<cbc:EndpointID schemeID="0151">51824753556</cbc:EndpointID>');
  expect(xml).toContain(`<cbc:TaxInclusiveAmount currencyID="AUD">${totalAmount}</cbc:TaxInclusiveAmount>`);

  // The invoice is sent; the client opens it signed out on their phone.
  expect((await page.request.post(`/api/invoices/${invoiceId}/send`, { headers, data: {} })).status()).toBe(200);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
  const clientPage = await phone.newPage();
  expect((await clientPage.goto(`${baseURL}/invoice/${invoiceId}/pay`))!.status()).toBe(200);
  const clientLink = clientPage.getByRole('link', { name: 'Download e-invoice (XML)' });
  await expect(clientLink).toBeVisible();
  const clientDownload = clientPage.waitForEvent('download');
  await clientLink.click();
  const theirs = await clientDownload;
  expect(theirs.suggestedFilename()).toBe(`${invoiceNumber}.xml`);
  const theirCopy = path.join(import.meta.dirname, '..', 'artifacts', `${invoiceNumber}-client.xml`);
  await theirs.saveAs(theirCopy);
  expect(await readFile(theirCopy, 'utf8')).toBe(xml);
  await phone.close();
});
