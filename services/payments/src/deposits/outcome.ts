import type { PaymentStatus } from '@cobber/contracts';
import { createEvent, writeEvents, type Knex } from '@cobber/kit';
import { SCHEMA } from '../migrations.ts';
import type { PaymentRow } from './repository.ts';

export type PaymentOutcome = { status: 'succeeded' } | { status: 'failed'; failureMessage: string };

/**
 * A payment only moves forward: a card can be declined and then another one accepted,
 * but nothing undoes a success. So events that arrive late or twice change nothing.
 */
const progress: Record<PaymentStatus, number> = { pending: 0, failed: 1, succeeded: 2 };

/**
 * Records what the provider says happened to a payment and, when that moves it forward,
 * emits `payment.succeeded` or `payment.failed` in the same transaction. The one path
 * for the Stripe webhook and the built-in test provider alike. Answers the payment as
 * it now stands and whether this call changed it.
 */
export async function settlePayment(
  trx: Knex.Transaction,
  paymentId: string,
  outcome: PaymentOutcome,
): Promise<{ payment: PaymentRow; changed: boolean }> {
  const current: PaymentRow = await trx('payments').where('id', paymentId).forUpdate().first();
  const repeatsFailure = current.status === 'failed' && outcome.status === 'failed';
  if (progress[outcome.status] <= progress[current.status] && !repeatsFailure) return { payment: current, changed: false };
  const failureMessage = outcome.status === 'failed' ? outcome.failureMessage : null;
  const [payment] = (await trx('payments')
    .where('id', paymentId)
    .update({ status: outcome.status, failure_message: failureMessage, updated_at: trx.fn.now() })
    .returning('*')) as PaymentRow[];
  const data = {
    ownerId: payment!.owner_id,
    paymentId: payment!.id,
    documentType: payment!.document_type,
    documentId: payment!.document_id,
    amountCents: Number(payment!.amount_cents),
    customerEmail: payment!.customer_email,
    customerName: payment!.customer_name,
    provider: payment!.provider,
    providerPaymentId: payment!.provider_payment_id ?? payment!.id,
  };
  const key = payment!.document_id;
  const event =
    outcome.status === 'succeeded'
      ? createEvent('payment.succeeded', { ownerId: data.ownerId, key, data })
      : createEvent('payment.failed', { ownerId: data.ownerId, key, data: { ...data, failureMessage: outcome.failureMessage } });
  await writeEvents(trx, SCHEMA, [event]);
  return { payment: payment!, changed: true };
}
