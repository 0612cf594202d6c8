import type { PublicInvoiceResponse } from '@cobber/contracts';
import { paidLines } from '@cobber/contracts/display';
import { Amount } from '../common/DocumentParts.tsx';
import { amountDue } from './money-received.ts';
import { displayAmount } from '@cobber/contracts/display';

/** The total, marked 'Inc. GST' when the business charges GST. */
export function TotalLabel({ applyGST }: { applyGST: boolean }) {
  return <>Total{applyGST && <span className="ml-2 text-sm font-normal text-stone-500">Inc. GST</span>}</>;
}

/**
 * The invoice's headline: what the client still owes, with the total and what was paid
 * under it (the total in large type left a client who had paid the deposit
 * reading that they owed it all, and could pay the deposit twice).
 */
export function AmountDue({ found: { invoice, business } }: { found: PublicInvoiceResponse }) {
  return (
    <div className="space-y-2 border-t border-stone-200 pt-3">
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-semibold">Amount due</span>
        <span className="text-3xl font-bold">{displayAmount(amountDue(invoice))}</span>
      </div>
      <dl className="space-y-1 text-sm">
        <Amount label={<TotalLabel applyGST={business.applyGST} />} amount={invoice.totalAmount} />
        {paidLines(invoice).map(({ label, amount }) => (
          <Amount key={label} label={label} amount={`-${amount}`} />
        ))}
      </dl>
    </div>
  );
}
