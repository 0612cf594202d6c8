import type { Knex } from '@cobber/kit';
import type { ReceiptRow } from '../receipts/rows.ts';
import type { XeroOrganisation } from './client.ts';

type Db = Knex | Knex.Transaction;

export interface ConnectionRow {
  owner_id: string;
  access_token: string;
  refresh_token: string;
  expires_at: Date;
  tenant_id: string | null;
  tenant_name: string | null;
  organisations: XeroOrganisation[];
  bank_account_id: string | null;
  bank_account_name: string | null;
  connected_at: Date;
  last_sync_at: Date | null;
  payments_read_at: Date | null;
  next_read_at: Date | null;
}

/** One document Cobber keeps in step with Xero (an xero_documents row). */
export interface SyncRow {
  kind: 'invoice' | 'payment';
  document_id: string;
  owner_id: string;
  xero_id: string | null;
  revision: number;
  sent_revision: number;
  sent_digest: string | null;
  state: 'waiting' | 'in-xero' | 'failed' | 'refused';
  attempts: number;
}

/** The same row with what the owner is shown of it. */
export interface SyncStatusRow extends SyncRow {
  message: string | null;
  synced_at: Date | null;
  next_attempt_at: Date | null;
}

type DocumentKey = Pick<SyncRow, 'kind' | 'document_id'>;
type DocumentChanges = Partial<Omit<SyncStatusRow, 'kind' | 'document_id' | 'owner_id'>>;

// The connection and its sign-ins.

export const findConnection = (db: Db, ownerId: string): Promise<ConnectionRow | undefined> => db('xero_connections').where('owner_id', ownerId).first();

/** Every business with an organisation chosen. */
export const listConnected = (db: Db): Promise<ConnectionRow[]> => db('xero_connections').whereNotNull('tenant_id');

/** The owner's connection row, locked for the rest of the caller's transaction. */
export const lockConnection = (trx: Knex.Transaction, ownerId: string): Promise<ConnectionRow | undefined> =>
  trx('xero_connections').where('owner_id', ownerId).forUpdate().first();

export async function hasOrganisation(trx: Knex.Transaction, ownerId: string): Promise<boolean> {
  return Boolean(await trx('xero_connections').where('owner_id', ownerId).whereNotNull('tenant_id').first('owner_id'));
}

/** A connection made (or made again) from a finished sign-in; its organisations as Xero listed them, in JSON. */
export async function saveConnection(db: Db, row: Omit<ConnectionRow, 'organisations' | 'last_sync_at'> & { organisations: string }): Promise<void> {
  await db('xero_connections').insert(row).onConflict('owner_id').merge();
}

export async function updateConnection(db: Db, ownerId: string, changes: Partial<Omit<ConnectionRow, 'owner_id'>>): Promise<void> {
  await db('xero_connections').where('owner_id', ownerId).update(changes);
}

/** Cobber forgets the connection and every document it kept in step. */
export async function forgetConnection(trx: Knex.Transaction, ownerId: string): Promise<void> {
  await trx('xero_connections').where('owner_id', ownerId).delete();
  await trx('xero_documents').where('owner_id', ownerId).delete();
}

export async function forgetSignInsBefore(db: Db, before: Date): Promise<void> {
  await db('xero_sign_ins').where('created_at', '<', before).delete();
}

export async function insertSignIn(db: Db, row: { state: string; owner_id: string; code_verifier: string; created_at: Date }): Promise<void> {
  await db('xero_sign_ins').insert(row);
}

/** The owner's sign-in with this state, used up as it is read: it can finish once. */
export async function takeSignIn(db: Db, ownerId: string, state: string): Promise<{ code_verifier: string; created_at: Date } | undefined> {
  const [signIn] = await db('xero_sign_ins').where({ state, owner_id: ownerId }).delete().returning(['code_verifier', 'created_at']);
  return signIn;
}

// The documents queued for Xero.

/** The owner's next document due, locked while it is sent and skipped by any other sync (SKIP LOCKED); invoices first. */
export const takeNextDue = (trx: Knex.Transaction, ownerId: string, now: Date, seen: string[]): Promise<SyncRow | undefined> =>
  trx('xero_documents')
    .where('owner_id', ownerId)
    .whereIn('state', ['waiting', 'failed', 'refused'])
    .where((due) => due.whereNull('next_attempt_at').orWhere('next_attempt_at', '<=', now))
    .whereNotIn('document_id', seen)
    .orderByRaw(`kind = 'invoice' desc, next_attempt_at asc nulls first`)
    .forUpdate()
    .skipLocked()
    .first();

export async function updateDocument(trx: Knex.Transaction, key: DocumentKey, changes: DocumentChanges): Promise<void> {
  await trx('xero_documents').where(key).update(changes);
}

export async function forgetDocument(trx: Knex.Transaction, key: DocumentKey): Promise<void> {
  await trx('xero_documents').where(key).delete();
}

/** The invoice's payments waiting for it are due now, not at their next turn. */
export async function hurryPaymentsOf(trx: Knex.Transaction, ownerId: string, invoiceId: string): Promise<void> {
  const receipts = trx('receipts').where({ owner_id: ownerId, invoice_id: invoiceId }).select('id');
  await trx('xero_documents').where({ kind: 'payment', state: 'waiting' }).whereIn('document_id', receipts).update({ next_attempt_at: null });
}

export async function listReceiptIdsOf(trx: Knex.Transaction, ownerId: string, invoiceId: string): Promise<{ id: string }[]> {
  return trx('receipts').where({ owner_id: ownerId, invoice_id: invoiceId }).select('id');
}

/** Receipts queued as payments for Xero; one already queued stays as it is. */
export async function queuePayments(trx: Knex.Transaction, ownerId: string, receiptIds: string[]): Promise<void> {
  await trx('xero_documents')
    .insert(receiptIds.map((id) => ({ kind: 'payment', document_id: id, owner_id: ownerId })))
    .onConflict(['kind', 'document_id'])
    .ignore();
}

/** The invoice queued for Xero; one already queued has its revision bumped and is due again. */
export async function queueInvoice(trx: Knex.Transaction, ownerId: string, invoiceId: string): Promise<void> {
  await trx('xero_documents')
    .insert({ kind: 'invoice', document_id: invoiceId, owner_id: ownerId })
    .onConflict(['kind', 'document_id'])
    .merge({ revision: trx.raw('xero_documents.revision + 1'), state: 'waiting', next_attempt_at: null, attempts: 0 });
}

/** An invoice already queued for Xero is due again at its next revision; answers how many (0 when Xero was never given it). */
export async function requeueInvoice(trx: Knex.Transaction, ownerId: string, invoiceId: string): Promise<number> {
  return trx('xero_documents')
    .where({ kind: 'invoice', document_id: invoiceId, owner_id: ownerId })
    .update({ revision: trx.raw('revision + 1'), state: 'waiting', next_attempt_at: null, attempts: 0 });
}

/** The invoice's payments that went to Xero from Cobber are looked at again (a corrected receipt). */
export async function requeueSentPaymentsOf(trx: Knex.Transaction, ownerId: string, invoiceId: string): Promise<void> {
  const receipts = trx('receipts').where({ owner_id: ownerId, invoice_id: invoiceId }).select('id');
  await trx('xero_documents')
    .where({ kind: 'payment', owner_id: ownerId, state: 'in-xero', from_xero: false })
    .whereIn('document_id', receipts)
    .update({ revision: trx.raw('revision + 1'), state: 'waiting', next_attempt_at: null });
}

export async function isInvoiceQueued(trx: Knex.Transaction, ownerId: string, invoiceId: string): Promise<boolean> {
  return Boolean(await trx('xero_documents').where({ kind: 'invoice', document_id: invoiceId, owner_id: ownerId }).first('document_id'));
}

/** Where the invoice's row stands with Xero: its id there and its state. */
export const findInvoiceInXero = (db: Db, ownerId: string, invoiceId: string): Promise<{ xero_id: string | null; state: string } | undefined> =>
  db('xero_documents').where({ kind: 'invoice', document_id: invoiceId, owner_id: ownerId }).first('xero_id', 'state');

export const findReceipt = (db: Db, ownerId: string, receiptId: string): Promise<ReceiptRow | undefined> => db('receipts').where({ id: receiptId, owner_id: ownerId }).first();

// Payments entered in Xero.

/** Which of the owner's documents Cobber knows under this Xero id. */
export async function documentOfXeroId(db: Db, ownerId: string, kind: SyncRow['kind'], xeroId: string | null): Promise<string | undefined> {
  return (await db('xero_documents').where({ owner_id: ownerId, kind, xero_id: xeroId }).first('document_id'))?.document_id;
}

/** The record that this Xero payment is this receipt, unique per payment: false when another got there first. */
export async function recordXeroPayment(trx: Knex.Transaction, ownerId: string, receiptId: string, paymentId: string): Promise<boolean> {
  const recorded = await trx.raw(
    `insert into xero_documents (kind, document_id, owner_id, xero_id, revision, sent_revision, state, from_xero, synced_at)
     values ('payment', ?, ?, ?, 1, 1, 'in-xero', true, now()) on conflict do nothing returning document_id`,
    [receiptId, ownerId, paymentId],
  );
  return recorded.rows.length > 0;
}

// What the owner is shown.

/** How many of the owner's documents Xero did not take. */
export async function countTroubled(db: Db, ownerId: string): Promise<number> {
  const failing = await db('xero_documents').where('owner_id', ownerId).whereIn('state', ['failed', 'refused']).count({ failures: '*' }).first();
  return Number(failing?.failures ?? 0);
}

export const findInvoiceSync = (db: Db, ownerId: string, invoiceId: string): Promise<SyncStatusRow | undefined> =>
  db('xero_documents').where({ kind: 'invoice', document_id: invoiceId, owner_id: ownerId }).first();

const paymentsOf = (db: Db, ownerId: string, invoiceId: string) =>
  db('xero_documents as x').join('receipts as r', 'r.id', 'x.document_id').where({ 'x.kind': 'payment', 'x.owner_id': ownerId, 'r.invoice_id': invoiceId });

/** What Xero said about one of the invoice's payments it did not take. */
export async function paymentTroubleOf(db: Db, ownerId: string, invoiceId: string): Promise<string | undefined> {
  return (await paymentsOf(db, ownerId, invoiceId).whereIn('x.state', ['failed', 'refused']).whereNotNull('x.message').first('x.message'))?.message;
}

/** The invoice's payments counted by their state with Xero. */
export const countPaymentsByState = (db: Db, ownerId: string, invoiceId: string): Promise<{ state: string; count: string }[]> =>
  paymentsOf(db, ownerId, invoiceId).groupBy('x.state').select('x.state', db.raw('count(*) as count'));
