import { displayMoney, formatMoney, parseMoney, QuoteMessages } from '@cobber/contracts';
import { badRequest, conflict, type Knex } from '@cobber/kit';
import { planAddLine, planChangeLine, planChanges, planRemoveLine, writeLinePlan, type LinePlan } from '@cobber/documents';
import { addHistory, type HistoryInput } from './repository.ts';
import { QUOTE_LINES, type ItemRow, type QuoteRow } from './rows.ts';

export interface DepositChange {
  plan: LinePlan<ItemRow>;
  history: HistoryInput;
}

function withdraw(quote: QuoteRow, items: ItemRow[], line: ItemRow | undefined): DepositChange | null {
  if (!line) return null;
  const paid = parseMoney(quote.deposit_paid);
  // What the client paid stands against the request: it cannot be taken back from here.
  if (paid > 0) throw conflict(`${displayMoney(paid)} of the deposit has been paid, so its request stays`);
  const history: HistoryInput = { changeType: 'deposit', description: 'Deposit request withdrawn', fieldChanged: 'Deposit', oldValue: line.total_price };
  return { plan: planRemoveLine(items, line), history };
}

/**
 * What asking for `amount` (cents; null: no deposit) does to the quote's one deposit line:
 * added, changed or withdrawn, with its history entry; null when it stays as it is. The
 * quote's totals must be current. A deposit is at most the total including GST and at
 * least what was already paid (400 naming `field`); one partly paid cannot be withdrawn (409).
 */
export function planDeposit(quote: QuoteRow, items: ItemRow[], amount: number | null, field: string): DepositChange | null {
  const line = items.find((item) => item.type === 'deposit');
  if (amount === null) return withdraw(quote, items, line);
  if (amount > parseMoney(quote.total_amount)) throw badRequest(QuoteMessages.depositInvalid, { [field]: QuoteMessages.depositInvalid });
  const paid = parseMoney(quote.deposit_paid);
  if (amount < paid) {
    const message = `The deposit cannot be less than the ${displayMoney(paid)} already paid`;
    throw badRequest(message, { [field]: message });
  }
  const asked = formatMoney(amount);
  if (!line) {
    const plan = planAddLine(QUOTE_LINES, quote.id, items, { description: 'Deposit', quantity: 100, unitPrice: amount, type: 'deposit' });
    return { plan, history: { changeType: 'deposit', description: `Deposit of $${asked} requested`, fieldChanged: 'Deposit', newValue: asked } };
  }
  const plan = planChangeLine(QUOTE_LINES, items, line, { unitPrice: amount });
  if (!planChanges(plan)) return null;
  return {
    plan,
    history: { changeType: 'deposit', description: `Deposit changed to $${asked}`, fieldChanged: 'Deposit', oldValue: line.total_price, newValue: asked },
  };
}

/** Writes a deposit change in the caller's transaction (the quote's row locked). */
export async function writeDeposit(trx: Knex.Transaction, quote: QuoteRow, change: DepositChange): Promise<void> {
  await writeLinePlan(trx, QUOTE_LINES, change.plan);
  await addHistory(trx, quote.id, [change.history]);
}
