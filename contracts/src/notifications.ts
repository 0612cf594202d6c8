import { z } from 'zod';
import { Timestamp } from './fields.ts';
import { NewestFirstKey, PageLimit, pageCursor, pageOf } from './lists.ts';
import { PUSH_ENDPOINT_PATTERN } from './push-services.ts';
import { NotificationKind } from './notification-settings.ts';

export { isPushServiceEndpoint, PUSH_ENDPOINT_PATTERN, PUSH_SERVICE_HOSTS, PUSH_SERVICE_PORT } from './push-services.ts';

/**
 * The owner hears at once: what a client just did, as the bell's list shows it
 * and the email and the phone's notification say it.
 */
export const Notification = z.object({
  id: z.uuid(),
  kind: NotificationKind,
  /** "Jane Citizen accepted quote Q-0003". */
  title: z.string(),
  /** "Bathroom renovation · $4,400.00". */
  body: z.string(),
  /** Where in the app it happened: `/quote/:id/details` or `/invoice/:id`. */
  link: z.string(),
  read: z.boolean(),
  createdAt: Timestamp,
});
export type Notification = z.infer<typeof Notification>;

/** `GET /api/notifications?limit&cursor`: newest first. */
export const NotificationListQuery = z.object({
  limit: PageLimit.optional(),
  cursor: pageCursor(NewestFirstKey).optional(),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

/** A page of the list, and how many of all the owner's are unread (the bell's badge). */
export const NotificationPage = pageOf(Notification).extend({ unread: z.number().int().min(0) });
export type NotificationPage = z.infer<typeof NotificationPage>;

const IDS = 'Give up to 100 notification ids';

/** `POST /api/notifications/read`: these, or (without `ids`) every one. */
export const MarkNotificationsRead = z.strictObject({
  ids: z.array(z.uuid(IDS), IDS).min(1, IDS).max(100, IDS).optional(),
});
export type MarkNotificationsRead = z.infer<typeof MarkNotificationsRead>;

export const UnreadCount = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCount>;

/** `GET /api/notifications/push-key`: the VAPID public key a phone subscribes with. */
export const PushPublicKey = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof PushPublicKey>;

const ENDPOINT = "A push endpoint is the https address a browser's push service gives (Google, Mozilla, Apple or Microsoft)";
const KEY = 'A subscription key is base64url text';
const base64url = z.string(KEY).min(16, KEY).max(200, KEY).regex(/^[A-Za-z0-9_-]+=*$/, KEY);

/** A push service's address: https on port 443 of a host in `PUSH_SERVICE_HOSTS`, nowhere else. */
const PushEndpoint = z.string(ENDPOINT).max(1000, ENDPOINT).regex(PUSH_ENDPOINT_PATTERN, ENDPOINT);

/** `POST /api/notifications/push-subscriptions`: the browser's PushSubscription as its toJSON() gives it. */
export const SavePushSubscription = z.object({
  endpoint: PushEndpoint,
  expirationTime: z.number().nullish(),
  keys: z.object({ p256dh: base64url, auth: base64url }, 'Give the subscription keys p256dh and auth'),
});
export type SavePushSubscription = z.infer<typeof SavePushSubscription>;

export const PushSubscriptionSaved = z.object({ id: z.uuid(), createdAt: Timestamp });
export type PushSubscriptionSaved = z.infer<typeof PushSubscriptionSaved>;

/** What the service worker is pushed: the notification's words and where a tap opens. */
export const PushMessage = z.object({ title: z.string(), body: z.string(), link: z.string(), tag: z.string() });
export type PushMessage = z.infer<typeof PushMessage>;
