import { displayMoney, type PaymentStatus } from '@cobber/contracts';
import { createEvent, writeEvents, type Knex, type Logger } from '@cobber/kit';
import { SCHEMA } from '../migrations.ts';
import { lockDocument, unpaidCents, type LockedDocument } from './ledger.ts';
import { findPayment, updatePayment, type PaymentRow } from './repository.ts';

/**
 * What the provider says happened: the card was charged, declined, or charged with money
 * that must not count (not the amount or currency the payment asked for).
 */
export type PaymentOutcome =
  | { status: 'succeeded' }
  | { status: 'failed'; failureMessage: string }
  | { status: 'needs_refund'; reason: string };

/**
 * What a charge that would pay more than is owed becomes: a refund due when money has
 * moved (Stripe), or no charge at all when it has not yet (the test provider's "Pay").
 */
export type Overpaying = 'needs_refund' | 'canceled';

/** Where each status may go. A payment only moves forward: nothing undoes a success or a refund due. */
const NEXT: Record<PaymentStatus, PaymentStatus[]> = {
  pending: ['failed', 'succeeded', 'needs_refund', 'canceled'],
  failed: ['failed', 'succeeded', 'needs_refund', 'canceled'],
  // A canceled payment still charged (Stripe raced its cancel) moved money: it counts if owed.
  canceled: ['succeeded', 'needs_refund'],
  succeeded: [],
  needs_refund: [],
};

/** The status and message a charge gets, counted against what the job still owes. */
async function charged(trx: Knex.Transaction, locked: LockedDocument | undefined, payment: PaymentRow, overpaying: Overpaying) {
  const unpaid = locked ? await unpaidCents(trx, locked) : Number.POSITIVE_INFINITY;
  if (Number(payment.amount_cents) <= unpaid) return { status: 'succeeded' as const, failure_message: null };
  const label = locked ? `${locked.document.type} ${locked.document.number ?? locked.document.title}` : payment.document_type;
  return {
    status: overpaying,
    failure_message: `${displayMoney(Number(payment.amount_cents))} would have paid more than the ${displayMoney(unpaid)} still owed on ${label}`,
  };
}

/**
 * Records what the provider says happened to a payment, under the lock of its document
 * (the same lock a new payment is opened under), and when that moves it forward emits
 * `payment.succeeded` or `payment.failed` in the same transaction. A charge that would
 * pay more than is still owed is not counted as paid (`overpaying`). The one path for the
 * Stripe webhook and the built-in test provider alike. Answers the payment as it now
 * stands and whether this call changed it.
 */
export async function settlePayment(
  trx: Knex.Transaction,
  logger: Logger,
  paymentId: string,
  outcome: PaymentOutcome,
  overpaying: Overpaying,
): Promise<{ payment: PaymentRow; changed: boolean }> {
  const unlocked = await findPayment(trx, paymentId);
  const locked = await lockDocument(trx, unlocked.document_id);
  const current = await findPayment(trx, paymentId, { lock: true });
  const change =
    outcome.status === 'succeeded'
      ? await charged(trx, locked, current, overpaying)
      : { status: outcome.status, failure_message: outcome.status === 'failed' ? outcome.failureMessage : outcome.reason };
  if (!NEXT[current.status].includes(change.status)) return { payment: current, changed: false };
  const payment = await updatePayment(trx, paymentId, change);
  if (payment.status === 'needs_refund') logger.error({ paymentId, reason: payment.failure_message }, 'a card payment took money that is not counted as paid: refund it');
  await writeEvents(trx, SCHEMA, paymentEvents(payment, locked?.document));
  return { payment, changed: true };
}

/** `payment.succeeded` or `payment.failed` for a payment that just got there, naming its document; nothing for the others. */
function paymentEvents(payment: PaymentRow, document: LockedDocument['document'] | undefined) {
  const data = {
    ownerId: payment.owner_id,
    paymentId: payment.id,
    documentType: payment.document_type,
    documentId: payment.document_id,
    amountCents: Number(payment.amount_cents),
    customerEmail: payment.customer_email,
    customerName: payment.customer_name,
    provider: payment.provider,
    providerPaymentId: payment.provider_payment_id ?? payment.id,
    testPayment: payment.test_payment,
    purpose: payment.purpose,
    ...(document ? { documentNumber: document.number, documentTitle: document.title } : {}),
  };
  const key = payment.document_id;
  if (payment.status === 'succeeded') return [createEvent('payment.succeeded', { ownerId: data.ownerId, key, data })];
  if (payment.status === 'failed') return [createEvent('payment.failed', { ownerId: data.ownerId, key, data: { ...data, failureMessage: payment.failure_message ?? '' } })];
  return [];
}
