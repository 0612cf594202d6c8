import { ErrorCode, QuoteMessages, type Quote, type QuoteStatus } from '@cobber/contracts';
import { conflict, HttpError, notFound, type Knex } from '@cobber/kit';
import { assertNotExpired, expireIfDue } from '../expiry/service.ts';
import { learnFromSentQuote } from '../price-book/learning.ts';
import { emitQuoteEvent } from './events.ts';
import { recordAcceptance, type AcceptanceInput } from './acceptance.ts';
import { addHistory, findSentQuote, updateQuoteRow, type HistoryInput } from './repository.ts';
import { toQuote, type QuoteRow } from './rows.ts';

type QuoteEvent = 'quote.sent' | 'quote.viewed' | 'quote.approved' | 'quote.rejected';

async function moveTo(
  trx: Knex.Transaction,
  quote: QuoteRow,
  status: QuoteStatus,
  event: QuoteEvent,
  history: HistoryInput | null,
  changes: Partial<Record<keyof QuoteRow, unknown>> = {},
): Promise<QuoteRow> {
  const moved = await updateQuoteRow(trx, quote.id, { ...changes, status });
  if (history) await addHistory(trx, quote.id, [history]);
  await emitQuoteEvent(trx, event, moved);
  return moved;
}

/**
 * Sending sets a draft to sent; a quote already out keeps its status (a re-send), and an
 * expired one is open again. It holds until `validUntil` (expiry/validity.ts, what the client was sent). The
 * client has read the revision that was mailed: if the quote changed while the mail
 * went out, it stays a draft and must be sent again. Its priced lines teach the price
 * book in the same transaction.
 */
export async function markSent(trx: Knex.Transaction, quote: QuoteRow, to: string, mailedRevision: number, validUntil: string): Promise<QuoteRow> {
  if (quote.revision !== mailedRevision) throw conflict('The quote changed while it was being sent. Please send it again.');
  const status = quote.status === 'draft' || quote.status === 'expired' ? 'sent' : quote.status;
  if (status !== quote.status) await learnFromSentQuote(trx, quote);
  return moveTo(trx, quote, status, 'quote.sent', { changeType: 'sent', description: `Quote sent to ${to}` }, { sent_at: trx.fn.now(), valid_until: validUntil, expired_from: null });
}

/** The first public open of a sent quote makes it viewed; anything else leaves it as is (never sent: 404). */
export async function markViewed(db: Knex, id: string): Promise<Pick<Quote, 'status'>> {
  return db.transaction(async (trx) => {
    const quote = await findSentQuote(trx, id, { lock: true });
    if (!quote) throw notFound('Quote not found');
    if (quote.status !== 'sent') return { status: quote.status };
    const moved = await moveTo(trx, quote, 'viewed', 'quote.viewed', null);
    return { status: moved.status };
  });
}

/** Who answered, as the service heard it (public/client.ts), and what they chose and signed when accepting. */
export interface ClientAnswer extends AcceptanceInput {
  /** The revision the client's page showed; absent in the original API's bare call. */
  revision?: number | undefined;
}

/**
 * The client answers the revision they read: only a sent or viewed quote, and only its
 * current revision when the page says which one it showed (else 409 and nothing changes).
 */
function assertAnswerable(quote: QuoteRow, answer: 'approved' | 'rejected', revision: number | undefined): void {
  const verb = answer === 'approved' ? 'accepted' : 'declined';
  if (quote.status === 'approved' || quote.status === 'rejected') throw conflict(`This quote is ${quote.status}; it can no longer be ${verb}`);
  if (revision !== undefined && revision !== quote.revision) throw new HttpError(409, ErrorCode.quoteRevised, QuoteMessages.revised);
  if (quote.status === 'draft') throw conflict(`This quote is being updated; it can be ${verb} once it is sent again`);
}

/** The client's answer on the public page. */
export async function answerQuote(db: Knex, id: string, answer: 'approved' | 'rejected', from: ClientAnswer): Promise<Quote> {
  // A quote past its last day is marked expired (and announced) first, so its 409 holds.
  await expireIfDue(db, id);
  return db.transaction(async (trx) => {
    const quote = await findSentQuote(trx, id, { lock: true });
    if (!quote) throw notFound('Quote not found');
    await assertNotExpired(trx, quote);
    assertAnswerable(quote, answer, from.revision);
    const accepted = answer === 'approved' ? await recordAcceptance(trx, quote, from) : { quote, addOns: '', what: 'the quote' };
    const history: HistoryInput =
      answer === 'approved'
        ? { changeType: 'approved', description: `${quote.client_name} accepted ${accepted.what}${accepted.addOns}`, fieldChanged: 'Status', oldValue: quote.status, newValue: 'approved' }
        : { changeType: 'rejected', description: `${quote.client_name} declined the quote`, fieldChanged: 'Status', oldValue: quote.status, newValue: 'rejected' };
    return toQuote(await moveTo(trx, accepted.quote, answer, answer === 'approved' ? 'quote.approved' : 'quote.rejected', history));
  });
}
