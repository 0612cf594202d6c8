import type { DepositDocumentType, PaymentProvider, PaymentStatus } from '@cobber/contracts';
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
  created_at: Date;
  updated_at: Date;
}

type Db = Knex | Knex.Transaction;

export async function insertPayment(db: Db, row: Omit<PaymentRow, 'status' | 'currency' | 'failure_message' | 'created_at' | 'updated_at' | 'provider_payment_id' | 'client_secret'>): Promise<void> {
  await db('payments').insert(row);
}

export async function findPaymentByClientSecret(db: Db, provider: PaymentProvider, clientSecret: string): Promise<PaymentRow | undefined> {
  return db('payments').where({ provider, client_secret: clientSecret }).first();
}

export async function findPaymentByProviderId(db: Db, provider: PaymentProvider, providerPaymentId: string): Promise<PaymentRow | undefined> {
  return db('payments').where({ provider, provider_payment_id: providerPaymentId }).first();
}

/** Deposits that went through against any of these documents, in cents. */
export async function succeededCents(db: Db, documentIds: string[]): Promise<number> {
  const row = await db('payments')
    .whereIn('document_id', documentIds)
    .andWhere('status', 'succeeded')
    .sum<{ paid: string | null }>('amount_cents as paid')
    .first();
  return Number(row?.paid ?? 0);
}
