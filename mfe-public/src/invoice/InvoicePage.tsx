import { useState } from 'react';
import type { InvoiceStatus, PublicInvoiceResponse } from '@cobber/contracts';
import { Badge, Card, CardTitle, type BadgeTone } from '@cobber/ui';
import { displayAmount, displayDay, InvoiceStatusLabels } from '@cobber/contracts/display';
import { Detail } from '../common/DocumentParts.tsx';
import { AmountDue } from './AmountDue.tsx';
import { BankTransfer } from './BankTransfer.tsx';
import { DownloadEInvoiceLink } from './DownloadEInvoiceLink.tsx';
import { DownloadPdfButton } from './DownloadPdfButton.tsx';
import { invoiceAfterPayment } from './invoice-payment.ts';
import { InvoiceItems } from './InvoiceItems.tsx';
import { amountDue } from './money-received.ts';
import { PayByCard } from './PayByCard.tsx';
import { PaymentPanel } from './PaymentPanel.tsx';
import { BrandedPage } from '../common/BrandedPage.tsx';
import { businessDay } from '../common/business-day.ts';

const statusTones = { draft: 'neutral', sent: 'info', paid: 'success', overdue: 'danger', cancelled: 'neutral' } as const satisfies Record<
  InvoiceStatus,
  BadgeTone
>;

interface InvoicePageProps {
  id: string;
  found: PublicInvoiceResponse;
  showToasts?: (() => Promise<void>) | undefined;
}

/** The 'Payment Successful' toast (the page mounts the toasts where no shell does). */
async function paymentSuccessfulToast(amount: string, showToasts: InvoicePageProps['showToasts']) {
  await showToasts?.();
  const { toast } = await import('@cobber/ui/widgets');
  toast({ title: 'Payment Successful', description: `Payment of ${displayAmount(amount)} processed successfully!`, variant: 'success' });
}

/**
 * The invoice the page shows, read again once the client has paid by card, so the amount
 * due falls and 'Payment Received' shows when nothing is owed.
 */
function useShownInvoice(id: string, initial: PublicInvoiceResponse, showToasts: InvoicePageProps['showToasts']) {
  const [found, setFound] = useState(initial);
  const [lastPaid, setLastPaid] = useState<string>();
  const paid = (amount: string) => {
    setLastPaid(amount);
    paymentSuccessfulToast(amount, showToasts).catch((error: unknown) => console.error('Could not show the payment toast', error));
    invoiceAfterPayment(id, amountDue(found.invoice)).then(setFound, (error: unknown) => console.error('Could not load the invoice again', error));
  };
  return { found, lastPaid, paid };
}

/** The public invoice page, themed with the business's brand colours. */
export function InvoicePage({ id, found: initial, showToasts }: InvoicePageProps) {
  const { found, lastPaid, paid } = useShownInvoice(id, initial, showToasts);
  const { invoice, business } = found;
  const due = amountDue(invoice);
  const owing = invoice.status !== 'paid' && invoice.status !== 'cancelled';
  return (
    <BrandedPage business={business}>
      <PaymentPanel invoice={invoice} business={business} />
      <Card className="space-y-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-stone-500">{business.applyGST ? 'Tax Invoice' : 'Invoice'}</p>
          <h1 className="text-2xl font-bold leading-tight">{invoice.title}</h1>
        </div>
        <AmountDue found={found} />
        <DownloadPdfButton found={found} showToasts={showToasts} />
        {business.abn && <DownloadEInvoiceLink invoiceId={id} />}
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <Detail term="Invoice number">{invoice.invoiceNumber}</Detail>
          <Detail term="Date">{businessDay(invoice.createdAt, business.timeZone)}</Detail>
          <Detail term="Business">{business.name}</Detail>
          <Detail term="Client">{invoice.clientName}</Detail>
          <Detail term="Due date">{displayDay(invoice.dueDate)}</Detail>
          <Detail term="Status">
            <Badge tone={statusTones[invoice.status]}>{InvoiceStatusLabels[invoice.status]}</Badge>
          </Detail>
        </dl>
      </Card>
      {lastPaid && (
        <p role="status" className="rounded-xl border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          Payment of {displayAmount(lastPaid)} processed successfully!
        </p>
      )}
      {owing && due !== '0.00' && <PayByCard key={due} invoiceId={id} due={due} onPaid={paid} />}
      {invoice.description && (
        <Card>
          <CardTitle>Description</CardTitle>
          <p className="mt-2 whitespace-pre-line text-stone-700">{invoice.description}</p>
        </Card>
      )}
      <InvoiceItems found={found} />
      {owing && <BankTransfer invoiceNumber={invoice.invoiceNumber} business={business} />}
    </BrandedPage>
  );
}
