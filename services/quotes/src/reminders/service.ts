import { DEFAULT_REMINDERS, MAX_REMINDER_DAYS, REMINDER_LATE_DAYS, ReminderSettings, type DocumentReminders, type QuoteReminderKind } from '@cobber/contracts';
import { findBusiness, HttpError, notFound, reserveMail, type Clock, type Knex } from '@cobber/kit';
import { addHistory } from '../quotes/repository.ts';
import { toQuote } from '../quotes/rows.ts';
import type { QuoteSending } from '../sending/send-quote.ts';
import { followUpDue } from './due.ts';
import { followUpEmail } from './follow-up-email.ts';
import { claimFollowUp, findFollowUpCandidates, findFollowUpsOff, listSentFollowUps, lockQuote, setFollowUpsOff, type FollowUpCandidate } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sends one follow-up, at most once ever: the claim (its row per quote and kind), the
 * history entry and the send are one transaction holding the quote's row, so a second
 * instance waits and then finds it claimed, the client's answer waits for the send, and a
 * send that fails (or a process that dies mid-send) leaves neither claim nor entry, for
 * the next check to try again. The mail goes the way every quote mail goes: counted
 * against the business's daily limit, logged.
 */
async function sendFollowUp(db: Knex, sending: QuoteSending, candidate: FollowUpCandidate, kind: QuoteReminderKind): Promise<boolean> {
  return db.transaction(async (trx) => {
    const row = await lockQuote(trx, candidate.owner_id, candidate.id);
    if (!row || !['sent', 'viewed'].includes(row.status) || row.reminders_off || !row.client_email || !row.sent_at) return false;
    const to = row.client_email;
    if (!(await claimFollowUp(trx, { quote_id: row.id, owner_id: row.owner_id, kind, to_address: to }))) return false;
    const business = await findBusiness(trx, row.owner_id);
    const link = new URL(`/quote/${row.id}`, sending.publicUrl).toString();
    const message = followUpEmail({ quote: toQuote(row), business, link, sentAt: new Date(row.sent_at) });
    await addHistory(trx, row.id, [{ changeType: 'reminder', description: `Reminder sent to ${to}` }]);
    const limit = { perDay: sending.mailPerDay, timeZone: business.timeZone, what: 'emails' };
    const pending = await reserveMail(db, { to, subject: message.subject, ownerId: row.owner_id, related: { type: 'quote', id: row.id } }, limit);
    const result = await sending.mailer.send({ ...message, to });
    await pending.settle(result);
    if (!result.accepted) throw new Error(`the mail server refused it: ${result.error ?? 'no reason given'}`);
    return true;
  });
}

function settingsOf(candidate: FollowUpCandidate): ReminderSettings {
  const parsed = ReminderSettings.safeParse(candidate.reminders);
  return parsed.success ? parsed.data : DEFAULT_REMINDERS;
}

/**
 * The scheduled check (reminders/scheduler.ts): every quote due a follow-up by its
 * business's settings gets it. One quote's failure (its business's daily limit reached,
 * the mail server down) leaves it for the next check and holds no other back.
 */
export async function sendDueFollowUps(db: Knex, sending: QuoteSending, clock: Clock): Promise<number> {
  const now = clock();
  const sentFrom = new Date(now.getTime() - (MAX_REMINDER_DAYS + REMINDER_LATE_DAYS + 1) * DAY_MS);
  let sent = 0;
  for (const candidate of await findFollowUpCandidates(db, sentFrom, now)) {
    const kind = followUpDue(settingsOf(candidate), new Date(candidate.sent_at), now, candidate.sent_kinds);
    if (!kind) continue;
    try {
      if (await sendFollowUp(db, sending, candidate, kind)) sent++;
    } catch (error) {
      const level = error instanceof HttpError && error.status === 429 ? 'info' : 'warn';
      sending.logger[level]({ err: error, quoteId: candidate.id, kind }, 'quote follow-up not sent; the next check tries again');
    }
  }
  return sent;
}

export async function quoteFollowUps(db: Knex, ownerId: string, id: string): Promise<DocumentReminders> {
  const remindersOff = await findFollowUpsOff(db, ownerId, id);
  if (remindersOff === null) throw notFound('Quote not found');
  return { remindersOff, sent: await listSentFollowUps(db, id) };
}

/** The owner stops (or restarts) follow-ups for one quote. */
export async function changeQuoteFollowUps(db: Knex, ownerId: string, id: string, remindersOff: boolean): Promise<DocumentReminders> {
  if (!(await setFollowUpsOff(db, ownerId, id, remindersOff))) throw notFound('Quote not found');
  return quoteFollowUps(db, ownerId, id);
}
