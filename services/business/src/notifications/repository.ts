import { randomUUID } from 'node:crypto';
import type { NewestFirstKey, Notification, NotificationKind, SavePushSubscription } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import type { NotificationWords } from './words.ts';

/** The owner's sign-in address as the gateway last asserted it (a changed one replaces it). */
export async function rememberSignInAddress(db: Knex, ownerId: string, email: string): Promise<void> {
  await db.raw(
    `insert into owner_addresses (owner_id, email) values (?, ?)
     on conflict (owner_id) do update set email = excluded.email, updated_at = now()
     where owner_addresses.email is distinct from excluded.email`,
    [ownerId, email],
  );
}

export async function findSignInAddress(db: Knex, ownerId: string): Promise<string | null> {
  const row: { email: string } | undefined = await db('owner_addresses').where('owner_id', ownerId).first('email');
  return row?.email ?? null;
}

/** Keeps the notification and its email and push still to go, in the caller's transaction. */
export async function keepNotification(trx: Knex.Transaction, ownerId: string, eventId: string, words: NotificationWords): Promise<string> {
  const id = randomUUID();
  await trx('notifications').insert({ id, owner_id: ownerId, event_id: eventId, kind: words.kind, title: words.title, body: words.body, link: words.link });
  await trx('notification_sends').insert(['email', 'push'].map((channel) => ({ notification_id: id, owner_id: ownerId, channel })));
  return id;
}

interface NotificationRow {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  read_at: Date | null;
  created_at: Date;
  /** The sort key's time, to the microsecond (JavaScript dates stop at the millisecond). */
  micros: string;
}

export function toNotification(row: NotificationRow): Notification {
  return { id: row.id, kind: row.kind, title: row.title, body: row.body, link: row.link, read: row.read_at !== null, createdAt: row.created_at.toISOString() };
}

/** Up to `limit` of the owner's notifications, newest first, after the one with key `after`. */
export async function findNotifications(db: Knex, ownerId: string, after: NewestFirstKey | null, limit: number): Promise<NotificationRow[]> {
  const query = db('notifications')
    .where('owner_id', ownerId)
    .select('*', db.raw(`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as micros`))
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(limit);
  if (after) query.whereRaw('(created_at, id) < (?::timestamptz, ?::uuid)', after);
  return query;
}

export async function countNotifications(db: Knex, ownerId: string): Promise<{ total: number; unread: number }> {
  const row = await db('notifications')
    .where('owner_id', ownerId)
    .first(db.raw('count(*)::int as total'), db.raw('(count(*) filter (where read_at is null))::int as unread'));
  return { total: row.total, unread: row.unread };
}

/** Marks the owner's notifications read: these ids (others' ids change nothing), or every one. */
export async function markRead(db: Knex, ownerId: string, ids: string[] | undefined): Promise<void> {
  const query = db('notifications').where('owner_id', ownerId).whereNull('read_at');
  if (ids) query.whereIn('id', ids);
  await query.update({ read_at: db.fn.now() });
}

export interface PushSubscriptionRow {
  id: string;
  owner_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Date;
}

/**
 * Keeps a phone's subscription; the same endpoint again keeps its id and takes the new keys.
 * Past `most` of the owner's, the oldest go. The owner's subscribes take turns (a lock for
 * the transaction), so two at once cannot both count the same ten.
 */
export async function savePushSubscription(db: Knex, ownerId: string, subscription: SavePushSubscription, most: number): Promise<{ row: PushSubscriptionRow; created: boolean }> {
  return db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`push_subscriptions:${ownerId}`]);
    const [row] = await trx('push_subscriptions')
      .insert({ id: randomUUID(), owner_id: ownerId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth })
      .onConflict(['owner_id', 'endpoint'])
      .merge(['p256dh', 'auth'])
      .returning(['*', trx.raw('(xmax = 0) as created')]);
    const newest = trx('push_subscriptions').where('owner_id', ownerId).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(most).select('id');
    await trx('push_subscriptions').where('owner_id', ownerId).whereNotIn('id', newest).delete();
    const { created, ...kept } = row as PushSubscriptionRow & { created: boolean };
    return { row: kept, created };
  });
}

export async function deletePushSubscription(db: Knex, ownerId: string, id: string): Promise<boolean> {
  return (await db('push_subscriptions').where({ owner_id: ownerId, id }).delete()) === 1;
}

export async function findPushSubscriptions(db: Knex, ownerId: string): Promise<PushSubscriptionRow[]> {
  return db('push_subscriptions').where('owner_id', ownerId).orderBy('created_at');
}

/** A push service said the subscription is gone (404, 410): no push goes there again. */
export async function forgetPushEndpoint(db: Knex, id: string): Promise<void> {
  await db('push_subscriptions').where('id', id).delete();
}

/** An email or push of a notification waiting to go, with what it says. */
export interface DueSend {
  id: string;
  owner_id: string;
  channel: 'email' | 'push';
  attempts: number;
  notification_id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
}

/** The next email or push due, locked for this instance alone (another takes the next one). */
export async function takeDueSend(trx: Knex.Transaction): Promise<DueSend | undefined> {
  return trx('notification_sends as s')
    .join('notifications as n', 'n.id', 's.notification_id')
    .where('s.state', 'pending')
    .where('s.next_attempt_at', '<=', trx.fn.now())
    .orderBy('s.next_attempt_at')
    .first('s.id', 's.owner_id', 's.channel', 's.attempts', 's.notification_id', 'n.kind', 'n.title', 'n.body', 'n.link')
    .forUpdate()
    .skipLocked();
}

/** Sent; `note` keeps what went wrong on the way (a phone refused) though the rest went. */
export async function markSendSent(trx: Knex.Transaction, id: string, attempts: number, note: string | null): Promise<void> {
  await trx('notification_sends').where('id', id).update({ state: 'sent', attempts, sent_at: trx.fn.now(), last_error: note });
}

/** A failed try: pending again in `retryInMinutes`, or given up (failed) when null. */
export async function markSendFailed(
  trx: Knex.Transaction,
  id: string,
  failure: { attempts: number; lastError: string; retryInMinutes: number | null },
): Promise<void> {
  await trx('notification_sends')
    .where('id', id)
    .update({
      attempts: failure.attempts,
      last_error: failure.lastError,
      state: failure.retryInMinutes === null ? 'failed' : 'pending',
      next_attempt_at: trx.raw('now() + make_interval(mins => ?)', [failure.retryInMinutes ?? 0]),
    });
}
