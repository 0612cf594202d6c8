import { expect, type Page } from '@playwright/test';
import { untilQuoteChargesGst } from './gst.ts';

// Deposit journeys (deposit-journey.spec.ts, stripe-deposit.spec.ts) start from here.

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
