import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '@cobber/contracts/documents/reading';
import { expectNoAxeViolations } from './axe.ts';
import { ownerWithBusiness, quoteForZoe, sendWhenPriced, signWithFinger, untilSignatureAsked } from './owner-quote.ts';

// A tradie offers basic, standard and premium downlights over one common line. The client
// opens the quote on their phone, compares the three side by side, chooses the middle one
// and signs. The tradie's history, the signed PDF and the invoice follow the option chosen.

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`), fullPage: true });
}

/** A signed-in tradie (GST) who asks clients to sign, with a sent quote of three options; answers its id. */
async function tradieWithOptions(page: Page, baseURL: string): Promise<string> {
  const headers = { Origin: baseURL };
  await ownerWithBusiness(page, baseURL, { name: 'Bright Sparks', email: 'office@sparks.com.au', applyGST: true }, { requireSignature: true });
  const id = await quoteForZoe(page, baseURL, { title: 'Kitchen downlights', items: [{ description: 'Isolate and test circuit', quantity: 1, unitPrice: 100, type: 'labor' }] });
  for (const [name, line, price] of [
    ['Basic', '6 LED downlights', 200],
    ['Standard', '6 dimmable LED downlights', 400],
    ['Premium', '6 smart LED downlights', 800],
  ] as const) {
    const option = await page.request.post(`/api/quotes/${id}/options`, { headers, data: { name } });
    expect(option.status()).toBe(201);
    const { id: optionId } = (await option.json()) as { id: string };
    const added = await page.request.post('/api/quote-items', { headers, data: { quoteId: id, description: line, quantity: 1, unitPrice: price, type: 'materials', optionId } });
    expect(added.status()).toBe(201);
  }
  await sendWhenPriced(page, baseURL, id, '330.00');
  await untilSignatureAsked(page, id);
  return id;
}

test('the client compares three options, chooses the middle one and signs; the history, PDF and invoice follow it', async ({ browser, page, baseURL }) => {
  const id = await tradieWithOptions(page, baseURL!);
  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await client.newPage();

  await test.step('the client sees each option with its lines and total, stacked on the phone', async () => {
    await phone.goto(`/quote/${id}`);
    await expect(phone.getByRole('heading', { name: 'Choose an option' })).toBeVisible();
    for (const [name, total] of [['Basic', '$330.00'], ['Standard', '$550.00'], ['Premium', '$990.00']] as const) {
      const card = phone.getByRole('listitem').filter({ has: phone.getByRole('heading', { name, exact: true }) });
      await expect(card.getByText(total)).toBeVisible();
    }
    await expect(phone.getByText('6 dimmable LED downlights')).toBeVisible();
    // Each option adds up on its card: its own line, the line in every option, GST.
    const standardCard = phone.getByRole('listitem').filter({ has: phone.getByRole('heading', { name: 'Standard', exact: true }) });
    await expect(standardCard).toContainText('6 dimmable LED downlights$400.00');
    await expect(standardCard).toContainText('In every option (below)$100.00Subtotal$500.00GST (10%)$50.00Total$550.00');
    // The common line is in every option's price, so its card has no totals of its own.
    const everyOption = phone.getByRole('heading', { name: 'In every option', exact: true }).locator('..');
    await expect(everyOption).toContainText("Each option's price above includes these.");
    await expect(everyOption).toContainText('Isolate and test circuit$100.00');
    await expect(everyOption).not.toContainText(/Subtotal|GST|Total/);
    await expect(phone.getByRole('heading', { name: 'Line Items' })).toHaveCount(0);
    await expect(phone.getByRole('button', { name: 'Choose this option' })).toHaveCount(3);
    await expect(phone.getByText('Choose one of the options above to accept.')).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Accept Quote' })).toBeDisabled();
    await expectNoAxeViolations(phone, 'the options on the client page');
    await screenshot(phone, 'options-01-client-page');
    await phone.screenshot({ path: path.join(import.meta.dirname, '..', '..', 'docs', 'screenshots', 'quote-options-client.png'), fullPage: true });
  });

  await test.step('choosing the middle option makes it the total and the one to accept', async () => {
    const standard = phone.getByRole('listitem').filter({ has: phone.getByRole('heading', { name: 'Standard', exact: true }) });
    await standard.getByRole('button', { name: 'Choose this option' }).click();
    await expect(standard.getByRole('button', { name: 'Chosen' })).toHaveAttribute('aria-pressed', 'true');
    await expect(phone.getByText('You chose the Standard option.')).toBeVisible();
    await expect(phone.getByText('Total (Standard)')).toBeVisible();
  });

  await test.step('the client signs and accepts the Standard option', async () => {
    await phone.getByRole('button', { name: 'Accept Quote' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Approve Quote' });
    await dialog.getByLabel('Your full name').fill('Zoe Nguyen');
    await signWithFinger(phone);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(phone.getByRole('heading', { name: 'Quote Approved!' })).toBeVisible();
    await expect(phone.getByText('You chose the Standard option.')).toBeVisible();
    await expect(phone.getByText('The option chosen')).toBeVisible();
    await expectNoAxeViolations(phone, 'the accepted quote with options');
    await screenshot(phone, 'options-02-accepted');
  });

  await test.step("the tradie's history and signed PDF name the option; the invoice bills it", async () => {
    await page.goto(`/quote/${id}/history`);
    await expect(page.getByText('Zoe Nguyen accepted the Standard option')).toBeVisible();
    const pdf = await page.request.get(`/api/quotes/${id}/pdf`);
    const { text } = await pdfText(new Uint8Array(await pdf.body()));
    expect(text).toContain('Option chosen: Standard');
    await page.goto(`/quote/${id}/details`);
    await expect(page.getByText('Total (Standard)')).toBeVisible();
    await screenshot(page, 'options-03-details');
    const made = await page.request.post(`/api/quotes/${id}/create-invoice`, { headers: { Origin: baseURL! }, data: {} });
    expect(made.status()).toBe(201);
    const invoice = (await made.json()) as { id: string; totalAmount: string };
    expect(invoice.totalAmount).toBe('550.00');
    const lines = (await (await page.request.get(`/api/invoices/${invoice.id}/items`)).json()) as { description: string }[];
    expect(lines.map((line) => line.description)).toEqual(['Isolate and test circuit', '6 dimmable LED downlights']);
  });
  await client.close();
});

test('the owner adds an option on Quote Details, and a blank name is named beside the field', async ({ page, baseURL }) => {
  await ownerWithBusiness(page, baseURL!, { name: 'Bright Sparks', applyGST: false });
  const id = await quoteForZoe(page, baseURL!, { title: 'Kitchen downlights', items: [{ description: 'Isolate and test circuit', quantity: 1, unitPrice: 100, type: 'labor' }] });
  await page.goto(`/quote/${id}/details`);
  const options = page.getByRole('heading', { name: 'Options' });
  await options.scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Add option' }).click();
  await expect(page.getByText('Give the option a name')).toBeVisible();
  await page.getByLabel('Option name').fill('Basic');
  await page.getByRole('button', { name: 'Add option' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Basic' }).getByText('$100.00')).toBeVisible();
  await expectNoAxeViolations(page, 'the Options card');
  await screenshot(page, 'options-04-owner-card');
});

test('"Draft options" on Quote Details makes basic, standard and premium from the price book', async ({ page, baseURL }) => {
  const headers = { Origin: baseURL! };
  await ownerWithBusiness(page, baseURL!, { name: 'Bright Sparks', applyGST: false });
  for (const [description, unitPrice] of [['Basic LED downlight', 25], ['Smart LED downlight', 90]] as const) {
    expect((await page.request.post('/api/price-book', { headers, data: { description, unitPrice, type: 'materials' } })).status()).toBe(201);
  }
  const id = await quoteForZoe(page, baseURL!, {
    title: 'Kitchen downlights',
    items: [
      { description: 'Electrician', quantity: 2, unitPrice: 95, type: 'labor' },
      { description: 'LED downlight', quantity: 6, unitPrice: 40, type: 'materials' },
    ],
  });
  await page.goto(`/quote/${id}/details`);
  await page.getByRole('button', { name: 'Draft options' }).click();
  for (const [name, total] of [['Basic', '$340.00'], ['Standard', '$430.00'], ['Premium', '$730.00']] as const) {
    await expect(page.getByRole('listitem').filter({ hasText: name }).getByText(total)).toBeVisible();
  }
  await expect(page.getByText('Smart LED downlight')).toBeVisible();
  await screenshot(page, 'options-05-drafted');
});
