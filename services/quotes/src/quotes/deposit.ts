import { formatMoney, type QuoteItem, type RequestDeposit } from '@cobber/contracts';
import { conflict, isUniqueViolation, type Knex } from '@cobber/kit';
import { planDeposit, writeDeposit } from './deposit-plan.ts';
import { emitQuoteEvent } from './events.ts';
import { listItems } from './repository.ts';
import { revise } from './revision.ts';
import { toItem } from './rows.ts';
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
      const change = planDeposit(quote, items, input.amount, 'amount')!;
      await writeDeposit(trx, quote, change);
      // The client's page asks them for it: a change they see.
      const revised = await revise(trx, quote);
      await emitQuoteEvent(trx, 'quote.deposit_requested', revised, { depositAmount: formatMoney(input.amount) });
      return toItem(change.plan.added[0]!);
    });
  } catch (error) {
    // Two requests at once: the partial unique index lets only one deposit line in.
    if (isUniqueViolation(error)) throw conflict(ALREADY_REQUESTED);
    throw error;
  }
}
