import { MAX_REMINDER_DAYS, REMINDER_LATE_DAYS, type QuoteReminderKind } from '@cobber/contracts';
import { type Clock, type Knex } from '@cobber/kit';
import { sendDueFollowUps, type FollowUpPlan, type FollowUpTables } from '@cobber/documents';
import { addHistory } from '../quotes/repository.ts';
import { toQuote, type QuoteRow } from '../quotes/rows.ts';
import type { QuoteSending } from '../sending/send-quote.ts';
import { followUpDue } from './due.ts';
import { followUpEmail } from './follow-up-email.ts';
import { findFollowUpCandidates, lockQuote, type QuoteFollowUpCandidate } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const QUOTE_FOLLOW_UPS: FollowUpTables = { documents: 'quotes', sent: 'quote_reminders', documentId: 'quote_id', notFoundMessage: 'Quote not found' };

type SentQuoteRow = QuoteRow & { sent_at: Date };

/** A quote is followed up while it is out with the client, unanswered, not stopped; the history notes each follow-up. */
function followUpPlan(sending: QuoteSending): FollowUpPlan<QuoteFollowUpCandidate, { kind: QuoteReminderKind }, SentQuoteRow> {
  return {
    tables: QUOTE_FOLLOW_UPS,
    related: 'quote',
    logAs: { idField: 'quoteId', what: 'quote follow-up' },
    candidates: (db, now) => findFollowUpCandidates(db, new Date(now.getTime() - (MAX_REMINDER_DAYS + REMINDER_LATE_DAYS + 1) * DAY_MS), now),
    due(candidate, settings, now) {
      const kind = followUpDue(settings, new Date(candidate.sent_at), now, candidate.sent_kinds);
      return kind ? { kind } : null;
    },
    async lockIfStillDue(trx, candidate) {
      const row = await lockQuote(trx, candidate.owner_id, candidate.id);
      if (!row || !['sent', 'viewed'].includes(row.status) || row.reminders_off || !row.client_email || !row.sent_at) return null;
      return row as SentQuoteRow;
    },
    async write(trx, row, _due, business) {
      const link = new URL(`/quote/${row.id}`, sending.publicUrl).toString();
      const message = followUpEmail({ quote: toQuote(row), business, link, sentAt: new Date(row.sent_at) });
      await addHistory(trx, row.id, [{ changeType: 'reminder', description: `Reminder sent to ${row.client_email}` }]);
      return message;
    },
  };
}

/** The scheduled check (reminders/scheduler.ts): every quote due a follow-up by its business's settings gets it. */
export async function sendDueQuoteFollowUps(db: Knex, sending: QuoteSending, clock: Clock): Promise<number> {
  return sendDueFollowUps(db, sending, followUpPlan(sending), clock());
}
