import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { untilQuoteChargesGst } from './gst.ts';
import { mailPage, mailsTo } from './mailbox.ts';

// The client's money screens on a phone: the quote email and page state the
// deposit asked for, apart from the priced lines; Approve brings the deposit panel into
// view; the card form formats as typed on a number pad; the invoice made afterwards is
// headed by what is still due, with the deposit paid listed under its total.

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`), fullPage: true });
}

/** A GST-registered tradie with bank details, signed in through the API. */
async function tradie(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const email = `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect((await api.post('/api/login', { data: { email, password: 'hot-water-2024', mode: 'signup', firstName: 'Dave' } })).status()).toBe(200);
  const business = await api.post('/api/business', {
    data: {
      name: 'Sparky Dave Electrical',
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
  return api;
}

/** A quote of $752.50 + GST = $827.75 with a $250.00 deposit asked for, emailed to the client. */
async function quoteWithDepositSent(api: APIRequestContext, clientEmail: string): Promise<string> {
  const client = await api.post('/api/clients', { data: { name: 'Zoe Nguyen', email: clientEmail } });
  expect(client.status()).toBe(201);
  const created = await api.post('/api/quotes', {
    data: {
      clientId: ((await client.json()) as { id: string }).id,
      clientName: 'Zoe Nguyen',
      clientEmail,
      title: 'Switchboard upgrade',
      items: [
        { description: 'Electrician', quantity: 5, unitPrice: 90, type: 'labor' },
        { description: 'Switchboard and RCDs', quantity: 1, unitPrice: '302.50', type: 'materials' },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await untilQuoteChargesGst(api, id);
  expect((await api.post(`/api/quotes/${id}/deposit`, { data: { amount: '250.00' } })).status()).toBe(201);
  expect((await api.post(`/api/quotes/${id}/send`)).status()).toBe(200);
  return id;
}

/** The newest mail to `to` whose subject has `subject`, and the link in it to `linkPath`. */
async function mailedLink(to: string, subject: string, linkPath: RegExp): Promise<{ page: string; link: string }> {
  await expect.poll(async () => (await mailsTo(to)).some((mail) => mail.subject.includes(subject))).toBe(true);
  const mail = (await mailsTo(to)).find((entry) => entry.subject.includes(subject))!;
  const page = await mailPage(mail);
  const link = new RegExp(`https?://[^\\s"&<>]+${linkPath.source}`).exec(page)?.[0];
  expect(link, `a link in the mail "${mail.subject}"`).toBeDefined();
  return { page, link: link! };
}

/** The invoice of the approved quote, once the invoices service has heard of the approval, sent to the client. */
async function invoiceSent(api: APIRequestContext, quoteId: string): Promise<string> {
  let invoiceId = '';
  await expect
    .poll(async () => {
      const created = await api.post(`/api/quotes/${quoteId}/create-invoice`, { data: {} });
      if (created.ok()) invoiceId = ((await created.json()) as { id: string }).id;
      return created.status();
    })
    .toBe(201);
  expect((await api.post(`/api/invoices/${invoiceId}/send`, { data: {} })).status()).toBe(200);
  return invoiceId;
}

test('the client reads the deposit in the email and on the page, pays it from a phone, and the invoice heads with what is left', async ({ browser, baseURL }) => {
  const owner = await tradie(baseURL!);
  const clientEmail = `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const quoteId = await quoteWithDepositSent(owner, clientEmail);
  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await client.newPage();

  await test.step('the quote email states the deposit asked for', async () => {
    const { page: mail, link } = await mailedLink(clientEmail, 'Switchboard upgrade', /\/quote\/[0-9a-f-]{36}/);
    expect(mail).toContain('Deposit requested: $250.00 of $827.75. Once you accept the quote, you can pay it by card on the quote page.');
    await page.goto(link);
  });

  await test.step('the page states it too, apart from the priced lines', async () => {
    await expect(page.getByRole('heading', { name: 'Switchboard upgrade' })).toBeVisible();
    await expect(page.getByText('Deposit requested: $250.00 of $827.75')).toBeVisible();
    await expect(page.getByText('Part of the total, not added to it.')).toBeVisible();
    await expect(page.getByText('Once you accept, you can pay the $250.00 deposit by card right here.')).toBeVisible();
    // Two priced lines, no deposit line among them: the subtotal is their sum.
    const lines = page.getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.filter({ hasText: 'Deposit' })).toHaveCount(0);
    await expect(page.getByText('Subtotal')).toBeVisible();
    await screenshot(page, 'client-money-01-quote');
  });

  await test.step('Approve brings the deposit panel into view, its button ready to tap', async () => {
    await page.getByRole('button', { name: 'Accept Quote' }).click();
    await page.getByRole('dialog', { name: 'Approve Quote' }).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('heading', { name: 'Quote Approved!' })).toBeVisible();
    const pay = page.getByRole('button', { name: 'Pay Deposit $250.00' });
    await expect(pay).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Pay Deposit' })).toBeInViewport();
    await expect(pay).toBeInViewport();
    await screenshot(page, 'client-money-02-approved');
    await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', 'client-money-02-approved-view.png') });
    await pay.click();
  });

  await test.step('the card form opens in view, the cursor in the card number, for a number pad', async () => {
    const number = page.getByLabel('Card number');
    await expect(number).toBeFocused();
    await expect(number).toBeInViewport();
    const expiry = page.getByLabel('Expiry (MM/YY)');
    for (const [field, autocomplete] of [
      [number, 'cc-number'],
      [expiry, 'cc-exp'],
      [page.getByLabel('CVC'), 'cc-csc'],
    ] as const) {
      await expect(field).toHaveAttribute('inputmode', 'numeric');
      await expect(field).toHaveAttribute('autocomplete', autocomplete);
    }
    await expect(page.getByLabel('Name on card')).toHaveAttribute('autocomplete', 'cc-name');
    // Scrolled far enough to show the whole form, down to its Pay button.
    await expect(page.getByRole('button', { name: 'Pay $250.00' })).toBeInViewport();
    await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', 'client-money-03-card-form-view.png') });
  });

  await test.step('the number groups in fours and the expiry gets its "/" as the digits are typed', async () => {
    const number = page.getByLabel('Card number');
    await number.pressSequentially('4242424242424242');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    const expiry = page.getByLabel('Expiry (MM/YY)');
    await expiry.pressSequentially('12');
    await expect(expiry).toHaveValue('12/');
    // Backspace gets past the "/" the form put in.
    await expiry.press('Backspace');
    await expect(expiry).toHaveValue('12');
    await expiry.press('Backspace');
    await expect(expiry).toHaveValue('1');
    await expiry.press('Backspace');
    await expiry.pressSequentially('1228');
    await expect(expiry).toHaveValue('12/28');
    await page.getByLabel('CVC').pressSequentially('123');
    await page.getByLabel('Name on card').fill('Zoe Nguyen');
    await screenshot(page, 'client-money-04-card-typed');
  });

  await test.step('paying shows Payment Successful, as a panel and as a toast', async () => {
    await page.getByRole('button', { name: 'Pay $250.00' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: 'Payment Successful' });
    await expect(toast).toContainText('Deposit payment of $250.00 processed successfully!');
    await expect(page.getByText('Deposit paid: $250.00 of $827.75')).toBeVisible();
    await screenshot(page, 'client-money-05-paid');
  });

  await test.step('the invoice made after is headed by the amount due, with the deposit paid under the total', async () => {
    // The deposit's receipt reaches the invoices service by event; the invoice counts it.
    await expect
      .poll(async () => ((await (await owner.get('/api/receipts')).json()) as { paymentAmount: string }[]).map((receipt) => receipt.paymentAmount))
      .toEqual(['250.00']);
    await invoiceSent(owner, quoteId);
    const { link } = await mailedLink(clientEmail, 'INV-', /\/invoice\/[0-9a-f-]{36}\/pay/);
    await page.goto(link);
    const headline = page.getByText('Amount due', { exact: true }).first();
    await expect(headline).toBeInViewport();
    const amountDue = headline.locator('xpath=following-sibling::*[1]');
    await expect(amountDue).toHaveText('$577.75');
    await expect(amountDue).toHaveClass(/text-3xl/);
    const underIt = headline.locator('xpath=ancestor::div[2]');
    await expect(underIt).toContainText(/Total\s*Inc\. GST\s*\$827\.75/);
    await expect(underIt).toContainText(/Deposit paid\s*-\$250\.00/);
    await expect(page.getByText('Payment Summary')).toBeVisible();
    // The deposit is money paid, not one of the priced lines.
    await expect(page.getByRole('listitem').filter({ hasText: 'Deposit' })).toHaveCount(0);
    await screenshot(page, 'public-invoice-deposit-paid');
  });

  await client.close();
  await owner.dispose();
});
