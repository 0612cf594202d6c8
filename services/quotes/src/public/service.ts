import { formatMoney, parseMoney, type PublicQuoteResponse } from '@cobber/contracts';
import { type Knex, notFound } from '@cobber/kit';
import { findBusiness } from '@cobber/documents';
import { expireIfDue } from '../expiry/service.ts';
import { findAcceptance, findSentQuote, listItems } from '../quotes/repository.ts';
import { quoteOptions } from '../options/pricing.ts';
import { businessForClient } from './business.ts';
import { publicPhotos } from './photos.ts';

/** `GET /api/quotes/:id/public`: only what the client's page shows, nothing of the owner's. */
export async function publicQuote(db: Knex, id: string): Promise<PublicQuoteResponse> {
  // Past its last day, the page opens on an expired quote, whether or not the scheduled check has come by.
  await expireIfDue(db, id);
  const quote = await findSentQuote(db, id);
  if (!quote) throw notFound('Quote not found');
  const [items, business, acceptance, photos, options] = await Promise.all([
    listItems(db, quote.id),
    findBusiness(db, quote.owner_id),
    findAcceptance(db, quote.id),
    publicPhotos(db, quote.id),
    quoteOptions(db, quote),
  ]);
  const deposit = items.find((item) => item.type === 'deposit');
  return {
    quote: {
      title: quote.title,
      clientName: quote.client_name,
      createdAt: quote.created_at.toISOString(),
      status: quote.status,
      revision: quote.revision,
      sentAt: quote.sent_at?.toISOString() ?? null,
      validUntil: quote.valid_until,
      totalAmount: quote.total_amount,
      subtotal: quote.subtotal,
      taxAmount: quote.tax_amount,
      description: quote.description,
      aiSummary: quote.ai_summary,
      travelDistance: quote.travel_distance,
      travelCost: quote.travel_cost,
    },
    items: items.map((item) => ({
      id: item.id,
      description: item.description,
      type: item.type,
      quantity: item.quantity,
      unitPrice: item.unit_price,
      totalPrice: item.total_price,
      ...(item.optional ? { optional: true, chosen: acceptance ? acceptance.optional_item_ids.includes(item.id) : undefined } : {}),
      ...(item.option_id ? { optionId: item.option_id } : {}),
    })),
    deposit: deposit ? depositState(deposit.total_price, quote.deposit_paid) : null,
    business: {
      ...businessForClient(business),
      quoteTerms: business.quoteTerms?.trim() || null,
      requireSignature: business.requireSignature ?? false,
    },
    acceptance: acceptance && { acceptedAt: acceptance.accepted_at.toISOString(), signedBy: acceptance.signed_name, optionId: acceptance.option_id },
    photos,
    options,
  };
}

function depositState(requested: string, paid: string): NonNullable<PublicQuoteResponse['deposit']> {
  const due = Math.max(0, parseMoney(requested) - parseMoney(paid));
  return { requested, paid, due: formatMoney(due) };
}
