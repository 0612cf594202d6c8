import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pdfFonts, pdfText } from '@cobber/contracts/documents/reading';
import { untilQuoteChargesGst } from './gst.ts';
import { mailsTo } from './mailbox.ts';

// Every name printed as typed: a Vietnamese-Australian electrician invoices a
// client and a job whose names are in seven scripts; the client, signed out on a phone,
// downloads the PDF built in Chromium and reads every name back, every font embedded.
// The browser fetched only the font files the invoice's text needed.

const BUSINESS = 'Đặng Electrical 电工';
const CLIENT = 'Nguyễn Thị Minh';
const TITLE = 'Switchboard for 李明 电工';
const LINES = ['陳大文 switchboard', '山田太郎 (ヤマダ) safety switches', '김민준 smoke alarms', 'Παπαδόπουλος cabling', 'Иванов labour'];

test('the public invoice PDF prints every name as typed, in every script', async ({ page, browser, baseURL }) => {
  const headers = { Origin: baseURL! };
  const clientEmail = `minh-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const email = `dang-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect((await page.request.post('/api/login', { headers, data: { email, password: 'hot-water-2024', mode: 'signup', firstName: 'Đặng' } })).status()).toBe(200);
  const business = await page.request.post('/api/business', {
    headers,
    data: { name: BUSINESS, email: 'office@dang.example', applyGST: true, bankName: 'Commonwealth Bank', bsb: '062-000', accountNumber: '12345678', accountName: 'Đặng Electrical Pty Ltd' },
  });
  expect(business.status()).toBe(201);
  const client = await page.request.post('/api/clients', { headers, data: { name: CLIENT, email: clientEmail } });
  expect(client.status()).toBe(201);
  const quote = await page.request.post('/api/quotes', {
    headers,
    data: {
      clientId: ((await client.json()) as { id: string }).id,
      clientName: CLIENT,
      clientEmail,
      title: TITLE,
      items: LINES.map((description, i) => ({ description, quantity: 1, unitPrice: `${100 + i * 10}.00`, type: i === 4 ? 'labor' : 'materials' })),
    },
  });
  expect(quote.status()).toBe(201);
  const quoteId = ((await quote.json()) as { id: string }).id;
  await untilQuoteChargesGst(page.request, quoteId);
  const created = await page.request.post(`/api/quotes/${quoteId}/create-invoice`, { headers, data: {} });
  expect(created.status()).toBe(201);
  const { id: invoiceId, invoiceNumber } = (await created.json()) as { id: string; invoiceNumber: string };
  expect((await page.request.post(`/api/invoices/${invoiceId}/send`, { headers, data: {} })).status()).toBe(200);
  // The mail's subject names the business as typed.
  await expect.poll(async () => (await mailsTo(clientEmail)).find((mail) => mail.subject.includes(invoiceNumber))?.subject).toContain(BUSINESS);

  // The client, signed out on a phone, opens the invoice from the mail.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
  const clientPage = await phone.newPage();
  const fontFiles: { url: string; bytes: number }[] = [];
  clientPage.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/fonts/')) fontFiles.push({ url: response.url(), bytes: Number(response.headers()['content-length'] ?? 0) });
  });
  expect((await clientPage.goto(`${baseURL}/invoice/${invoiceId}/pay`))!.status()).toBe(200);
  await expect(clientPage.getByRole('heading', { name: TITLE })).toBeVisible();
  expect(fontFiles, 'no font file before the tap').toEqual([]);

  const downloading = clientPage.waitForEvent('download');
  await clientPage.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Invoice-${invoiceNumber}.pdf`);
  const saved = path.join(import.meta.dirname, '..', 'artifacts', 'unicode-invoice.pdf');
  await download.saveAs(saved);
  const bytes = new Uint8Array(await readFile(saved));

  const { text } = await pdfText(bytes);
  for (const name of [BUSINESS, CLIENT, TITLE, ...LINES, 'Đặng Electrical Pty Ltd']) expect(text).toContain(name);
  expect(text).not.toMatch(/[?\uFFFD]/);
  const fonts = await pdfFonts(bytes);
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((font) => !font.embedded || !font.name.startsWith('NotoSans'))).toEqual([]);

  // Only the slices holding these characters: no file near a whole CJK font's megabytes.
  const paths = fontFiles.map((file) => new URL(file.url).pathname);
  expect(paths.some((p) => /^\/fonts\/noto-sans-sc\/[^/]+\/files\/noto-sans-sc-\d+-400-normal\.woff$/.test(p))).toBe(true);
  expect(paths.some((p) => p.includes('chinese-simplified'))).toBe(false);
  expect(Math.max(...fontFiles.map((file) => file.bytes))).toBeLessThan(250_000);
  await phone.close();
});
