import { connect, findBusiness, migrate } from '@cobber/kit';
import { createTestDatabase } from '@cobber/kit/testing';
import { expect, it } from 'vitest';
import { migrations, SCHEMA } from './migrations.ts';

it('moves the business replica of an earlier version into the priced-document module, every row kept', async () => {
  const db = connect(await createTestDatabase(), SCHEMA);
  await migrate(db, SCHEMA, migrations.slice(0, migrations.findIndex((m) => m.name === '003_business_replica')));
  const owners = [crypto.randomUUID(), crypto.randomUUID()].sort();
  const profile = { id: crypto.randomUUID(), name: 'Sparks Electrical', applyGST: true, bsb: '062-000', timeZone: 'Australia/Perth' };
  const updatedAt = new Date('2026-03-01T00:00:00.000Z');
  await db('businesses').insert(owners.map((owner) => ({ owner_id: owner, profile: JSON.stringify(profile), updated_at: updatedAt })));

  await migrate(db, SCHEMA, migrations);

  // Rows from before time zones kept Sydney's days, as they did.
  expect(await db('businesses').orderBy('owner_id')).toEqual(
    owners.map((owner) => ({ owner_id: owner, profile, time_zone: 'Australia/Sydney', updated_at: updatedAt })),
  );
  expect(await findBusiness(db, owners[1]!)).toMatchObject({ name: 'Sparks Electrical', bsb: '062-000', timeZone: 'Australia/Sydney' });
  await db.destroy();
});
