import type { PushMessage } from '@cobber/contracts';
import type { Knex, Logger } from '@cobber/kit';
import webpush, { WebPushError } from 'web-push';
import { findPushSubscriptions, forgetPushEndpoint } from './repository.ts';

/** The VAPID key pair and contact pushes are signed with (RFC 8292); null: phone notifications are off. */
export interface PushKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

// A push older than a day is news no longer; a push service that takes longer than this is down.
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/** A push service's answer that the subscription is gone for good (RFC 8030 §7.3: 404, 410). */
const GONE = new Set([404, 410]);

/**
 * Pushes the message to every phone the owner subscribed, encrypted for each (RFC 8291,
 * aes128gcm). A subscription the push service calls gone is forgotten; any other failure
 * is logged and the other phones still get theirs. Answers how many took it.
 */
export async function pushToPhones(db: Knex, keys: PushKeys, ownerId: string, message: PushMessage, logger: Logger): Promise<number> {
  let delivered = 0;
  for (const subscription of await findPushSubscriptions(db, ownerId)) {
    try {
      await webpush.sendNotification({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(message), {
        vapidDetails: keys,
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        timeout: TIMEOUT_MS,
      });
      delivered++;
    } catch (error) {
      if (error instanceof WebPushError && GONE.has(error.statusCode)) {
        await forgetPushEndpoint(db, subscription.id);
        logger.info({ subscriptionId: subscription.id, status: error.statusCode }, 'push subscription gone: forgotten');
      } else {
        logger.warn({ err: error, subscriptionId: subscription.id }, 'push not delivered to one phone');
      }
    }
  }
  return delivered;
}
