import { displayMoney, formatMoney, parseEvent, type EventData, type EventEnvelope } from '@cobber/contracts';
import { consumeOnce, type Knex } from '@cobber/kit';
import { addHistory } from '../quotes/repository.ts';

/** A deposit paid by card on a quote (payment.succeeded) joins the quote's history and its deposit paid, once. */
export async function recordDepositPaid(db: Knex, raw: EventEnvelope): Promise<void> {
  const payment = parseEvent(raw).data as EventData<'payment.succeeded'>;
  if (payment.documentType !== 'quote') return;
  await consumeOnce(db, raw, async (trx) => {
    const quote = await trx('quotes').select('id').where({ id: payment.documentId, owner_id: payment.ownerId }).first();
    if (!quote) return;
    await trx('quotes').where('id', quote.id).update({ deposit_paid: trx.raw('deposit_paid + ?::numeric', [formatMoney(payment.amountCents)]) });
    // A test payment moved no money: the history says so (DESIGN.md §2 "Demo mode is explicit").
    const paid = `Deposit of ${displayMoney(payment.amountCents)} paid by card`;
    await addHistory(trx, quote.id, [{ changeType: 'deposit', description: payment.testPayment ? `${paid} (test payment)` : paid }]);
  });
}
