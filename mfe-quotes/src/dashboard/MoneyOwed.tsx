import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { api } from '@cobber/web';
import { Link } from '@cobber/ui/router';
import { displayAmount } from '@cobber/contracts/display';

/**
 * What is owed to the owner and what is overdue. Under the invoices' key: a payment
 * recorded or an invoice changed anywhere in the app refreshes it.
 */
export const moneyOwedQuery = queryOptions({ queryKey: ['invoices', 'summary'], queryFn: () => api('GET /api/invoices/summary') });

/** "Owed to you $X · Overdue $Y" on the dashboard, opening the Invoices screen. */
export function MoneyOwed() {
  const summary = useQuery(moneyOwedQuery);
  if (!summary.data) return null;
  const { owed, overdue, overdueCount } = summary.data;
  return (
    <Link
      to="/invoices"
      className="flex items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3 text-sm shadow-sm active:bg-stone-50"
    >
      <span>
        <span className="text-stone-700">Owed to you </span>
        <span className="font-bold text-stone-900">{displayAmount(owed)}</span>
        <span className="text-stone-500"> · </span>
        <span className={overdueCount > 0 ? 'font-semibold text-red-700' : 'text-stone-700'}>Overdue {displayAmount(overdue)}</span>
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0 text-stone-500" />
    </Link>
  );
}
