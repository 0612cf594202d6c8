import { expect } from 'vitest';
import type { Owner } from './services.ts';

/** A bathroom renovation for Zoe Nguyen: $10,000.00 of work, $11,000.00 with GST. */
export const BATHROOM = {
  clientName: 'Zoe Nguyen',
  clientEmail: 'zoe@example.com',
  title: 'Bathroom renovation',
  includeTravel: false,
  items: [{ description: 'Strip out and rebuild the bathroom', quantity: 1, unitPrice: 10000, type: 'labor' }],
};

/** A quote the client has accepted: made, sent, and approved on the client's page. */
export async function acceptedJob(owner: Owner, body: Record<string, unknown> = BATHROOM) {
  const quote = await owner.quote(body);
  expect((await owner.quotes('POST', `/api/quotes/${quote.id}/send`)).status).toBe(200);
  expect((await owner.quotes('PATCH', `/api/quotes/${quote.id}/public/approve`, {})).status).toBe(200);
  return quote;
}
