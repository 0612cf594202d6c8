import type { MouseEvent } from 'react';
import { FileText, Receipt } from 'lucide-react';
import { Link, useNavigate } from '@cobber/ui/router';
import type { QuoteListItem } from '@cobber/contracts';
import { buttonClasses, Card } from '@cobber/ui';
import { MoneyStatusLine } from '@cobber/web/data';
import { displayAmount } from '@cobber/contracts/display';
import { showDate } from '../common/display.ts';
import { StatusBadge } from '../common/StatusBadge.tsx';
import { QuoteProgress } from './QuoteProgress.tsx';

/** One quote on the dashboard with its money status; the whole card opens its details. */
export function QuoteCard({ quote }: { quote: QuoteListItem }) {
  const navigate = useNavigate();
  const details = `/quote/${quote.id}/details`;

  function open(event: MouseEvent) {
    if ((event.target as HTMLElement).closest('a, button')) return;
    navigate(details);
  }

  return (
    <Card
      role="article"
      aria-label={`${quote.clientName}: ${quote.title}`}
      className="flex cursor-pointer flex-col gap-3 active:bg-stone-50"
      onClick={open}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-semibold text-stone-900">{quote.clientName}</p>
          <p className="truncate text-sm text-stone-600">{quote.title}</p>
        </div>
        <p className="shrink-0 text-lg font-bold text-stone-900">{displayAmount(quote.totalAmount)}</p>
      </div>
      <div className="flex items-center justify-between gap-3 text-xs text-stone-500">
        <span>{showDate(quote.createdAt)}</span>
        <StatusBadge status={quote.status} />
      </div>
      <QuoteProgress status={quote.status} />
      <MoneyStatusLine facts={quote.money} />
      <div className="flex gap-2">
        <Link to={details} className={buttonClasses('outline', 'sm')}>
          <FileText aria-hidden />
          Details
        </Link>
        {quote.invoiceId && (
          <Link to={`/invoice/${quote.invoiceId}`} className={buttonClasses('outline', 'sm')}>
            <Receipt aria-hidden />
            Invoice
          </Link>
        )}
      </div>
    </Card>
  );
}
