import { addDays, AUSTRALIAN_TIME_ZONE, displayValidDay, isPastValidUntil, quoteExpiredMessage, todayIn } from '@cobber/contracts';
import { conflict, type Knex, type Logger } from '@cobber/kit';
import { findBusiness } from '@cobber/documents';
import { emitQuoteEvent } from '../quotes/events.ts';
import { addHistory, findQuoteById } from '../quotes/repository.ts';
import type { QuoteRow } from '../quotes/rows.ts';
import { findExpiryCandidates, markExpired } from './repository.ts';

/**
 * Marks one quote expired and publishes one `quote.updated` saying so, in one transaction:
 * whichever caller gets there first (the scheduled check on any instance, or a read that
 * found it due) does it; the others find it done. Answers whether this call did.
 */
async function expire(db: Knex, id: string, validUntil: string): Promise<boolean> {
  return db.transaction(async (trx) => {
    const expired = await markExpired(trx, id, validUntil);
    if (!expired) return false;
    const entry = { changeType: 'updated', description: `Quote expired (valid until ${displayValidDay(validUntil)})`, fieldChanged: 'Status', oldValue: expired.expired_from, newValue: 'expired' } as const;
    await addHistory(trx, id, [entry]);
    await emitQuoteEvent(trx, 'quote.updated', expired);
    return true;
  });
}

/**
 * Quotes that expire, a state of their own like overdue invoices: once a sent
 * or viewed quote's last day has ended in its business's day, it reads `expired`. Run by
 * the scheduled check for everyone, and before the owner's list for theirs, so a read
 * never shows a quote open that the check has not reached yet.
 */
export async function expireDueQuotes(db: Knex, now: Date, logger: Logger, ownerId: string | null = null): Promise<number> {
  let expired = 0;
  for (const candidate of await findExpiryCandidates(db, addDays(todayIn('UTC', now), 1), ownerId)) {
    if (!isPastValidUntil(candidate.valid_until, todayIn(candidate.time_zone ?? AUSTRALIAN_TIME_ZONE, now))) continue;
    try {
      if (await expire(db, candidate.id, candidate.valid_until)) expired++;
    } catch (error) {
      logger.warn({ err: error, quoteId: candidate.id }, 'quote not marked expired; the next check tries again');
    }
  }
  return expired;
}

/** One quote, before it is read or answered: expired now if its day has passed. */
export async function expireIfDue(db: Knex, id: string, now = new Date()): Promise<void> {
  const quote = await findQuoteById(db, id);
  if (!quote?.valid_until || (quote.status !== 'sent' && quote.status !== 'viewed')) return;
  const business = await findBusiness(db, quote.owner_id);
  if (isPastValidUntil(quote.valid_until, todayIn(business.timeZone, now))) await expire(db, quote.id, quote.valid_until);
}

/** An expired quote can be neither accepted nor declined: 409 with what the client's page says. */
export async function assertNotExpired(db: Knex | Knex.Transaction, quote: QuoteRow, now = new Date()): Promise<void> {
  if (!quote.valid_until || (quote.status !== 'expired' && quote.status !== 'sent' && quote.status !== 'viewed')) return;
  const business = await findBusiness(db, quote.owner_id);
  if (quote.status === 'expired' || isPastValidUntil(quote.valid_until, todayIn(business.timeZone, now))) {
    throw conflict(quoteExpiredMessage(quote.valid_until, business.name));
  }
}
