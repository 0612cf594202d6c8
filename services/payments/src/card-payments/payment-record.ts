import { formatMoney, type PaymentRecord } from '@cobber/contracts';
import { notFound, type Knex } from '@cobber/kit';
import { findDocumentNumber } from '../documents/repository.ts';
import { findOwnersPayment } from './repository.ts';

/**
 * `GET /api/payments/:id` (owner): a payment as this service recorded it, so a screen
 * says "paid" only when the server does. Another owner's payment answers 404.
 */
export async function readPayment(db: Knex, ownerId: string, paymentId: string): Promise<PaymentRecord> {
  const payment = await findOwnersPayment(db, ownerId, paymentId);
  if (!payment) throw notFound('Payment not found');

  return {
    id: payment.id,
    documentType: payment.document_type,
    documentId: payment.document_id,
    documentNumber: await findDocumentNumber(db, payment.document_id),
    amount: formatMoney(Number(payment.amount_cents)),
    currency: payment.currency,
    status: payment.status,
    testPayment: payment.test_payment,
    customerEmail: payment.customer_email,
    customerName: payment.customer_name,
    provider: payment.provider,
    failureMessage: payment.failure_message,
    createdAt: payment.created_at.toISOString(),
    updatedAt: payment.updated_at.toISOString(),
  };
}
