import type { DepositDocumentType, PaymentProvider, PaymentPurpose, PaymentStatus } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';

export interface PaymentRow {
  id: string;
  owner_id: string;
  document_type: DepositDocumentType;
  document_id: string;
  amount_cents: string;
  currency: 'aud';
  status: PaymentStatus;
  customer_email: string;
  customer_name: string;
  provider: PaymentProvider;
  provider_payment_id: string | null;
  client_secret: string | null;
  failure_message: string | null;
  /** Taken in test mode: no real money moves. */
  test_payment: boolean;
  /** A deposit, or a payment of the invoice's balance (all or part). */
  purpose: PaymentPurpose;
  created_at: Date;
  updated_at: Date;
}

/** An open payment, and whether nobody has touched it for so long it counts as abandoned. */
export type OpenPaymentRow = PaymentRow & { abandoned: boolean };

type Db = Knex | Knex.Transaction;

/** Payments still open: waiting for a card, or declined and open to another card. */
export const OPEN_STATUSES: PaymentStatus[] = ['pending', 'failed'];

/**
 * A payment nobody has touched for this long is abandoned (the card form was closed):
 * another attempt may cancel it instead of waiting for it.
 */
export const ABANDONED_AFTER_MINUTES = 30;

export async function insertPayment(
  db: Db,
  row: Omit<PaymentRow, 'status' | 'currency' | 'failure_message' | 'created_at' | 'updated_at' | 'provider_payment_id' | 'client_secret'>,
): Promise<void> {
  await db('payments').insert(row);
}

export async function findPaymentByClientSecret(db: Db, provider: PaymentProvider, clientSecret: string): Promise<PaymentRow | undefined> {
  return db('payments').where({ provider, client_secret: clientSecret }).first();
}

export async function findPaymentByProviderId(db: Db, provider: PaymentProvider, providerPaymentId: string): Promise<PaymentRow | undefined> {
  return db('payments').where({ provider, provider_payment_id: providerPaymentId }).first();
}

export async function findPayment(db: Db, paymentId: string, { lock = false } = {}): Promise<PaymentRow> {
  const query = db('payments').where('id', paymentId).first();
  if (lock) query.forUpdate();
  return query;
}

export async function findOwnersPayment(db: Db, ownerId: string, paymentId: string): Promise<PaymentRow | undefined> {
  return db('payments').where({ id: paymentId, owner_id: ownerId }).first();
}

/** The open payments on these documents, oldest first. */
export async function openPayments(db: Db, documentIds: string[]): Promise<OpenPaymentRow[]> {
  return db('payments')
    .select('*', db.raw(`updated_at < now() - interval '${ABANDONED_AFTER_MINUTES} minutes' as abandoned`))
    .whereIn('document_id', documentIds)
    .whereIn('status', OPEN_STATUSES)
    .orderBy('created_at');
}

/** The sum of payments in these states against any of these documents, in cents. */
export async function sumCents(db: Db, documentIds: string[], statuses: PaymentStatus[], options: { excluding?: string[] } = {}): Promise<number> {
  const row = await db('payments')
    .whereIn('document_id', documentIds)
    .whereIn('status', statuses)
    .whereNotIn('id', options.excluding ?? [])
    .sum<{ cents: string | null }>('amount_cents as cents')
    .first();
  return Number(row?.cents ?? 0);
}

export async function updatePayment(db: Db, paymentId: string, change: Partial<PaymentRow>): Promise<PaymentRow> {
  const [payment] = (await db('payments')
    .where('id', paymentId)
    .update({ ...change, updated_at: db.fn.now() })
    .returning('*')) as PaymentRow[];
  return payment!;
}
