import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { untilQuoteChargesGst } from './gst.ts';

// An owner, a business, a client and a quote: where the journeys that sign, accept and bill start.

/**
 * A new GST-registered owner, signed in in this page's context, with a quote for a client
 * ($1,100.00 inc. GST); the client has `clientPhone` when given (a quote sent by text).
 */
export async function ownerWithQuote(page: Page, baseURL: string, clientEmail: string, clientPhone?: string): Promise<string> {
  const headers = { Origin: baseURL };
  const email = `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect((await page.request.post('/api/login', { headers, data: { email, password: 'hot-water-2024', mode: 'signup', firstName: 'Dave' } })).status()).toBe(200);
  const business = await page.request.post('/api/business', { headers, data: { name: 'Sparky Dave Electrical', email: 'office@sparkydave.com.au', applyGST: true } });
  expect(business.status()).toBe(201);
  // A quote names one of the owner's own clients.
  const client = await page.request.post('/api/clients', { headers, data: { name: 'Zoe Nguyen', email: clientEmail, ...(clientPhone ? { phone: clientPhone } : {}) } });
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
  await untilQuoteChargesGst(page.request, id);
  return id;
}

type Business = { name: string; applyGST: boolean } & Record<string, unknown>;
type Client = { name: string; email: string; phone?: string; abn?: string; address?: string };
type QuoteLine = { description: string; quantity: number; unitPrice: number | string; type: 'labor' | 'materials'; optional?: boolean };

/** A new owner signed in in this page's context, with a business; `settings` (signing, terms) are saved on it afterwards. */
export async function ownerWithBusiness(page: Page, baseURL: string, business: Business, settings?: Record<string, unknown>): Promise<void> {
  const headers = { Origin: baseURL };
  const email = `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect((await page.request.post('/api/login', { headers, data: { email, password: 'hot-water-2024', mode: 'signup', firstName: 'Dave' } })).status()).toBe(200);
  const made = await page.request.post('/api/business', { headers, data: business });
  expect(made.status()).toBe(201);
  if (!settings) return;
  const { id } = (await made.json()) as { id: string };
  expect((await page.request.patch(`/api/business/${id}`, { headers, data: settings })).status()).toBe(200);
}

/** A plumbing company with an ABN and bank details, registered for GST: what an invoice's e-invoice and credit note need. */
export const PLUMBING_COMPANY: Business = {
  name: 'Kim Plumbing Pty Ltd',
  abn: '53004085616',
  email: 'office@kimplumbing.example',
  address: '12 Smith St, Newtown NSW 2042',
  applyGST: true,
  bsb: '062-000',
  accountNumber: '12345678',
  accountName: 'Kim Plumbing Pty Ltd',
};

/** A quote for `client`, made one of the owner's clients first; answers its id. */
export async function quoteFor(page: Page, baseURL: string, client: Client, quote: { title: string; items: QuoteLine[] }): Promise<string> {
  const headers = { Origin: baseURL };
  const made = await page.request.post('/api/clients', { headers, data: client });
  expect(made.status()).toBe(201);
  const clientId = ((await made.json()) as { id: string }).id;
  const created = await page.request.post('/api/quotes', { headers, data: { clientId, clientName: client.name, clientEmail: client.email, ...quote } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** A quote for the owner's client Zoe Nguyen (zoe@example.com, with `phone` when given); answers its id. */
export function quoteForZoe(page: Page, baseURL: string, quote: { title: string; items: QuoteLine[] }, phone?: string): Promise<string> {
  return quoteFor(page, baseURL, { name: 'Zoe Nguyen', email: 'zoe@example.com', ...(phone ? { phone } : {}) }, quote);
}

/** Sends the quote once the quotes service has learnt the business by event: its total, GST included, reads `total`. */
export async function sendWhenPriced(page: Page, baseURL: string, id: string, total: string): Promise<void> {
  await expect.poll(async () => ((await (await page.request.get(`/api/quotes/${id}`)).json()) as { totalAmount: string }).totalAmount).toBe(total);
  expect((await page.request.post(`/api/quotes/${id}/send`, { headers: { Origin: baseURL } })).status()).toBe(200);
}

/** Waits until the client's page of a sent quote asks for a signature (the quotes service learns it by event). */
export async function untilSignatureAsked(page: Page, id: string): Promise<void> {
  await expect
    .poll(async () => ((await (await page.request.get(`/api/quotes/${id}/public`)).json()) as { business: { requireSignature?: boolean } }).business.requireSignature)
    .toBe(true);
}

/** A finger's squiggle across the signature pad. */
export async function signWithFinger(phone: Page): Promise<void> {
  const pad = phone.getByRole('img', { name: 'Sign with your finger' });
  const box = (await pad.boundingBox())!;
  await phone.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await phone.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await phone.mouse.move(box.x + 20 + step * 20, box.y + box.height * (step % 2 ? 0.3 : 0.7), { steps: 3 });
  }
  await phone.mouse.up();
}

/**
 * A new owner, signed in on `request`, with Sparky Dave Electrical's business, Zoe Nguyen as
 * a client, and "Switchboard upgrade" (5 hours at $90) sent to her and invoiced.
 */
export async function ownerWithInvoicedQuote(request: APIRequestContext, baseURL: string): Promise<{ quoteId: string; invoiceId: string }> {
  const headers = { Origin: baseURL };
  const email = `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect((await request.post('/api/login', { headers, data: { email, password: 'hot-water-2024', mode: 'signup', firstName: 'Dave' } })).status()).toBe(200);
  expect((await request.post('/api/business', { headers, data: { name: 'Sparky Dave Electrical', email: 'office@sparkydave.com.au' } })).status()).toBe(201);
  const client = await request.post('/api/clients', { headers, data: { name: 'Zoe Nguyen', email: 'zoe@example.com' } });
  const quote = await request.post('/api/quotes', {
    headers,
    data: {
      clientId: ((await client.json()) as { id: string }).id,
      clientName: 'Zoe Nguyen',
      clientEmail: 'zoe@example.com',
      title: 'Switchboard upgrade',
      items: [{ description: 'Electrician', quantity: 5, unitPrice: 90, type: 'labor' }],
    },
  });
  const { id: quoteId } = (await quote.json()) as { id: string };
  expect((await request.post(`/api/quotes/${quoteId}/send`, { headers, data: {} })).status()).toBe(200);
  // The invoices service learns of the quote from its event: asked again until it has.
  for (let attempt = 0; attempt < 40; attempt++) {
    const created = await request.post(`/api/quotes/${quoteId}/create-invoice`, { headers, data: {} });
    if (created.ok()) return { quoteId, invoiceId: ((await created.json()) as { id: string }).id };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the invoice was never made');
}
