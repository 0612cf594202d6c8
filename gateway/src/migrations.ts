import { type Migration } from '@cobber/kit';
import { mailLogMigration } from '@cobber/documents';

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
  {
    name: '002_account_tokens_and_confirmed_emails',
    async up(db) {
      // Accounts made before confirmation existed have not shown their email is theirs.
      await db.schema.alterTable('users', (t) => {
        t.timestamp('email_confirmed_at', { useTz: true });
      });
      await db.schema.createTable('account_tokens', (t) => {
        t.string('token_hash', 64).primary();
        t.string('purpose', 30).notNullable().checkIn(['password_reset', 'signup', 'email_confirmation']);
        t.string('email', 254).notNullable();
        t.uuid('user_id').references('id').inTable('users').onDelete('CASCADE');
        t.jsonb('payload').notNullable().defaultTo('{}');
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.timestamp('expires_at', { useTz: true }).notNullable();
        t.timestamp('used_at', { useTz: true });
      });
      await db.raw('create index account_tokens_email on account_tokens (purpose, lower(email)) where used_at is null');
      // A password reset ends every session of the user.
      await db.raw(`create index sessions_user on sessions ((data->'user'->>'id'))`);
    },
  },
  // The account mails the gateway sends (reset and sign-up links), logged like every service's.
  mailLogMigration,
];
