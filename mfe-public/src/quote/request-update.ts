import type { QuoteStatus } from '@cobber/contracts';
import { api } from '@cobber/web';

/**
 * The client of an expired quote asks the business for an updated one; the service tells
 * the owner once a day, however often it is tapped.
 */
export async function requestUpdatedQuote(id: string): Promise<QuoteStatus> {
  return (await api('POST /api/quotes/:id/public/request-update', { params: { id } })).status;
}
