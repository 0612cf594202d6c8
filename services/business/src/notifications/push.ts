import https from 'node:https';
import { isPushServiceEndpoint, type PushMessage } from '@cobber/contracts';
import type { Knex, Logger } from '@cobber/kit';
import webpush from 'web-push';
import { checkedAddresses, pinnedTo, PushRefused, type PushNetwork } from './push-network.ts';
import { findPushSubscriptions, forgetPushEndpoint, type PushSubscriptionRow } from './repository.ts';

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

class SubscriptionGone extends Error {}

/**
 * One push, signed and encrypted by web-push (RFC 8291, aes128gcm) and sent by hand, so
 * that it goes only to the address checked for the push service's name and follows no
 * redirect (a 3xx is a failure like any other).
 */
async function pushTo(subscription: PushSubscriptionRow, keys: PushKeys, network: PushNetwork, message: PushMessage): Promise<void> {
  const endpoint = new URL(subscription.endpoint);
  const addresses = await checkedAddresses(network, endpoint.hostname);
  const request = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(message), {
    vapidDetails: keys,
    TTL: TTL_SECONDS,
    contentEncoding: 'aes128gcm',
  });
  const status = await new Promise<number>((resolve, reject) => {
    const sending = https.request(
      { hostname: endpoint.hostname, port: network.port, path: `${endpoint.pathname}${endpoint.search}`, method: request.method, headers: request.headers, lookup: pinnedTo(addresses), timeout: TIMEOUT_MS },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    sending.on('timeout', () => sending.destroy(new Error(`${endpoint.hostname} did not answer within ${TIMEOUT_MS / 1000} s`)));
    sending.on('error', reject);
    sending.end(request.body);
  });
  if (GONE.has(status)) throw new SubscriptionGone(`${endpoint.hostname} answered ${status}`);
  if (status < 200 || status > 299) throw new Error(`${endpoint.hostname} answered ${status}`);
}

/** What became of a notification's push: how many phones took it, and why any were refused. */
export interface PushOutcome {
  delivered: number;
  refused: string[];
}

/**
 * Pushes the message to every phone the owner subscribed. A subscription the push service
 * calls gone is forgotten, and so is one whose endpoint is no push service's (kept before
 * endpoints were checked); a push service whose name leads to the server's own network is
 * refused; any other failure is logged. The other phones still get theirs.
 */
export async function pushToPhones(db: Knex, keys: PushKeys, network: PushNetwork, ownerId: string, message: PushMessage, logger: Logger): Promise<PushOutcome> {
  const outcome: PushOutcome = { delivered: 0, refused: [] };
  for (const subscription of await findPushSubscriptions(db, ownerId)) {
    try {
      if (!isPushServiceEndpoint(subscription.endpoint)) {
        await forgetPushEndpoint(db, subscription.id);
        throw new PushRefused(`${subscription.endpoint} is no push service's endpoint: forgotten`);
      }
      await pushTo(subscription, keys, network, message);
      outcome.delivered++;
    } catch (error) {
      if (error instanceof SubscriptionGone) {
        await forgetPushEndpoint(db, subscription.id);
        logger.info({ subscriptionId: subscription.id, reason: error.message }, 'push subscription gone: forgotten');
      } else if (error instanceof PushRefused) {
        outcome.refused.push(error.message);
        logger.warn({ subscriptionId: subscription.id, reason: error.message }, 'push refused');
      } else {
        logger.warn({ err: error, subscriptionId: subscription.id }, 'push not delivered to one phone');
      }
    }
  }
  return outcome;
}
