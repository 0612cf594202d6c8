import type { EventEnvelope } from '@cobber/contracts';
import { consumeOnce, eventConsumer, type EventEffect, type Knex } from '@cobber/kit';
import { findBusinessOfOwner } from '../business/repository.ts';
import { keepNotification } from './repository.ts';
import type { NotificationSender } from './sends.ts';
import { NEWS_OF } from './words.ts';

export interface NotifyContext {
  db: Knex;
  sender: NotificationSender;
}

/**
 * One event the owner hears about: unless they switched its kind off, a notification and
 * its email and push to go are kept with the event's id in the inbox, in one transaction,
 * so a redelivered event adds nothing and sends nothing.
 */
async function notifyOwner({ db, sender }: NotifyContext, raw: EventEnvelope): Promise<void> {
  const words = NEWS_OF[raw.type as keyof typeof NEWS_OF]?.(raw);
  if (!words) return;
  const kept = await consumeOnce(db, raw, async (trx) => {
    const business = await findBusinessOfOwner(trx, raw.ownerId);
    if (business && !business.notifications[words.kind]) return;
    await keepNotification(trx, raw.ownerId, raw.id, words);
  });
  if (kept) sender.wake();
}

const notify: EventEffect<NotifyContext> = notifyOwner;

/** What the business service consumes (consumer group `business`): what clients do, for the owner to hear at once. */
export const businessConsumer = eventConsumer<NotifyContext>(Object.fromEntries(Object.keys(NEWS_OF).map((type) => [type, notify])));
