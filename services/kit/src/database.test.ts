import { describe, expect, it } from 'vitest';
import { connect, migrate, type Migration } from './database.ts';
import { createTestDatabase } from './testing/database.ts';

const migrations: Migration[] = [
  {
    name: '001_jobs',
    async up(db) {
      await db.schema.createTable('jobs', (t) => {
        t.increments('id');
        t.string('title');
      });
    },
  },
  {
    name: '002_job_notes',
    async up(db) {
      await db.schema.alterTable('jobs', (t) => t.text('notes'));
    },
  },
];

describe('migrations', () => {
  it('bring up 8 replicas of a service at once on a fresh schema, each migration run once', async () => {
    const url = await createTestDatabase();
    const replicas = Array.from({ length: 8 }, () => connect(url, 'race'));
    try {
      const results = await Promise.allSettled(replicas.map((db) => migrate(db, 'race', migrations)));
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      const ran = await replicas[0]!('knex_migrations').select('name').orderBy('id');
      expect(ran.map((row) => row.name)).toEqual(['001_jobs', '002_job_notes']);
      await replicas[0]!('jobs').insert({ title: 'Rewire kitchen', notes: 'RCD' });
    } finally {
      await Promise.all(replicas.map((db) => db.destroy()));
    }
  });

  it('recover from a migration lock left by a process that died mid-migration', async () => {
    const url = await createTestDatabase();
    const db = connect(url, 'stale');
    try {
      await migrate(db, 'stale', migrations.slice(0, 1));
      await db('knex_migrations_lock').update({ is_locked: 1 });
      await migrate(db, 'stale', migrations);
      expect(await db.schema.hasColumn('jobs', 'notes')).toBe(true);
    } finally {
      await db.destroy();
    }
  });
});
