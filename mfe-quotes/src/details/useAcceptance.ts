import type { Quote, QuoteAcceptance } from '@cobber/contracts';
import { useQuoteHistory } from '../common/hooks/quotes.ts';

/**
 * The client's acceptance of an approved quote (the add-ons taken, the signature),
 * read from its history, which carries it on the approval; none before one.
 */
export function useAcceptance(quote: Pick<Quote, 'id' | 'status'> | undefined): QuoteAcceptance | null {
  const history = useQuoteHistory(quote?.status === 'approved' ? quote.id : undefined);
  return history.data?.find((entry) => entry.acceptance)?.acceptance ?? null;
}
