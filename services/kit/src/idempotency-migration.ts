import type { Migration } from './database.ts';

/** The first shape of the store: a create's keys only. Kept as it ran. */
export const idempotencyMigration: Migration = {
  name: '000_idempotency_keys',
  async up(db) {
    await db.schema.createTable('idempotency_keys', (t) => {
      t.uuid('owner_id').notNullable();
      t.uuid('key').notNullable();
      t.string('request_hash', 64).notNullable();
      t.integer('status');
      t.text('answer');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      // Another owner's same key is a different key.
      t.primary(['owner_id', 'key']);
      t.index(['created_at']);
    });
  },
};

/** The sends' own table before they shared the store. Kept as it ran. */
export const sendOnceMigration: Migration = {
  name: '000_send_once',
  async up(db) {
    await db.schema.createTable('send_once', (t) => {
      t.uuid('owner_id').notNullable();
      t.text('key').notNullable();
      t.string('state', 10).notNullable().checkIn(['sending', 'sent']);
      t.uuid('attempt').notNullable();
      t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('finished_at', { useTz: true });
      t.text('version');
      t.jsonb('answer');
      t.primary(['owner_id', 'key']);
    });
  },
};

/**
 * One store for both: `idempotency_keys` takes the sends' columns (a text key, the claim's
 * state and attempt, when it started and finished, the document's version) and a time
 * after which the row is forgotten. A service that had only `send_once` gets the table
 * here; live `send_once` rows move across (an in-flight claim stays in flight) and
 * `send_once` goes. A send keyed by the header is replayed for a day, one known by its
 * body for ten minutes.
 */
export const idempotencyStoreMigration: Migration = {
  name: '000_idempotency_store',
  async up(db) {
    if (await db.schema.hasTable('idempotency_keys')) {
      await db.raw('alter table idempotency_keys alter column key type text using key::text');
      await db.raw('alter table idempotency_keys alter column request_hash drop not null');
      await db.raw('alter table idempotency_keys rename column created_at to started_at');
      await db.raw('drop index if exists idempotency_keys_created_at_index');
      await db.schema.alterTable('idempotency_keys', (t) => {
        t.string('state', 10).notNullable().defaultTo('done').checkIn(['sending', 'done']);
        t.uuid('attempt');
        t.timestamp('finished_at', { useTz: true });
        t.text('version');
        t.timestamp('forget_after', { useTz: true });
      });
      await db.raw("update idempotency_keys set finished_at = started_at, forget_after = started_at + interval '7 days'");
      await db.raw('alter table idempotency_keys alter column forget_after set not null');
      await db.raw('alter table idempotency_keys alter column state drop default');
    } else {
      await db.schema.createTable('idempotency_keys', (t) => {
        t.uuid('owner_id').notNullable();
        t.text('key').notNullable();
        t.string('state', 10).notNullable().checkIn(['sending', 'done']);
        t.uuid('attempt');
        t.string('request_hash', 64);
        t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.timestamp('finished_at', { useTz: true });
        t.text('version');
        t.integer('status');
        t.text('answer');
        t.timestamp('forget_after', { useTz: true }).notNullable();
        t.primary(['owner_id', 'key']);
      });
    }
    await db.raw('create index idempotency_keys_forget_after on idempotency_keys (forget_after)');
    if (await db.schema.hasTable('send_once')) {
      await db.raw(`
        insert into idempotency_keys (owner_id, key, state, attempt, started_at, finished_at, version, answer, forget_after)
        select owner_id, key, case state when 'sent' then 'done' else 'sending' end, attempt, started_at, finished_at, version, answer::text,
               coalesce(finished_at, started_at) + case when key ~ '^[A-Z]+ [^ ]+ key ' then interval '1 day' else interval '10 minutes' end
        from send_once
        where coalesce(finished_at, started_at) + case when key ~ '^[A-Z]+ [^ ]+ key ' then interval '1 day' else interval '10 minutes' end > now()
        on conflict do nothing`);
      await db.schema.dropTable('send_once');
    }
  },
};
