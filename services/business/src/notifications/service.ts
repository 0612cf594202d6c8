import { DEFAULT_PAGE_SIZE, encodeCursor, type NotificationListQuery, type NotificationPage, type PushSubscriptionSaved, type SavePushSubscription, type UnreadCount } from '@cobber/contracts';
import { notFound, type Knex } from '@cobber/kit';
import type { PushKeys } from './push.ts';
import { countNotifications, deletePushSubscription, findNotifications, markRead, savePushSubscription, toNotification } from './repository.ts';

/** A page of the owner's notifications, newest first, with how many of all are unread. */
export async function notificationPage(db: Knex, ownerId: string, query: NotificationListQuery): Promise<NotificationPage> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const rows = await findNotifications(db, ownerId, query.cursor ?? null, limit + 1);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const { total, unread } = await countNotifications(db, ownerId);
  return {
    items: shown.map(toNotification),
    nextCursor: rows.length > limit && last ? encodeCursor([last.micros, last.id]) : null,
    total,
    unread,
  };
}

export async function markNotificationsRead(db: Knex, ownerId: string, ids: string[] | undefined): Promise<UnreadCount> {
  await markRead(db, ownerId, ids);
  return { unread: (await countNotifications(db, ownerId)).unread };
}

/** The key a phone subscribes with; 404 where phone notifications are not set up. */
export function pushPublicKey(push: PushKeys | null): { publicKey: string } {
  if (!push) throw notFound('Phone notifications are not set up on this server');
  return { publicKey: push.publicKey };
}

/** An owner's phones, tablets and browsers pushed to; a new one past these replaces the oldest. */
export const MOST_PUSH_SUBSCRIPTIONS = 10;

export async function keepPushSubscription(db: Knex, ownerId: string, subscription: SavePushSubscription): Promise<{ saved: PushSubscriptionSaved; created: boolean }> {
  const { row, created } = await savePushSubscription(db, ownerId, subscription, MOST_PUSH_SUBSCRIPTIONS);
  return { saved: { id: row.id, createdAt: row.created_at.toISOString() }, created };
}

export async function forgetPushSubscription(db: Knex, ownerId: string, id: string): Promise<void> {
  if (!(await deletePushSubscription(db, ownerId, id))) throw notFound('Push subscription not found');
}
