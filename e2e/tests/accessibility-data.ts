import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { untilQuoteChargesGst } from './gst.ts';

// The data the accessibility journeys check their screens with: a working
// tradie's business, quotes in every state and money state, an invoice.

export const PASSWORD = 'hot-water-2024';

export function toast(page: Page, title: string) {
  return page.getByRole('status').filter({ hasText: title }).first();
}

/** A new tradie signed in in `api` (a page's request context shares its cookies). */
export async function signUp(api: APIRequestContext, headers: Record<string, string>) {
  const email = `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect((await api.post('/api/login', { headers, data: { email, password: PASSWORD, mode: 'signup', firstName: 'Dave' } })).status()).toBe(200);
}

/** The business's details, with its logo's brand colours when it has one. */
export async function setUpBusiness(api: APIRequestContext, headers: Record<string, string>, brand: Record<string, unknown> = {}) {
  const business = await api.post('/api/business', {
    headers,
    data: {
      ...brand,
      name: 'Sparky Dave Electrical',
      abn: '51824753556',
      email: 'office@sparkydave.com.au',
      phone: '0412 345 678',
      defaultHourlyRate: 90,
      bankName: 'Commonwealth Bank',
      bsb: '062-000',
      accountNumber: '12345678',
      accountName: 'Sparky Dave Electrical',
      applyGST: true,
    },
  });
  expect(business.status()).toBe(201);
}

export interface Jobs {
  draft: string;
  sent: string;
  depositRequested: string;
  depositPaid: string;
  invoiced: string;
  invoiceId: string;
}

/** Quotes in several states and money states for one client, and the invoice of one of them, through the API. */
export async function jobs(page: Page, headers: Record<string, string>): Promise<Jobs> {
  const api = page.request;
  const clientEmail = `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const client = await api.post('/api/clients', { headers, data: { name: 'Zoe Nguyen', email: clientEmail, phone: '0412 555 019', address: '12 Banksia St, Newtown NSW 2042' } });
  expect(client.status()).toBe(201);
  const clientId = ((await client.json()) as { id: string }).id;
  const quote = async (title: string) => {
    const created = await api.post('/api/quotes', {
      headers,
      data: {
        clientId,
        clientName: 'Zoe Nguyen',
        clientEmail,
        title,
        description: 'Swap the old ceramic fuses for a new switchboard with RCD protection.',
        items: [
          { description: 'Electrician', quantity: 5, unitPrice: 90, type: 'labor' },
          { description: 'Switchboard and RCDs', quantity: 1, unitPrice: '302.50', type: 'materials' },
        ],
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await untilQuoteChargesGst(api, id);
    return id;
  };
  const send = async (id: string) => expect((await api.post(`/api/quotes/${id}/send`, { headers })).status()).toBe(200);
  const approve = async (id: string) => expect((await api.patch(`/api/quotes/${id}/public/approve`, { headers })).status()).toBe(200);
  const requestDeposit = async (id: string) =>
    expect((await api.post(`/api/quotes/${id}/deposit`, { headers, data: { amount: '250.00' } })).status()).toBe(201);

  const draft = await quote('Kitchen downlights');
  const sent = await quote('Hot water service');
  await send(sent);
  const depositRequested = await quote('Switchboard upgrade');
  await requestDeposit(depositRequested);
  await send(depositRequested);
  const depositPaid = await quote('Pool pump circuit');
  await requestDeposit(depositPaid);
  await send(depositPaid);
  await approve(depositPaid);
  const payment = await api.post(`/api/quotes/${depositPaid}/public/deposit-payment`, { headers, data: {} });
  expect(payment.status()).toBe(201);
  const { clientSecret } = (await payment.json()) as { clientSecret: string };
  const confirmed = await api.post('/api/payments/test/confirm', {
    headers,
    data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Zoe Nguyen' },
  });
  expect(confirmed.status()).toBe(200);
  const invoiced = await quote('Smoke alarms');
  await send(invoiced);
  await approve(invoiced);
  const invoice = await api.post(`/api/quotes/${invoiced}/create-invoice`, { headers, data: {} });
  expect(invoice.status()).toBe(201);
  const invoiceId = ((await invoice.json()) as { id: string }).id;
  expect((await api.post(`/api/invoices/${invoiceId}/send`, { headers, data: {} })).status()).toBe(200);
  expect((await api.post(`/api/invoices/${invoiceId}/mark-paid`, { headers, data: { paymentAmount: '300.00' } })).status()).toBe(201);
  return { draft, sent, depositRequested, depositPaid, invoiced, invoiceId };
}
