import type { Knex } from '@cobber/kit';
import { listItems } from '../quotes/repository.ts';
import type { QuoteRow } from '../quotes/rows.ts';
import { learnPrices, type PriceBookEntry } from './repository.ts';

/**
 * The price book builds itself: as a quote is marked sent, in that
 * transaction, each of its priced lines (never the deposit) sets its item's price and
 * counts one use. A quote sent again after a change teaches its new prices but counts no
 * second use; one whose send is replayed is not marked sent again, so teaches nothing.
 */
export async function learnFromSentQuote(trx: Knex.Transaction, quote: QuoteRow): Promise<void> {
  const byDescription = new Map<string, PriceBookEntry>();
  for (const item of await listItems(trx, quote.id)) {
    if (item.type === 'deposit') continue;
    // Two lines of one description teach one price: the later line's.
    byDescription.set(item.description.trim().toLowerCase(), { description: item.description.trim(), type: item.type, unitPrice: item.unit_price });
  }
  await learnPrices(trx, quote.owner_id, [...byDescription.values()], quote.sent_at ? 0 : 1);
}
