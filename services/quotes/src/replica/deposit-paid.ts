import { displayMoney, formatMoney, parseEventOf, type EventEnvelope } from '@cobber/contracts';
import { consumeOnce, type Knex } from '@cobber/kit';
import { addDepositPaid, addHistory } from '../quotes/repository.ts';

/**
 * A deposit paid by card on a quote (payment.succeeded) joins the quote's history and its
 * deposit paid, once, dated when the card was charged however late the event arrives.
 */
export async function recordDepositPaid(db: Knex, raw: EventEnvelope): Promise<void> {
  const payment = parseEventOf(raw, 'payment.succeeded').data;
  if (payment.documentType !== 'quote') return;
  await consumeOnce(db, raw, async (trx) => {
    if (!(await addDepositPaid(trx, payment.ownerId, payment.documentId, formatMoney(payment.amountCents), raw.occurredAt))) return;
    // A test payment moved no money: the history says so.
    const paid = `Deposit of ${displayMoney(payment.amountCents)} paid by card`;
    await addHistory(trx, payment.documentId, [{ changeType: 'deposit', description: payment.testPayment ? `${paid} (test payment)` : paid }]);
  });
}
