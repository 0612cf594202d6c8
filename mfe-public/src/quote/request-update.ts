import type { QuoteStatus } from '@cobber/contracts';

/**
 * The client of an expired quote asks the business for an updated one; the
 * service tells the owner once a day, however often it is tapped.
 */
export async function requestUpdatedQuote(id: string): Promise<QuoteStatus> {
  const response = await fetch(`/api/quotes/${encodeURIComponent(id)}/public/request-update`, { method: 'POST' });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return ((await response.json()) as { status: QuoteStatus }).status;
}
