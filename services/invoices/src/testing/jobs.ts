import type { Knex } from '@cobber/kit';
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

/**
 * A variation of the job as the quotes service keeps it once the client has answered it (or
 * not yet), written into the quotes tables; `total` includes GST, a tenth of it.
 */
export async function keptVariation(quotesDb: Knex, owner: Owner, quoteId: string, variation: { number: number; status: string; total: string; title?: string }) {
  const { number, status, total, title = `Variation ${number}` } = variation;
  const tax = (Number(total) / 11).toFixed(2);
  await quotesDb('quote_variations').insert({
    id: crypto.randomUUID(),
    quote_id: quoteId,
    owner_id: owner.id,
    number,
    title,
    status,
    subtotal: (Number(total) - Number(tax)).toFixed(2),
    tax_amount: tax,
    total,
    approved_at: status === 'approved' ? new Date() : null,
  });
}
