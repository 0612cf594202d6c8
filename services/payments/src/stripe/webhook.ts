import { formatMoney } from '@cobber/contracts';
import { serviceUnavailable, type Knex, type Logger } from '@cobber/kit';
import type Stripe from 'stripe';
import { settlePayment, type PaymentOutcome } from '../card-payments/outcome.ts';
import { findPaymentByProviderId, type PaymentRow } from '../card-payments/repository.ts';
import { recordStripeEvent } from './repository.ts';

const PAYMENT_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed']);

/**
 * Where a PaymentIntent stands now, as far as the deposit it was made for is concerned.
 * A charge of another amount or currency than the payment asked for is not a success:
 * the money moved, so it is recorded as a refund due.
 */
function outcomeOf(intent: Stripe.PaymentIntent, payment: PaymentRow): PaymentOutcome | null {
  if (intent.status === 'succeeded') {
    const asked = Number(payment.amount_cents);
    if (intent.amount === asked && intent.currency === payment.currency) return { status: 'succeeded' };
    return {
      status: 'needs_refund',
      reason: `Stripe charged ${stripeAmount(intent.amount, intent.currency)} for a payment of ${stripeAmount(asked, payment.currency)}`,
    };
  }
  if (intent.status === 'requires_payment_method' && intent.last_payment_error) {
    return { status: 'failed', failureMessage: intent.last_payment_error.message ?? 'Your card was declined.' };
  }
  return null;
}

/** `14345 aud` → `143.45 AUD` (the currencies a deposit may meet have cents). */
function stripeAmount(cents: number, currency: string): string {
  return `${formatMoney(cents)} ${currency.toUpperCase()}`;
}

/**
 * Stripe delivers events at least once and in any order. Each is handled once by its
 * id, and the PaymentIntent is read again rather than trusting the event's copy; the
 * outcome is recorded under the document's lock by settlePayment, which only moves a
 * payment forward, so a late `payment_failed` cannot undo a success.
 */
export async function handleStripeEvent(db: Knex, stripe: Stripe, event: Stripe.Event, logger: Logger): Promise<void> {
  if (!PAYMENT_EVENTS.has(event.type)) return;
  const intentId = (event.data.object as Stripe.PaymentIntent).id;
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(intentId);
  } catch (error) {
    // Stripe retries a webhook that failed, so answering 503 loses nothing.
    logger.warn({ err: error, intentId }, 'could not read the PaymentIntent back from Stripe');
    throw serviceUnavailable('Could not read the payment from Stripe');
  }
  await db.transaction(async (trx) => {
    if (!(await recordStripeEvent(trx, event))) return;
    const payment = await findPaymentByProviderId(trx, 'stripe', intent.id);
    if (!payment) {
      logger.warn({ intentId, eventId: event.id }, 'Stripe event for a PaymentIntent we did not create');
      return;
    }
    const outcome = outcomeOf(intent, payment);
    if (outcome) await settlePayment(trx, logger, payment.id, outcome, 'needs_refund');
  });
}
