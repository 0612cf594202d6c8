import { CurrentQuote, currentQuotePath } from '@cobber/contracts';
import { notFound, type ServiceCalls } from '@cobber/kit';

/**
 * The quote as the owner is looking at it, asked of the quotes service: an invoice bills
 * this, never the replica's copy, which may be a moment behind an edit.
 * Unreachable, it answers 503 (kit serviceCalls); another owner's quote is not found.
 */
export async function currentQuote(quotes: ServiceCalls, ownerId: string, quoteId: string): Promise<CurrentQuote> {
  const quote = await quotes.get(currentQuotePath(quoteId), CurrentQuote);
  if (!quote || quote.ownerId !== ownerId) throw notFound('Quote not found');
  return quote;
}
