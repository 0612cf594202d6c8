import { formatMoney, parseMoney, QuoteMessages, type QuoteItem, type RequestDeposit } from '@cobber/contracts';
import { badRequest, conflict, isUniqueViolation, planAddLine, writeLinePlan, type Knex } from '@cobber/kit';
import { emitQuoteEvent } from './events.ts';
import { addHistory, listItems } from './repository.ts';
import { revise } from './revision.ts';
import { QUOTE_LINES, toItem } from './rows.ts';
import { loadQuoteForChange } from './service.ts';

const ALREADY_REQUESTED = 'A deposit has already been requested for this quote';

/**
 * `POST /api/quotes/:id/deposit`: the one deposit line of a quote, at most its total
 * including GST. A deposit is a payment request against the total, not part of it.
 */
export async function requestDeposit(db: Knex, ownerId: string, quoteId: string, input: RequestDeposit): Promise<QuoteItem> {
  try {
    return await db.transaction(async (trx) => {
      const quote = await loadQuoteForChange(trx, ownerId, quoteId);
      const items = await listItems(trx, quote.id);
      if (items.some((item) => item.type === 'deposit')) throw conflict(ALREADY_REQUESTED);
      if (input.amount > parseMoney(quote.total_amount)) {
        throw badRequest(QuoteMessages.depositInvalid, { amount: QuoteMessages.depositInvalid });
      }
      const plan = planAddLine(QUOTE_LINES, quote.id, items, { description: 'Deposit', quantity: 100, unitPrice: input.amount, type: 'deposit' });
      await writeLinePlan(trx, QUOTE_LINES, plan);
      const amount = formatMoney(input.amount);
      await addHistory(trx, quote.id, [
        { changeType: 'deposit', description: `Deposit of $${amount} requested`, fieldChanged: 'Deposit', newValue: amount },
      ]);
      // The client's page asks them for it: a change they see.
      const revised = await revise(trx, quote);
      await emitQuoteEvent(trx, 'quote.deposit_requested', revised, { depositAmount: amount });
      return toItem(plan.added[0]!);
    });
  } catch (error) {
    // Two requests at once: the partial unique index lets only one deposit line in.
    if (isUniqueViolation(error)) throw conflict(ALREADY_REQUESTED);
    throw error;
  }
}
