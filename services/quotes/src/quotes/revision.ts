import type { Knex } from '@cobber/kit';
import { addHistory, nextRevision } from './repository.ts';
import type { QuoteRow } from './rows.ts';

export const NEEDS_RESENDING = 'Changed after sending — needs resending';

/**
 * A change the client would see (a line, a price, travel, GST, the words on their page,
 * a deposit request) makes a new revision of the quote. A quote out with
 * the client goes back to draft: what they read is no longer what it says, so they
 * cannot accept it until it is sent again. Answers the revised row.
 */
export async function revise(trx: Knex.Transaction, quote: QuoteRow): Promise<QuoteRow> {
  // An expired quote changed is a new price too: it goes out again from draft.
  const withdrawn = quote.status === 'sent' || quote.status === 'viewed' || quote.status === 'expired';
  const revised = await nextRevision(trx, quote.id, withdrawn ? 'draft' : quote.status);
  if (withdrawn) {
    const entry = { changeType: 'updated', description: NEEDS_RESENDING, fieldChanged: 'Status', oldValue: quote.status, newValue: 'draft' } as const;
    await addHistory(trx, quote.id, [entry], { last: true });
  }
  return revised;
}
