import type { Migration } from '@cobber/kit';

export const SCHEMA = 'identity';

export const migrations: Migration[] = [
  {
    name: '001_users_and_sessions',
    async up(db) {
      await db.schema.createTable('users', (t) => {
        t.uuid('id').primary();
        t.string('email', 254).notNullable();
        t.string('first_name', 100).notNullable();
        t.text('password_hash').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      });
      await db.raw('create unique index users_email on users (lower(email))');
      await db.schema.createTable('sessions', (t) => {
        t.string('sid', 100).primary();
        t.jsonb('data').notNullable();
        t.timestamp('expires_at', { useTz: true }).notNullable();
        t.index(['expires_at']);
      });
    },
  },
];
