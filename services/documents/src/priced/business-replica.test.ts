import { DEFAULT_HOURLY_RATE, DEFAULT_NOTIFICATIONS, DEFAULT_QUOTE_VALID_DAYS, DEFAULT_REMINDERS, type Business } from '@cobber/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, migrate, type Knex } from '@cobber/kit';
import { createEvent, outboxMigration } from '@cobber/kit';
import { createTestDatabase } from '@cobber/kit/testing';
import { applyBusinessEvent, createBusinessReplica, findBusiness, findTimeZone } from './business-replica.ts';

const SCHEMA = 'business_replica_test';

function business(ownerId: string, changes: Partial<Business> = {}) {
  const data = {
    id: crypto.randomUUID(),
    ownerId,
    name: 'Sparks Electrical',
    abn: null,
    email: 'hi@sparks.au',
    phone: null,
    website: null,
    address: null,
    logoUrl: null,
    brandColors: null,
    paymentTerms: null,
    quoteFooterNotes: null,
    bankName: null,
    bsb: null,
    accountNumber: null,
    accountName: null,
    defaultHourlyRate: 95,
    applyGST: true,
    timeZone: 'Australia/Sydney' as const,
    xeroAccountCode: '200',
    myobAccountNumber: '4-1000',
    basBasis: 'cash' as const,
    reminders: DEFAULT_REMINDERS,
    quoteValidDays: DEFAULT_QUOTE_VALID_DAYS,
    quoteTerms: null,
    requireSignature: false,
    notifyEmail: null,
    notifications: DEFAULT_NOTIFICATIONS,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...changes,
  };
  return createEvent('business.updated', { ownerId, key: data.id, data });
}

describe('the business as a service that prices documents knows it', () => {
  let url: string;
  let db: Knex;
  beforeAll(async () => {
    url = await createTestDatabase();
    db = connect(url, SCHEMA);
    await migrate(db, SCHEMA, [outboxMigration, { name: '001_businesses', up: createBusinessReplica }]);
  });
  afterAll(() => db.destroy());

  it('is assumed (no GST, Sydney) until its first business.updated, then kept from the newest one, once per event', async () => {
    const owner = crypto.randomUUID();
    expect(await findBusiness(db, owner)).toEqual({ name: 'Your Business', applyGST: false, defaultHourlyRate: DEFAULT_HOURLY_RATE, timeZone: 'Australia/Sydney' });
    const newer = business(owner, { name: 'Sparks & Sons', applyGST: false, timeZone: 'Australia/Perth', updatedAt: '2026-03-02T00:00:00.000Z' });
    await applyBusinessEvent(db, newer);
    await applyBusinessEvent(db, business(owner, { name: 'Sparks Electrical', applyGST: true }));
    await applyBusinessEvent(db, newer);
    expect(await findBusiness(db, owner)).toMatchObject({ name: 'Sparks & Sons', applyGST: false, timeZone: 'Australia/Perth' });
    expect(await findTimeZone(db, owner)).toBe('Australia/Perth');
    expect(await db('inbox').count<{ count: string }[]>('* as count')).toEqual([{ count: '2' }]);
  });

  it('keeps the books settings a business.updated carries, and reads an event from before them as the defaults', async () => {
    const owner = crypto.randomUUID();
    await applyBusinessEvent(db, business(owner, { xeroAccountCode: '4000', myobAccountNumber: '4-1100', basBasis: 'accrual' }));
    expect(await findBusiness(db, owner)).toMatchObject({ xeroAccountCode: '4000', myobAccountNumber: '4-1100', basBasis: 'accrual' });
    const other = crypto.randomUUID();
    const event = business(other, { updatedAt: '2026-03-03T00:00:00.000Z' });
    const { xeroAccountCode: _code, myobAccountNumber: _number, basBasis: _basis, ...before } = event.data as Business;
    await applyBusinessEvent(db, { ...event, data: before });
    expect(await findBusiness(db, other)).toMatchObject({ xeroAccountCode: '200', myobAccountNumber: '4-1000', basBasis: 'cash' });
  });
});
