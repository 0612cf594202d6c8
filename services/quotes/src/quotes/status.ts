import type { Quote, QuoteStatus } from '@cobber/contracts';
import { conflict, notFound, type Knex } from '@cobber/kit';
import { emitQuoteEvent } from './events.ts';
import { addHistory, findQuoteById, type HistoryInput } from './repository.ts';
import { toQuote, type QuoteRow } from './rows.ts';

type QuoteEvent = 'quote.sent' | 'quote.viewed' | 'quote.approved' | 'quote.rejected';

async function moveTo(
  trx: Knex.Transaction,
  quote: QuoteRow,
  status: QuoteStatus,
  event: QuoteEvent,
  history: HistoryInput | null,
): Promise<QuoteRow> {
  const [moved] = await trx('quotes').where('id', quote.id).update({ status, updated_at: trx.fn.now() }).returning('*');
  if (history) await addHistory(trx, quote.id, [history]);
  await emitQuoteEvent(trx, event, moved as QuoteRow);
  return moved as QuoteRow;
}

/** Sending sets a draft to sent; a quote already out keeps its status (a re-send). */
export async function markSent(trx: Knex.Transaction, quote: QuoteRow, to: string): Promise<QuoteRow> {
  const status = quote.status === 'draft' ? 'sent' : quote.status;
  return moveTo(trx, quote, status, 'quote.sent', { changeType: 'sent', description: `Quote sent to ${to}` });
}

/** The first public open of a sent quote makes it viewed; anything else leaves it as is. */
export async function markViewed(db: Knex, id: string): Promise<Pick<Quote, 'status'>> {
  return db.transaction(async (trx) => {
    const quote = await findQuoteById(trx, id, { lock: true });
    if (!quote) throw notFound('Quote not found');
    if (quote.status !== 'sent') return { status: quote.status };
    const moved = await moveTo(trx, quote, 'viewed', 'quote.viewed', null);
    return { status: moved.status };
  });
}

/** The client's answer on the public page: only from sent or viewed (else 409). */
export async function answerQuote(db: Knex, id: string, answer: 'approved' | 'rejected'): Promise<Quote> {
  return db.transaction(async (trx) => {
    const quote = await findQuoteById(trx, id, { lock: true });
    if (!quote) throw notFound('Quote not found');
    if (quote.status !== 'sent' && quote.status !== 'viewed') {
      throw conflict(`This quote is ${quote.status}; it can no longer be ${answer === 'approved' ? 'accepted' : 'declined'}`);
    }
    const history: HistoryInput =
      answer === 'approved'
        ? { changeType: 'approved', description: `${quote.client_name} accepted the quote`, fieldChanged: 'Status', oldValue: quote.status, newValue: 'approved' }
        : { changeType: 'rejected', description: `${quote.client_name} declined the quote`, fieldChanged: 'Status', oldValue: quote.status, newValue: 'rejected' };
    return toQuote(await moveTo(trx, quote, answer, answer === 'approved' ? 'quote.approved' : 'quote.rejected', history));
  });
}
