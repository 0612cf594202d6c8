// The deposit's schema comes with this module: only the edit views and the deposit form,
// each loaded when it opens, import it.
import { RequestDeposit } from '@cobber/contracts';
import { displayMoney, formatMoney, parseMoney, percentOfCents, QuoteMessages, SUGGESTED_DEPOSIT_PERCENT } from '@cobber/contracts/display';

/** The suggested deposit is 30% of the amount it is taken from, as the input shows it. */
export function suggestedDeposit(cents: number): string {
  return formatMoney(percentOfCents(Math.max(cents, 0), SUGGESTED_DEPOSIT_PERCENT));
}

/**
 * What is wrong with a deposit as typed: empty, not a number, 0 or less, or
 * more than the quote's total including GST; below what the client already paid (as the
 * service says it); null when it can be requested.
 */
export function depositProblem(amount: string, totalCents: number, paidCents = 0): string | null {
  const parsed = RequestDeposit.safeParse({ amount });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? QuoteMessages.depositInvalid;
  if (parsed.data.amount > totalCents) return QuoteMessages.depositInvalid;
  return parsed.data.amount < paidCents ? `The deposit cannot be less than the ${displayMoney(paidCents)} already paid` : null;
}

/** The amount in the API's form ("1234.50") once `depositProblem` has passed it. */
export function depositAmount(amount: string): string {
  return formatMoney(parseMoney(amount));
}
