import type { Invoice, InvoiceStatus } from '@cobber/contracts';
import { Badge, Card } from '@cobber/ui';
import { Link } from '@cobber/ui/router';
import { displayAmount, InvoiceStatusLabels } from '@cobber/contracts/display';
import { showCalendarDate } from '../common/display.ts';

const STATUS_TONES: Record<InvoiceStatus, 'neutral' | 'info' | 'success' | 'danger'> = {
  draft: 'neutral',
  sent: 'info',
  paid: 'success',
  overdue: 'danger',
  cancelled: 'neutral',
};

/** One invoice on the Invoices screen: who owes what and by when; the whole card opens it. */
export function InvoiceCard({ invoice }: { invoice: Invoice }) {
  const owing = invoice.status !== 'paid' && invoice.status !== 'cancelled';
  return (
    <Link to={`/invoice/${invoice.id}`} className="block rounded-2xl active:bg-stone-50">
      <Card role="article" aria-label={invoice.invoiceNumber} className="flex flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold text-stone-600">{invoice.invoiceNumber}</p>
            <p className="truncate font-semibold text-stone-900">{invoice.clientName}</p>
          </div>
          <Badge tone={STATUS_TONES[invoice.status]}>{InvoiceStatusLabels[invoice.status]}</Badge>
        </div>
        <div className="flex items-end justify-between gap-3">
          <p className="text-sm text-stone-600">
            Total {displayAmount(invoice.totalAmount)} · Due {showCalendarDate(invoice.dueDate)}
          </p>
          {owing && (
            <p className="text-right">
              <span className="block text-xs text-stone-600">Balance due</span>
              <span className="text-lg font-bold text-stone-900">{displayAmount(invoice.balanceDue)}</span>
            </p>
          )}
        </div>
      </Card>
    </Link>
  );
}
