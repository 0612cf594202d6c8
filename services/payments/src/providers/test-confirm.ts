import { ErrorCode, formatMoney, type ConfirmedPayment, type ConfirmTestPayment } from '@cobber/contracts';
import { conflict, HttpError, notFound, type Knex, type Logger } from '@cobber/kit';
import { settlePayment, type PaymentOutcome } from '../card-payments/outcome.ts';
import { findPaymentByClientSecret, type PaymentRow } from '../card-payments/repository.ts';
import { findDocumentNumber } from '../documents/repository.ts';
import { DECLINED_MESSAGE, LIVE_CARD_MESSAGE, TEST_CARDS } from './test-provider.ts';

function outcomeOf(cardNumber: string): PaymentOutcome {
  if (cardNumber === TEST_CARDS.succeeds) return { status: 'succeeded' };
  return { status: 'failed', failureMessage: cardNumber === TEST_CARDS.declined ? DECLINED_MESSAGE : LIVE_CARD_MESSAGE };
}

/** Why a payment that did not move cannot be paid now. */
function notPayable(payment: PaymentRow): Error {
  if (payment.status === 'canceled') return conflict('This payment was replaced by a newer one or has expired. Please start the payment again.');
  return conflict('This deposit has already been paid');
}

/**
 * The built-in provider's "Pay": the card decides the outcome the way Stripe's test cards
 * do, and it is recorded by the same `settlePayment` as Stripe's webhook, under the
 * document's lock, so everything after it (events, receipts, history) is the real path.
 * A declined card answers 402 with the provider's message; the client may try another.
 * A charge that would pay more than is still owed is never made (409), and a canceled
 * payment cannot be paid at all.
 */
export async function confirmTestPayment(db: Knex, logger: Logger, input: ConfirmTestPayment): Promise<ConfirmedPayment> {
  const outcome = outcomeOf(input.cardNumber);
  const { payment, changed } = await db.transaction(async (trx) => {
    const found = await findPaymentByClientSecret(trx, 'test', input.clientSecret);
    if (!found) throw notFound('Payment not found');
    if (found.status === 'canceled') throw notPayable(found);
    return settlePayment(trx, logger, found.id, outcome, 'canceled');
  });
  if (!changed) throw notPayable(payment);
  // Canceled just now: someone else's payment was counted first and nothing more is owed.
  if (payment.status === 'canceled') throw conflict('This deposit has already been paid');
  if (payment.status === 'failed') throw new HttpError(402, ErrorCode.cardDeclined, payment.failure_message ?? DECLINED_MESSAGE);
  return {
    paymentId: payment.id,
    status: payment.status,
    amount: formatMoney(Number(payment.amount_cents)),
    documentType: payment.document_type,
    documentNumber: await findDocumentNumber(db, payment.document_id),
  };
}
