import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '@cobber/contracts/documents/reading';
import { expectNoAxeViolations } from './axe.ts';
import { ownerWithBusiness, quoteForZoe, sendWhenPriced, signWithFinger, untilSignatureAsked } from './owner-quote.ts';

// The client opens a quote with an add-on on their phone, ticks it and leaves it
// out again (the total follows), reads the terms, types their name, signs with a finger
// and accepts. The tradie's history shows who signed, when and the signature; the invoice
// made from the quote bills what was chosen.

const TERMS = 'Payment within 14 days of the invoice.\nVariations are quoted in writing.';

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`), fullPage: true });
}

/** A signed-in tradie (GST) who asks clients to sign and has terms, with a sent quote: $1,100.00 and a $300.00 add-on. */
async function tradieWithAddOnQuote(page: Page, baseURL: string): Promise<string> {
  await ownerWithBusiness(page, baseURL, { name: 'Roofs by Dave', email: 'office@roofs.com.au', applyGST: true }, { quoteTerms: TERMS, requireSignature: true });
  const id = await quoteForZoe(page, baseURL, {
    title: 'New gutters',
    items: [
      { description: 'Replace gutters', quantity: 1, unitPrice: 1000, type: 'labor' },
      { description: 'Gutter guard', quantity: 1, unitPrice: 300, type: 'materials', optional: true },
    ],
  });
  await sendWhenPriced(page, baseURL, id, '1100.00');
  await untilSignatureAsked(page, id);
  return id;
}

test('the client leaves an add-on out, signs and accepts; the owner sees the signature and the invoice bills what was chosen', async ({ browser, page, baseURL }) => {
  const id = await tradieWithAddOnQuote(page, baseURL!);
  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await client.newPage();

  await test.step('the client opens the quote: the add-on with its tick box, the total without it', async () => {
    await phone.goto(`/quote/${id}`);
    await expect(phone.getByText('Viewed', { exact: true })).toBeVisible();
    await expect(phone.getByText('Add-ons not included')).toBeVisible();
    await expect(phone.getByText('$1,100.00').first()).toBeVisible();
  });

  await test.step('ticking the add-on moves subtotal, GST and total; unticking puts them back', async () => {
    const guard = phone.getByRole('checkbox', { name: /Gutter guard/ });
    await guard.check();
    await expect(phone.getByText('Includes 1 add-on')).toBeVisible();
    await expect(phone.getByText('$1,430.00').first()).toBeVisible();
    await expect(phone.getByText('$130.00')).toBeVisible();
    await screenshot(phone, 'add-ons-01-ticked');
    await guard.uncheck();
    await expect(phone.getByText('$1,100.00').first()).toBeVisible();
  });

  await test.step('Accept asks for the name, a signature and agreement to the terms', async () => {
    await phone.getByRole('button', { name: 'Accept Quote' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Approve Quote' });
    await expect(dialog.getByText('Variations are quoted in writing.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog.getByText('Please type your full name')).toBeVisible();
    await expect(dialog.getByText('Please sign in the box')).toBeVisible();
    await expect(dialog.getByText('Please agree to the terms and conditions')).toBeVisible();
    await expectNoAxeViolations(phone, 'the signing dialog');
    await dialog.getByLabel('Your full name').fill('Zoe Nguyen');
    await signWithFinger(phone);
    await dialog.getByRole('checkbox', { name: 'I agree to the terms' }).check();
    // Each message goes once its field is seen to.
    await expect(dialog.getByText(/^Please /)).toHaveCount(0);
    await screenshot(phone, 'add-ons-02-signed');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(phone.getByRole('heading', { name: 'Quote Approved!' })).toBeVisible();
    await expect(phone.getByText('Not chosen')).toBeVisible();
    await expect(phone.getByText(/^Accepted by Zoe Nguyen on \d+ \w{3} \d{4}$/)).toBeVisible();
    await screenshot(phone, 'add-ons-03-approved');
  });

  await test.step("the tradie's history shows who signed, when, and the signature", async () => {
    await page.goto(`/quote/${id}/history`);
    await expect(page.getByText(/^Accepted by Zoe Nguyen on /)).toBeVisible();
    const signature = page.getByRole('img', { name: 'Signature of Zoe Nguyen' });
    await expect(signature).toBeVisible();
    expect(await signature.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect(page.getByText('Agreed to your terms and conditions')).toBeVisible();
    const pdf = page.getByRole('link', { name: 'Download signed quote (PDF)' });
    expect(await pdf.getAttribute('href')).toBe(`/api/quotes/${id}/pdf`);
    const download = await page.request.get(`/api/quotes/${id}/pdf`);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect((await pdfText(new Uint8Array(await download.body()))).text).toMatch(/Accepted by Zoe Nguyen on \d\d\/\d\d\/\d{4} \d\d:\d\d AE[DS]T/);
    await screenshot(page, 'add-ons-04-history');
  });

  await test.step('Quote Details marks the add-on not taken and shows the signature', async () => {
    await page.goto(`/quote/${id}/details`);
    await expect(page.getByText('Add-on · Not taken')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Signature of Zoe Nguyen' })).toBeVisible();
    await screenshot(page, 'add-ons-05-details');
  });

  await test.step('the invoice made from the quote bills the base, not the add-on left out', async () => {
    const made = await page.request.post(`/api/quotes/${id}/create-invoice`, { headers: { Origin: baseURL! }, data: {} });
    expect(made.status()).toBe(201);
    const invoice = (await made.json()) as { id: string; totalAmount: string };
    expect(invoice.totalAmount).toBe('1100.00');
    const lines = (await (await page.request.get(`/api/invoices/${invoice.id}/items`)).json()) as { description: string }[];
    expect(lines.map((line) => line.description)).toEqual(['Replace gutters']);
  });
  await client.close();
});

test('the owner makes a line an add-on on Quote Details: the total leaves it out', async ({ page, baseURL }) => {
  await ownerWithBusiness(page, baseURL!, { name: 'Roofs by Dave', applyGST: false });
  const id = await quoteForZoe(page, baseURL!, {
    title: 'New gutters',
    items: [
      { description: 'Replace gutters', quantity: 1, unitPrice: 1000, type: 'labor' },
      { description: 'Gutter guard', quantity: 1, unitPrice: 300, type: 'materials' },
    ],
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/quote/${id}/details`);
  await expect(page.getByText('$1,300.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: /^Materials/ }).click();
  await page.getByRole('switch', { name: 'Add-on: Materials line 1' }).click();
  await expect(page.getByText('Add-ons not included: $300.00 more if the client takes them all')).toBeVisible();
  await screenshot(page, 'add-ons-06-switch');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Add-ons not included')).toBeVisible();
  await expect(page.getByText('Add-on', { exact: true })).toBeVisible();
  await expect(page.getByText('$1,000.00').first()).toBeVisible();
  await expect.poll(async () => ((await (await page.request.get(`/api/quotes/${id}`)).json()) as { totalAmount: string }).totalAmount).toBe('1000.00');
});
