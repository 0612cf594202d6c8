import { eventDataSchemas, type EventData } from './events.ts';

/**
 * `GET /internal/quotes/:id` on the quotes service, for the other services only (a
 * signed service call, never through the gateway): the quote as it stands now, with its
 * lines, revision, status and acceptance, in the shape its events carry. What bills or
 * charges works from this, not from a replica.
 */
export const CurrentQuote = eventDataSchemas['quote.updated'];
export type CurrentQuote = EventData<'quote.updated'>;

export function currentQuotePath(quoteId: string): string {
  return `/internal/quotes/${encodeURIComponent(quoteId)}`;
}
