import { connect, migrate } from '@cobber/kit';
import { findBusiness, nextDocumentNumber } from '@cobber/documents';
import { createTestDatabase } from '@cobber/kit/testing';
import { expect, it } from 'vitest';
import { migrations, SCHEMA } from './migrations.ts';

it('moves quote counters and the business replica of an earlier version into the priced-document module, every row kept', async () => {
  const db = connect(await createTestDatabase(), SCHEMA);
  await migrate(db, SCHEMA, migrations.slice(0, migrations.findIndex((m) => m.name === '005_priced_documents')));
  const [sam, alex] = [crypto.randomUUID(), crypto.randomUUID()];
  await db('quote_counters').insert([
    { owner_id: sam, last_number: 7 },
    { owner_id: alex, last_number: 1 },
  ]);
  const profile = { id: crypto.randomUUID(), name: 'Sparks Electrical', applyGST: true, defaultHourlyRate: 95, timeZone: 'Australia/Perth' };
  const updatedAt = new Date('2026-03-01T00:00:00.000Z');
  await db('businesses').insert({ owner_id: sam, id: profile.id, profile: JSON.stringify(profile), time_zone: 'Australia/Perth', updated_at: updatedAt });

  await migrate(db, SCHEMA, migrations);

  expect(await db('businesses')).toEqual([{ owner_id: sam, profile, time_zone: 'Australia/Perth', updated_at: updatedAt }]);
  expect(await findBusiness(db, sam)).toMatchObject({ name: 'Sparks Electrical', applyGST: true, timeZone: 'Australia/Perth' });
  // Each owner's next quote number follows on from the last one they had.
  const next = await db.transaction(async (trx) => [await nextDocumentNumber(trx, sam, 'quote'), await nextDocumentNumber(trx, alex, 'quote')]);
  expect(next).toEqual([8, 2]);
  expect(await db.schema.hasTable('quote_counters')).toBe(false);
  await db.destroy();
});
