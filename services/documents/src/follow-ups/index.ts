import { DEFAULT_REMINDERS, ReminderSettings } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import { HttpError } from '@cobber/kit';
import type { Logger } from '@cobber/kit';
import { reserveMail } from '../mail/mail-log.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { findBusiness, type KnownBusiness } from '../priced/business-replica.ts';
import { claimFollowUp, type FollowUpTables } from './sent.ts';

export * from './sent.ts';

/** A document the scheduled check looked at: its business's reminder choice as business.updated carried it (null: the defaults). */
export interface FollowUpCandidate {
  id: string;
  owner_id: string;
  reminders: ReminderSettings | null;
}

/** The document's row as the transaction holds it: who it goes to. */
export interface LockedDocument {
  id: string;
  owner_id: string;
  client_email: string | null;
}

/**
 * What one kind of document's follow-ups need besides the common steps: which documents
 * to look at, which follow-up (if any) each is due, whether it is still worth one once
 * locked, and its words.
 */
export interface FollowUpPlan<Candidate extends FollowUpCandidate, Due extends { kind: string }, Row extends LockedDocument> {
  tables: FollowUpTables;
  /** The mail log's note of what the mail is about. */
  related: 'quote' | 'invoice';
  /** How a failed send is logged: the id's field and the words. */
  logAs: { idField: string; what: string };
  candidates(db: Knex, now: Date): Promise<Candidate[]>;
  due(candidate: Candidate, settings: ReminderSettings, now: Date): Due | null;
  /** The document, locked until the transaction ends; null when it no longer wants a follow-up. */
  lockIfStillDue(trx: Knex.Transaction, candidate: Candidate): Promise<Row | null>;
  /** The mail, written inside the transaction (which may note it on the document too). */
  write(trx: Knex.Transaction, row: Row, due: Due, business: KnownBusiness): Promise<Omit<MailMessage, 'to'>>;
}

/** The way every document mail goes: this mailer, counted against the business's daily limit. */
export interface FollowUpSending {
  mailer: Mailer;
  logger: Logger;
  mailPerDay: number;
}

function settingsOf(candidate: FollowUpCandidate): ReminderSettings {
  const parsed = ReminderSettings.safeParse(candidate.reminders);
  return parsed.success ? parsed.data : DEFAULT_REMINDERS;
}

/**
 * Sends one follow-up, at most once ever: the claim (its row per document and kind), what
 * the plan notes and the send are one transaction holding the document's row, so a second
 * instance waits and then finds it claimed, the client's answer or payment waits for the
 * send, and a send that fails (or a process that dies mid-send) leaves nothing, for the
 * next check to try again. The mail is counted against the business's daily limit, logged.
 */
async function sendFollowUp<C extends FollowUpCandidate, D extends { kind: string }, R extends LockedDocument>(
  db: Knex,
  sending: FollowUpSending,
  plan: FollowUpPlan<C, D, R>,
  candidate: C,
  due: D,
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const row = await plan.lockIfStillDue(trx, candidate);
    if (!row || !row.client_email) return false;
    const to = row.client_email;
    if (!(await claimFollowUp(trx, plan.tables, { documentId: row.id, ownerId: row.owner_id, kind: due.kind, to }))) return false;
    const business = await findBusiness(trx, row.owner_id);
    const message = await plan.write(trx, row, due, business);
    const limit = { perDay: sending.mailPerDay, timeZone: business.timeZone, what: 'emails' };
    const pending = await reserveMail(db, { to, subject: message.subject, ownerId: row.owner_id, related: { type: plan.related, id: row.id } }, limit);
    const result = await sending.mailer.send({ ...message, to });
    await pending.settle(result);
    if (!result.accepted) throw new Error(`the mail server refused it: ${result.error ?? 'no reason given'}`);
    return true;
  });
}

/**
 * The scheduled check: every document due a follow-up by its business's settings gets it.
 * One document's failure (its business's daily limit reached, the mail server down) leaves
 * it for the next check and holds no other back.
 */
export async function sendDueFollowUps<C extends FollowUpCandidate, D extends { kind: string }, R extends LockedDocument>(
  db: Knex,
  sending: FollowUpSending,
  plan: FollowUpPlan<C, D, R>,
  now: Date,
): Promise<number> {
  let sent = 0;
  for (const candidate of await plan.candidates(db, now)) {
    const due = plan.due(candidate, settingsOf(candidate), now);
    if (!due) continue;
    try {
      if (await sendFollowUp(db, sending, plan, candidate, due)) sent++;
    } catch (error) {
      const level = error instanceof HttpError && error.status === 429 ? 'info' : 'warn';
      sending.logger[level]({ err: error, [plan.logAs.idField]: candidate.id, kind: due.kind }, `${plan.logAs.what} not sent; the next check tries again`);
    }
  }
  return sent;
}
