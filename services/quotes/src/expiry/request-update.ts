import { todayIn, type QuoteStatus } from '@cobber/contracts';
import { conflict, notFound, type Knex } from '@cobber/kit';
import { findBusiness } from '@cobber/documents';
import { emitQuoteEvent } from '../quotes/events.ts';
import { addHistory, findSentQuote } from '../quotes/repository.ts';
import { claimUpdateRequest } from './repository.ts';
import { expireIfDue } from './service.ts';

/**
 * `POST /api/quotes/:id/public/request-update`: the client of an expired quote
 * asks the business for an updated one. One `quote.update_requested` per quote per
 * business day (part A tells the owner); a second tap that day changes nothing.
 */
export async function requestUpdatedQuote(db: Knex, id: string, now = new Date()): Promise<{ status: QuoteStatus }> {
  await expireIfDue(db, id, now);
  return db.transaction(async (trx) => {
    const quote = await findSentQuote(trx, id, { lock: true });
    if (!quote) throw notFound('Quote not found');
    if (quote.status !== 'expired') throw conflict('This quote has not expired, so there is no need to ask for an updated one');
    const business = await findBusiness(trx, quote.owner_id);
    if (await claimUpdateRequest(trx, quote.id, todayIn(business.timeZone, now))) {
      await addHistory(trx, quote.id, [{ changeType: 'updated', description: `${quote.client_name} asked for an updated quote` }]);
      await emitQuoteEvent(trx, 'quote.update_requested', quote);
    }
    return { status: quote.status };
  });
}
