import type { PublicQuoteResponse } from '@cobber/contracts';
import { QuoteNotFound } from './QuoteNotFound.tsx';
import { QuotePage } from './QuotePage.tsx';

/** What the server renders /quote/:id with, and the browser hydrates it with. */
export interface PublicQuoteProps {
  id: string;
  /** null when the quote could not be loaded. */
  found: PublicQuoteResponse | null;
}

/**
 * What the client sees at /quote/:id: the quote, or 'Quote Not Found'.
 * `showToasts` mounts the toasts where no shell does (the server-rendered page).
 */
export function PublicQuote({ id, found, showToasts }: PublicQuoteProps & { showToasts?: () => Promise<void> }) {
  // Keyed by the quote: the page keeps what it shows in state, which belongs to one quote.
  return found ? <QuotePage key={id} id={id} found={found} showToasts={showToasts} /> : <QuoteNotFound />;
}
