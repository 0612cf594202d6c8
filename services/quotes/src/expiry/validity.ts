import { addDays, calendarDateIn, DEFAULT_QUOTE_VALID_DAYS, displayValidDay, todayIn, type DateOrInstant } from '@cobber/contracts';
import { conflict, type Knex } from '@cobber/kit';
import { findBusiness } from '@cobber/documents';
import type { HistoryInput } from '../quotes/repository.ts';
import type { QuoteRow } from '../quotes/rows.ts';

/**
 * A quote's last day when it goes out: the one it has while that is still to come (a
 * re-send, or a day the owner chose), else the business's "Quotes valid for N days" from
 * today. A quote whose day had passed goes out open again.
 */
export async function validityOnSend(db: Knex | Knex.Transaction, quote: QuoteRow, now = new Date()): Promise<string> {
  const business = await findBusiness(db, quote.owner_id);
  const today = todayIn(business.timeZone, now);
  if (quote.valid_until && quote.valid_until >= today) return quote.valid_until;
  return addDays(today, business.quoteValidDays ?? DEFAULT_QUOTE_VALID_DAYS);
}

export interface ValidityEdit {
  columns: Partial<Pick<QuoteRow, 'valid_until' | 'expired_from' | 'status'>>;
  history: HistoryInput[];
}

const show = (day: string | null) => (day ? displayValidDay(day) : null);

/**
 * The owner's "Valid until" (PATCH /api/quotes/:id): a day already past closes a quote
 * awaiting an answer at once; a day still to come reopens an expired one to the status it
 * had. It is no new revision: the price the client read is the same, only how long it holds.
 */
export async function editValidity(trx: Knex.Transaction, quote: QuoteRow, sent: DateOrInstant, now = new Date()): Promise<ValidityEdit> {
  const business = await findBusiness(trx, quote.owner_id);
  const day = calendarDateIn(sent, business.timeZone);
  if (day === quote.valid_until) return { columns: {}, history: [] };
  if (quote.status === 'approved' || quote.status === 'rejected') {
    throw conflict(`This quote was ${quote.status === 'approved' ? 'approved' : 'declined'}; it no longer expires`);
  }
  const history: HistoryInput[] = [{ changeType: 'updated', description: 'Valid until changed', fieldChanged: 'Valid until', oldValue: show(quote.valid_until), newValue: show(day) }];
  const past = day < todayIn(business.timeZone, now);
  if (past && (quote.status === 'sent' || quote.status === 'viewed')) {
    history.push({ changeType: 'updated', description: `Quote expired (valid until ${displayValidDay(day)})`, fieldChanged: 'Status', oldValue: quote.status, newValue: 'expired' });
    return { columns: { valid_until: day, status: 'expired', expired_from: quote.status }, history };
  }
  if (!past && quote.status === 'expired') {
    const reopened = quote.expired_from ?? 'sent';
    history.push({ changeType: 'updated', description: 'Quote open again', fieldChanged: 'Status', oldValue: 'expired', newValue: reopened });
    return { columns: { valid_until: day, status: reopened, expired_from: null }, history };
  }
  return { columns: { valid_until: day }, history };
}
