import { DEFAULT_HOURLY_RATE, timeZoneOfAddress, type Business, type CreateBusiness, type UpdateBusiness } from '@cobber/contracts';
import { conflict, createEvent, notFound, writeEvents, type Knex } from '@cobber/kit';
import { SCHEMA } from '../migrations.ts';
import { findBusinessOfOwner, insertBusiness, updateBusiness } from './repository.ts';

function businessUpdated(ownerId: string, business: Business) {
  return createEvent('business.updated', { ownerId, key: business.id, data: { ...business, ownerId } });
}

export async function getBusiness(db: Knex, ownerId: string): Promise<Business> {
  const business = await findBusinessOfOwner(db, ownerId);
  if (!business) throw notFound('No business yet');
  return business;
}

/**
 * An owner has one business; a second create is a conflict, not a second record. Its
 * time zone, unless chosen, is its address's state's (the original app's form sends none).
 */
export async function createBusiness(db: Knex, ownerId: string, input: CreateBusiness): Promise<Business> {
  return db.transaction(async (trx) => {
    const business = await insertBusiness(trx, ownerId, {
      ...input,
      defaultHourlyRate: input.defaultHourlyRate ?? DEFAULT_HOURLY_RATE,
      timeZone: input.timeZone ?? timeZoneOfAddress(input.address),
    });
    if (!business) throw conflict('This account already has a business; update it instead');
    await writeEvents(trx, SCHEMA, [businessUpdated(ownerId, business)]);
    return business;
  });
}

export async function changeBusiness(db: Knex, ownerId: string, id: string, input: UpdateBusiness): Promise<Business> {
  return db.transaction(async (trx) => {
    const business = await updateBusiness(trx, ownerId, id, input);
    if (!business) throw notFound('Business not found');
    await writeEvents(trx, SCHEMA, [businessUpdated(ownerId, business)]);
    return business;
  });
}
