import { useState } from 'react';
import { Pencil, ReceiptText } from 'lucide-react';
import { Link, useParams } from '@cobber/ui/router';
import { ApiError } from '@cobber/web';
import { Badge, Button, buttonClasses, Card, LoadFailed, PageSpinner } from '@cobber/ui';
import type { Invoice, Receipt } from '@cobber/contracts';
import { businessQuery, RemindersCard, remindersQuery, useBusiness } from '@cobber/web/data';
import type { FirstData } from '@cobber/web/first-screen';
import { AUSTRALIAN_TIME_ZONE, displayAmount, InvoiceStatusLabels } from '@cobber/contracts/display';
import { showCalendarDate } from '../common/display.ts';
import { invoiceItemsQuery, invoiceQuery, useInvoice, useInvoiceItems } from '../common/hooks/invoices.ts';
import { receiptsQuery } from '../common/hooks/receipts.ts';
import { CancelInvoiceCard } from './CancelInvoiceCard.tsx';
import { EditInvoiceForm } from './EditInvoiceForm.tsx';
import { InvoiceMoneyStatus, quoteMoneyQuery } from './InvoiceMoneyStatus.tsx';
import { InvoiceTracker } from './InvoiceTracker.tsx';
import { ItemsCard } from './ItemsCard.tsx';
import { MarkPaidCard } from './MarkPaidCard.tsx';
import { PaymentSummary } from './PaymentSummary.tsx';
import { PdfExportCard } from './PdfExportCard.tsx';
import { ReceiptPhotosOffer } from './ReceiptPhotosOffer.tsx';
import { SendInvoiceCard } from './SendInvoiceCard.tsx';
import { xeroSyncQuery, XeroSyncLine } from './XeroSyncLine.tsx';

/**
 * Drawn first: the invoice and its lines, the business, its reminders, the receipts (its
 * payments among them), where it stands with Xero, and the quote it came from (for the
 * deposit's date), asked as soon as the invoice names it.
 */
export const firstData: FirstData = async ({ id = '' }, load) => {
  await Promise.all([
    load.query(invoiceQuery(id)).then(async (invoice) => {
      if (invoice.quoteId) await load.query(quoteMoneyQuery(invoice.quoteId));
    }),
    load.query(invoiceItemsQuery(id)),
    load.query(businessQuery),
    load.query(remindersQuery('invoices', id)),
    load.query(receiptsQuery),
    load.query(xeroSyncQuery(id)),
  ]);
};

export default function InvoiceDetailsScreen() {
  const { id } = useParams();
  const invoice = useInvoice(id);
  const items = useInvoiceItems(id);
  const business = useBusiness();
  const [editing, setEditing] = useState(false);
  const [receiptMade, setReceiptMade] = useState<Receipt | null>(null);

  if (invoice.isPending || items.isPending || business.isPending) return <PageSpinner />;
  if (invoice.isError) {
    if (invoice.error instanceof ApiError && invoice.error.status === 404) return <NotFound />;
    return <LoadFailed title="Failed to fetch invoice" message={invoice.error.message} onRetry={() => invoice.refetch()} />;
  }
  if (items.isError) return <LoadFailed title="Failed to fetch invoice items" message={items.error.message} onRetry={() => items.refetch()} />;
  if (business.isError) return <LoadFailed title="Failed to fetch business" message={business.error.message} onRetry={() => business.refetch()} />;

  // A paid invoice's amounts are settled (the service answers 409 to any change).
  const paid = invoice.data.status === 'paid';
  return (
    <div className="flex flex-col gap-4">
      <InvoiceTracker invoice={invoice.data} />
      <InvoiceMoneyStatus invoice={invoice.data} />
      {editing ? (
        <EditInvoiceForm invoice={invoice.data} items={items.data} onDone={() => setEditing(false)} />
      ) : (
        <>
          <InvoiceHeader invoice={invoice.data} onEdit={paid ? undefined : () => setEditing(true)} />
          <ItemsCard invoice={invoice.data} items={items.data} />
        </>
      )}
      <PaymentSummary invoice={invoice.data} />
      <XeroSyncLine invoiceId={invoice.data.id} />
      <PdfExportCard invoice={invoice.data} />
      {!paid && <SendInvoiceCard invoice={invoice.data} />}
      <RemindersCard
        document={{ kind: 'invoices', id: invoice.data.id }}
        waiting={invoice.data.status === 'sent' || invoice.data.status === 'overdue'}
        title="Automatic reminders"
        running="Cobber reminds your client until it is paid"
        stopped="Reminders stopped for this invoice"
      />
      {/* A new balance (a part payment) starts the card again from it. */}
      {!paid && invoice.data.status !== 'cancelled' && (
        <MarkPaidCard
          key={invoice.data.balanceDue}
          invoice={invoice.data}
          timeZone={business.data?.timeZone ?? AUSTRALIAN_TIME_ZONE}
          onReceipt={setReceiptMade}
        />
      )}
      {receiptMade && <ReceiptPhotosOffer receipt={receiptMade} />}
      <CancelInvoiceCard invoice={invoice.data} />
      <Link to="/receipts" className={buttonClasses('ghost')}>
        <ReceiptText aria-hidden />
        Receipts
      </Link>
    </div>
  );
}

function InvoiceHeader({ invoice, onEdit }: { invoice: Invoice; onEdit: (() => void) | undefined }) {
  // The service decides overdue by the business's own day (its time zone).
  const overdue = invoice.status === 'overdue';
  return (
    <Card className="flex flex-col gap-2">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold text-stone-500">{invoice.invoiceNumber}</p>
          <h1 className="text-xl font-bold">{invoice.title}</h1>
        </div>
        <Badge tone={invoice.status === 'paid' ? 'success' : overdue ? 'danger' : invoice.status === 'sent' ? 'info' : 'neutral'}>
          {overdue ? InvoiceStatusLabels.overdue : InvoiceStatusLabels[invoice.status]}
        </Badge>
      </div>
      {invoice.description && <p className="whitespace-pre-line text-stone-700">{invoice.description}</p>}
      <div>
        <p className="font-medium">{invoice.clientName}</p>
        {invoice.clientEmail && <p className="text-sm text-stone-600">{invoice.clientEmail}</p>}
      </div>
      <div className="flex items-end justify-between gap-3">
        <p className={overdue ? 'text-sm font-medium text-red-700' : 'text-sm text-stone-600'}>Due {showCalendarDate(invoice.dueDate)}</p>
        <p className="text-2xl font-bold text-accent">{displayAmount(invoice.totalAmount)}</p>
      </div>
      {onEdit && (
        <Button variant="outline" onClick={onEdit}>
          <Pencil aria-hidden />
          Edit
        </Button>
      )}
    </Card>
  );
}

function NotFound() {
  return (
    <Card className="flex flex-col items-start gap-2">
      <h1 className="text-lg font-semibold">Not Found</h1>
      <p className="text-stone-600">Invoice not found</p>
      <Link to="/" className={buttonClasses('outline')}>
        Back to Quotes
      </Link>
    </Card>
  );
}
