import { useQuery } from '@tanstack/react-query';
import { Wallet } from 'lucide-react';
import { moneyStatus, moneyStatusText, QuoteWithMoney, type Invoice, type MoneyStatusText } from '@cobber/contracts';
import { apiFetch, cn } from '@cobber/ui';
import { useBusiness } from '@cobber/ui/data';
import { invoiceMoneyFacts } from '../common/money.ts';

const tones: Record<MoneyStatusText['tone'], string> = {
  neutral: 'bg-stone-100 text-stone-800',
  info: 'bg-sky-50 text-sky-900',
  warning: 'bg-amber-50 text-amber-900',
  success: 'bg-green-50 text-green-900',
  danger: 'bg-red-50 text-red-800',
};

/** When the quote's card deposit was paid: the quotes service keeps the date, the invoice only the amount. */
function useDepositPaidAt(quoteId: string | null): string | null {
  const quote = useQuery({
    queryKey: ['invoices', 'quote-money', quoteId],
    queryFn: () => apiFetch(`/api/quotes/${quoteId}`, { schema: QuoteWithMoney }),
    enabled: Boolean(quoteId),
  });
  return quote.data?.money.depositPaidAt ?? null;
}

/** The job's one money status (issue 19), worded as on the dashboard and Quote Details, from this invoice's own figures. */
export function InvoiceMoneyStatus({ invoice }: { invoice: Invoice }) {
  const business = useBusiness();
  const depositPaidAt = useDepositPaidAt(invoice.quoteId);
  const text = moneyStatusText(moneyStatus(invoiceMoneyFacts(invoice, depositPaidAt)), business.data?.timeZone);
  if (!text) return null;
  return (
    <div role="status" aria-label="Money" className={cn('flex items-start gap-2 rounded-xl px-3 py-2', tones[text.tone])}>
      <Wallet aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">
        <p className="text-sm font-semibold">{text.headline}</p>
        {text.detail && <p className="text-xs">{text.detail}</p>}
      </div>
    </div>
  );
}
