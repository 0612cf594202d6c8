import { ErrorCode, formatMoney, type ConfirmedPayment, type ConfirmTestPayment } from '@cobber/contracts';
import { conflict, HttpError, notFound, type Knex } from '@cobber/kit';
import { settlePayment, type PaymentOutcome } from '../deposits/outcome.ts';
import { findPaymentByClientSecret } from '../deposits/repository.ts';
import { DECLINED_MESSAGE, LIVE_CARD_MESSAGE, TEST_CARDS } from './test-provider.ts';

function outcomeOf(cardNumber: string): PaymentOutcome {
  if (cardNumber === TEST_CARDS.succeeds) return { status: 'succeeded' };
  return { status: 'failed', failureMessage: cardNumber === TEST_CARDS.declined ? DECLINED_MESSAGE : LIVE_CARD_MESSAGE };
}

/**
 * The built-in provider's "Pay" button: the card decides the outcome the way Stripe's
 * test cards do, and it is recorded by the same `settlePayment` as Stripe's webhook,
 * so everything after it (events, receipts, history) is the real path.
 * A declined card answers 402 with the provider's message; the client may try another.
 */
export async function confirmTestPayment(db: Knex, input: ConfirmTestPayment): Promise<ConfirmedPayment> {
  const outcome = outcomeOf(input.cardNumber);
  const payment = await db.transaction(async (trx) => {
    const found = await findPaymentByClientSecret(trx, 'test', input.clientSecret);
    if (!found) throw notFound('Payment not found');
    // settlePayment locks the row, so of two taps on "Pay" only one takes the money.
    const settled = await settlePayment(trx, found.id, outcome);
    if (!settled.changed) throw conflict('This deposit has already been paid');
    return settled.payment;
  });
  if (outcome.status === 'failed') throw new HttpError(402, ErrorCode.cardDeclined, outcome.failureMessage);
  const document = await db('documents').select('number').where('id', payment.document_id).first();
  return {
    status: payment.status,
    amount: formatMoney(Number(payment.amount_cents)),
    documentType: payment.document_type,
    documentNumber: document?.number ?? null,
  };
}
