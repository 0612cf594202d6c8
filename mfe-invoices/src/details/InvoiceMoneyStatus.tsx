import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invoice } from '@cobber/contracts';
import { api } from '@cobber/web';
import { MoneyStatusLine } from '@cobber/web/data';
import { invoiceMoneyFacts } from '../common/money.ts';

/** The quote an invoice came from, read for its deposit. */
export function quoteMoneyQuery(quoteId: string) {
  return queryOptions({
    queryKey: ['invoices', 'quote-money', quoteId],
    queryFn: () => api('GET /api/quotes/:id', { params: { id: quoteId } }),
  });
}

/** When the quote's card deposit was paid: the quotes service keeps the date, the invoice only the amount. */
function useDepositPaidAt(quoteId: string | null): string | null {
  const quote = useQuery({ ...quoteMoneyQuery(quoteId ?? ''), enabled: Boolean(quoteId) });
  return quote.data?.money.depositPaidAt ?? null;
}

/** The job's one money status, worded as on the dashboard and Quote Details, from this invoice's own figures. */
export function InvoiceMoneyStatus({ invoice }: { invoice: Invoice }) {
  const depositPaidAt = useDepositPaidAt(invoice.quoteId);
  return <MoneyStatusLine facts={invoiceMoneyFacts(invoice, depositPaidAt)} />;
}
