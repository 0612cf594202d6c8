import { connect, migrate } from '@cobber/kit';
import { findBusiness } from '@cobber/documents';
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

it('counts the receipts an earlier version recorded into deposits and payments, and links each invoice to its client', async () => {
  const db = connect(await createTestDatabase(), SCHEMA);
  await migrate(db, SCHEMA, migrations.slice(0, migrations.findIndex((m) => m.name === '004_paid_in_parts')));
  const owner = crypto.randomUUID();
  const [quoteId, clientId, invoiceId] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
  await db('quotes').insert({ id: quoteId, owner_id: owner, snapshot: JSON.stringify({ id: quoteId, clientId }), updated_at: new Date() });
  await db('invoices').insert({
    id: invoiceId,
    owner_id: owner,
    number: 1,
    quote_id: quoteId,
    title: 'Switchboard',
    client_name: 'Zoe',
    due_date: '2026-12-01',
    payment_method: 'bank_transfer',
    total_amount: '888.25',
    deposit_paid: '250.00',
  });
  const receipt = (number: number, amount: string, method: string, description: string) => ({
    id: crypto.randomUUID(),
    owner_id: owner,
    number,
    client_name: 'Zoe',
    payment_amount: amount,
    payment_method: method,
    payment_date: '2026-11-20',
    description,
    message_template: 'Thanks',
    invoice_id: invoiceId,
    quote_id: quoteId,
  });
  await db('receipts').insert([
    receipt(1, '250.00', 'Credit Card', 'Deposit payment (test payment)'),
    receipt(2, '300.00', 'Bank Transfer', 'Switchboard (invoice INV-0001)'),
  ]);

  await migrate(db, SCHEMA, migrations);

  expect(await db('invoices').where('id', invoiceId).first()).toMatchObject({ client_id: clientId, deposit_paid: '250.00', payments_received: '300.00' });
  expect((await db('receipts').orderBy('number')).map((row: { taken_by_card: boolean }) => row.taken_by_card)).toEqual([true, false]);
  await db.destroy();
});
