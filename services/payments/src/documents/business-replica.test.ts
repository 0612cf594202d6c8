import { connect, migrate } from '@cobber/kit';
import { findTimeZone } from '@cobber/documents';
import { createTestDatabase } from '@cobber/kit/testing';
import { expect, it } from 'vitest';
import { migrations, SCHEMA } from '../migrations.ts';

it('moves the time zones an earlier version kept into the one business replica, every row kept', async () => {
  const db = connect(await createTestDatabase(), SCHEMA);
  await migrate(db, SCHEMA, migrations.slice(0, migrations.findIndex((m) => m.name === '005_business_replica')));
  const owners = [crypto.randomUUID(), crypto.randomUUID()].sort();
  const updatedAt = new Date('2026-03-01T00:00:00.000Z');
  await db('businesses').insert(owners.map((owner, i) => ({ owner_id: owner, time_zone: i ? 'Australia/Darwin' : 'Australia/Perth', updated_at: updatedAt })));

  await migrate(db, SCHEMA, migrations);

  expect(await db('businesses').orderBy('owner_id')).toEqual([
    { owner_id: owners[0], profile: null, time_zone: 'Australia/Perth', updated_at: updatedAt },
    { owner_id: owners[1], profile: null, time_zone: 'Australia/Darwin', updated_at: updatedAt },
  ]);
  expect(await findTimeZone(db, owners[1]!)).toBe('Australia/Darwin');
  await db.destroy();
});
