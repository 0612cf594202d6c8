import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { untilQuoteChargesGst } from './gst.ts';
import { mailPage, mailsTo } from './mailbox.ts';

// Getting paid: the tradie chooses reminders in Settings; an invoice sent with
// its due date long past gets its overdue reminder from the scheduler of the embedded app
// (it looks once a minute) in the local mailbox, and Invoice Details says it went.

const artifact = (name: string) => path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`);

function toast(page: Page, title: string) {
  return page.getByRole('status').filter({ hasText: title }).first();
}

/** The business's today, in Sydney, as `YYYY-MM-DD`, `days` from now. */
function sydneyDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

async function signedInTradie(page: Page, headers: Record<string, string>) {
  const email = `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const signUp = await page.request.post('/api/login', { headers, data: { email, password: 'hot-water-2024', mode: 'signup', firstName: 'Dave' } });
  expect(signUp.status()).toBe(200);
  const business = await page.request.post('/api/business', {
    headers,
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
}

/** An approved quote's invoice, due 10 days ago, sent to the client; answers its id. */
async function invoiceSentLate(request: APIRequestContext, headers: Record<string, string>, clientEmail: string): Promise<string> {
  const client = await request.post('/api/clients', { headers, data: { name: 'Zoe Nguyen', email: clientEmail } });
  expect(client.status()).toBe(201);
  const quote = await request.post('/api/quotes', {
    headers,
    data: {
      clientId: ((await client.json()) as { id: string }).id,
      clientName: 'Zoe Nguyen',
      clientEmail,
      title: 'Hot water system',
      items: [
        { description: 'Plumber', quantity: 3, unitPrice: 110, type: 'labor' },
        { description: 'Heat pump', quantity: 1, unitPrice: '2400.00', type: 'materials' },
      ],
    },
  });
  expect(quote.status()).toBe(201);
  const { id: quoteId } = (await quote.json()) as { id: string };
  await untilQuoteChargesGst(request, quoteId);
  expect((await request.post(`/api/quotes/${quoteId}/send`, { headers })).status()).toBe(200);
  expect((await request.patch(`/api/quotes/${quoteId}/public/approve`, { headers })).status()).toBe(200);
  const invoice = await request.post(`/api/quotes/${quoteId}/create-invoice`, { headers, data: { dueDate: sydneyDay(-10) } });
  expect(invoice.status()).toBe(201);
  const { id } = (await invoice.json()) as { id: string };
  expect((await request.post(`/api/invoices/${id}/send`, { headers, data: {} })).status()).toBe(200);
  return id;
}

test('reminders set in Settings: an invoice 10 days overdue gets its reminder email within two minutes, and Invoice Details says so', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const headers = { Origin: baseURL! };
  const clientEmail = `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await signedInTradie(page, headers);

  await test.step('Settings: reminders on, the first overdue one after 5 days', async () => {
    await page.goto('/settings/quotes');
    await expect(page.getByRole('heading', { name: 'Reminders', exact: true })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Remind on the due date' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Remind before an invoice is due' })).not.toBeChecked();
    await page.getByLabel('Remind when overdue: days').fill('61');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Days must be a whole number from 1 to 60')).toBeVisible();
    await page.getByLabel('Remind when overdue: days').fill('5');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();
    const saved = (await (await page.request.get('/api/business')).json()) as { reminders: { invoiceOverdue: { days: number } } };
    expect(saved.reminders.invoiceOverdue).toEqual({ on: true, days: 5 });
    await page.getByRole('heading', { name: 'Reminders', exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifact('reminders-settings') });
  });

  const invoiceId = await invoiceSentLate(page.request, headers, clientEmail);
  const sentAt = Date.now();

  await test.step('the scheduler mails the overdue reminder within two minutes', async () => {
    await expect
      .poll(async () => (await mailsTo(clientEmail)).filter((mail) => mail.subject.startsWith('Reminder: invoice')).length, { timeout: 120_000, intervals: [2_000] })
      .toBe(1);
    expect(Date.now() - sentAt).toBeLessThan(120_000);
    const [reminder] = (await mailsTo(clientEmail)).filter((mail) => mail.subject.startsWith('Reminder: invoice'));
    expect(reminder!.subject).toBe('Reminder: invoice INV-0001 from Sparky Dave Electrical is 10 days overdue');
    const html = await mailPage(reminder!);
    expect(html).toContain(`/invoice/${invoiceId}/pay`);
    expect(html).toContain('was due on');
    expect(html).toContain('Amount due: $3,003.00');
    expect(html).toContain('Reference: INV-0001');
    const mail = await page.context().newPage();
    await mail.setContent(html);
    // The mailbox's page shows the mail as sent in a frame, its plain text below.
    await expect(mail.frameLocator('iframe').first().getByRole('link', { name: 'View and pay your invoice' })).toBeVisible();
    await mail.screenshot({ path: artifact('reminder-email'), fullPage: true });
    await mail.close();
  });

  await test.step('Invoice Details: "Reminder sent", and the owner stops the rest', async () => {
    await page.goto(`/invoice/${invoiceId}`);
    const day = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short' }).format(new Date());
    await expect(page.getByText(`Reminder sent ${day}`)).toBeVisible();
    await page.getByRole('button', { name: 'Stop reminders' }).click();
    await expect(toast(page, 'Reminders stopped')).toBeVisible();
    await expect(page.getByText('Reminders stopped for this invoice')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Restart reminders' })).toBeVisible();
    await page.screenshot({ path: artifact('reminders-invoice-details'), fullPage: true });
    const reminders = (await (await page.request.get(`/api/invoices/${invoiceId}/reminders`)).json()) as { remindersOff: boolean };
    expect(reminders.remindersOff).toBe(true);
  });
});
