import { type Knex, type Logger } from '@cobber/kit';
import { reserveMail, type Mailer } from '@cobber/documents';
import { findBusinessOfOwner } from '../business/repository.ts';
import { notificationEmail } from './email.ts';
import { pushToPhones, type PushKeys } from './push.ts';
import { PushRefused, type PushNetwork } from './push-network.ts';
import { findSignInAddress, markSendFailed, markSendSent, takeDueSend, type DueSend } from './repository.ts';

export interface NotificationSending {
  mailer: Mailer;
  /** Emails one business may be sent in its day (MAIL_LIMIT_PER_OWNER_PER_DAY). */
  mailPerDay: number;
  /** The app as the owner reaches it: the email's links. */
  publicUrl: string;
  /** Null: phone notifications are off (no VAPID keys). */
  push: PushKeys | null;
  /** How pushes reach the push services (the internet, strictly, but in tests). */
  pushNetwork: PushNetwork;
  logger: Logger;
}

// After a failure: 1 minute, 5, 30, 2 hours, 12 hours; then it is given up (the list still has it).
const RETRY_MINUTES = [1, 5, 30, 120, 720];

/** Each channel's sending answers what to note of a send that went (null: nothing). */
async function sendEmail(db: Knex, sending: NotificationSending, due: DueSend): Promise<string | null> {
  const business = await findBusinessOfOwner(db, due.owner_id);
  const to = business?.notifyEmail ?? (await findSignInAddress(db, due.owner_id));
  if (!to) throw new Error('the owner has no address known yet');
  const message = notificationEmail(due, sending.publicUrl);
  const limit = { perDay: sending.mailPerDay, timeZone: business?.timeZone ?? 'Australia/Sydney', what: 'emails' };
  const pending = await reserveMail(db, { to, subject: message.subject, ownerId: due.owner_id, related: { type: 'notification', id: due.notification_id } }, limit);
  const result = await sending.mailer.send({ ...message, to });
  await pending.settle(result);
  if (!result.accepted) throw new Error(`the mail server refused it: ${result.error ?? 'no reason given'}`);
  return null;
}

/** Pushes refused (a push service's name that leads into our own network) are noted, or fail the send when no phone got it. */
async function sendPush(db: Knex, sending: NotificationSending, due: DueSend): Promise<string | null> {
  if (!sending.push) return null;
  const message = { title: due.title, body: due.body, link: due.link, tag: due.notification_id };
  const { delivered, refused } = await pushToPhones(db, sending.push, sending.pushNetwork, due.owner_id, message, sending.logger);
  if (refused.length === 0) return null;
  const note = `refused: ${refused.join('; ')}`;
  if (delivered === 0) throw new PushRefused(note);
  return note;
}

/**
 * Sends one due email or push, once: its row stays locked while it goes and is marked
 * sent in the same transaction, so a second instance never sends it too, and a process
 * that dies mid-send leaves it pending for the next try (the one case where the owner
 * could hear twice: the mail server took it a moment before the crash). A failure is
 * tried again later. Answers false when nothing was due.
 */
export async function sendOneDue(db: Knex, sending: NotificationSending): Promise<boolean> {
  return db.transaction(async (trx) => {
    const due = await takeDueSend(trx);
    if (!due) return false;
    const attempts = due.attempts + 1;
    try {
      const note = await (due.channel === 'email' ? sendEmail : sendPush)(db, sending, due);
      await markSendSent(trx, due.id, attempts, note);
    } catch (error) {
      // Refused is refused: trying again later would only knock on the same door.
      const retryIn = error instanceof PushRefused ? undefined : RETRY_MINUTES[attempts - 1];
      const lastError = error instanceof Error ? error.message : String(error);
      await markSendFailed(trx, due.id, { attempts, lastError, retryInMinutes: retryIn ?? null });
      const then = retryIn === undefined ? 'given up' : 'tried again later';
      sending.logger.warn({ err: error, notificationId: due.notification_id, channel: due.channel, attempts }, `owner notification not sent; ${then}`);
    }
    return true;
  });
}

export interface NotificationSender {
  /** Something new may be due: send it now rather than at the next check. */
  wake(): void;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Sends the owner's emails and pushes as they become due: at once when woken by a new
 * notification, and every `everySeconds` for retries and for what a restart left pending.
 */
export function notificationSender(db: Knex, sending: NotificationSending, everySeconds: number): NotificationSender {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function sendAllDue(): Promise<void> {
    do {
      again = false;
      try {
        while (await sendOneDue(db, sending));
      } catch (error) {
        sending.logger.warn({ err: error }, 'owner notifications not sent this round');
      }
    } while (again);
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = sendAllDue().finally(() => {
      running = null;
    });
  }

  return {
    wake,
    start() {
      timer = setInterval(wake, everySeconds * 1000);
      timer.unref();
      wake();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

/** Where nothing is sent (a service started without `notifying`): notifications are kept, their sends wait. */
export const silentSender: NotificationSender = {
  wake() {},
  start() {},
  async stop() {},
};
