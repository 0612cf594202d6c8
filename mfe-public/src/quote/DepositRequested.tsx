import type { PublicQuoteResponse } from '@cobber/contracts';
import { displayAmount } from '@cobber/contracts/display';

type Deposit = NonNullable<PublicQuoteResponse['deposit']>;

/** What the line under the deposit says: how much of it is paid. */
function paidSoFar(deposit: Deposit): string {
  if (deposit.paid === '0.00') return 'Part of the total, not added to it.';
  if (deposit.due === '0.00') return 'Part of the total, and paid. Thank you!';
  return `${displayAmount(deposit.paid)} paid so far, ${displayAmount(deposit.due)} to pay.`;
}

/**
 * The deposit the business asked for, apart from the priced lines: as a line
 * above the subtotal it looked like part of the price, yet the sums left it out.
 */
export function DepositRequested({ deposit, total }: { deposit: Deposit; total: string }) {
  const label = deposit.due === '0.00' ? 'Deposit paid' : 'Deposit requested';
  return (
    <div className="rounded-xl bg-(--brand-tint) p-3 text-sm text-stone-800">
      <p className="font-semibold">{`${label}: ${displayAmount(deposit.requested)} of ${displayAmount(total)}`}</p>
      <p>{paidSoFar(deposit)}</p>
    </div>
  );
}
