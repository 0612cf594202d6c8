import type { Migration } from '@cobber/kit';

/**
 * The owner hears at once: their sign-in address (the gateway's identity brings
 * it with every call; the business service had no other way to know it), what they were
 * told (one per event, whatever its redelivery), each email and push still to go (an
 * outbox of sends, so a crash between the notification and its sends loses neither) and
 * the phones they get pushes on.
 */
export const notificationsMigration: Migration = {
  name: '008_owner_notifications',
  async up(db) {
    await db.schema.createTable('owner_addresses', (t) => {
      t.uuid('owner_id').primary();
      t.string('email', 254).notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.schema.createTable('notifications', (t) => {
      t.uuid('id').primary();
      t.uuid('owner_id').notNullable();
      t.uuid('event_id').notNullable().unique();
      t.string('kind', 30).notNullable();
      t.text('title').notNullable();
      t.text('body').notNullable();
      t.string('link', 300).notNullable();
      t.timestamp('read_at', { useTz: true });
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw('create index notifications_newest on notifications (owner_id, created_at desc, id desc)');
    await db.raw('create index notifications_unread on notifications (owner_id) where read_at is null');
    await db.schema.createTable('notification_sends', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.uuid('notification_id').notNullable().references('id').inTable('notifications').onDelete('cascade');
      t.uuid('owner_id').notNullable();
      t.string('channel', 10).notNullable().checkIn(['email', 'push']);
      t.string('state', 10).notNullable().defaultTo('pending').checkIn(['pending', 'sent', 'failed']);
      t.integer('attempts').notNullable().defaultTo(0);
      t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.text('last_error');
      t.timestamp('sent_at', { useTz: true });
      t.unique(['notification_id', 'channel']);
    });
    await db.raw(`create index notification_sends_pending on notification_sends (next_attempt_at) where state = 'pending'`);
    await db.schema.createTable('push_subscriptions', (t) => {
      t.uuid('id').primary();
      t.uuid('owner_id').notNullable();
      t.string('endpoint', 1000).notNullable();
      t.string('p256dh', 200).notNullable();
      t.string('auth', 200).notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.unique(['owner_id', 'endpoint']);
    });
  },
};
