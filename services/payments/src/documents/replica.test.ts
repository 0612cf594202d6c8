import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentsWorld, until, type PaymentsWorld } from '../testing/services.ts';

describe('what the payments service keeps of a business', () => {
  let world: PaymentsWorld;
  beforeAll(async () => {
    world = await startPaymentsWorld();
  });
  afterAll(() => world.stop());

  it('keeps its time zone from business.updated', async () => {
    const owner = await world.owner();
    const known = () => world.payments.db('businesses').where('owner_id', owner.id).first();
    await until(async () => Boolean(await known()));
    expect(await known()).toMatchObject({ time_zone: 'Australia/Sydney' });
  });
});
