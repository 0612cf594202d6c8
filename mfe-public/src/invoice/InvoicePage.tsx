import type { InvoiceStatus, PublicInvoiceResponse } from '@cobber/contracts';
import { Badge, Card, CardTitle, type BadgeTone } from '@cobber/ui';
import { Detail } from '../common/DocumentParts.tsx';
import { quoteDate } from '../quote/format.ts';
import { brandTheme } from '../quote/theme.ts';
import { AmountDue } from './AmountDue.tsx';
import { BankTransfer } from './BankTransfer.tsx';
import { DownloadPdfButton } from './DownloadPdfButton.tsx';
import { calendarDate, invoiceStatusLabels } from './format.ts';
import { InvoiceItems } from './InvoiceItems.tsx';
import { PaymentPanel } from './PaymentPanel.tsx';

const statusTones = { draft: 'neutral', sent: 'info', paid: 'success', overdue: 'danger', cancelled: 'neutral' } as const satisfies Record<
  InvoiceStatus,
  BadgeTone
>;

interface InvoicePageProps {
  found: PublicInvoiceResponse;
  showToasts?: (() => Promise<void>) | undefined;
}

/** The public invoice page (spec §2), themed with the business's brand colours. */
export function InvoicePage({ found, showToasts }: InvoicePageProps) {
  const { invoice, business } = found;
  return (
    <div style={brandTheme(business.brandColors)} className="min-h-dvh bg-(--brand-tint)">
      <header className="bg-(--brand) text-(--brand-on)">
        <div className="mx-auto flex max-w-2xl items-center gap-3 px-4 py-4">
          {business.logoUrl && <img src={business.logoUrl} alt={`${business.name} logo`} className="h-12 w-auto max-w-24 rounded-lg bg-white object-contain p-1" />}
          <p className="text-lg font-bold leading-tight">{business.name}</p>
        </div>
      </header>
      <main className="mx-auto max-w-2xl space-y-4 p-4 pb-10">
        <PaymentPanel invoice={invoice} business={business} />
        <Card className="space-y-4">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-stone-500">{business.applyGST ? 'Tax Invoice' : 'Invoice'}</p>
            <h1 className="text-2xl font-bold leading-tight">{invoice.title}</h1>
          </div>
          <AmountDue found={found} />
          <DownloadPdfButton found={found} showToasts={showToasts} />
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <Detail term="Invoice number">{invoice.invoiceNumber}</Detail>
            <Detail term="Date">{quoteDate(invoice.createdAt, business.timeZone)}</Detail>
            <Detail term="Business">{business.name}</Detail>
            <Detail term="Client">{invoice.clientName}</Detail>
            <Detail term="Due date">{calendarDate(invoice.dueDate)}</Detail>
            <Detail term="Status">
              <Badge tone={statusTones[invoice.status]}>{invoiceStatusLabels[invoice.status]}</Badge>
            </Detail>
          </dl>
        </Card>
        {invoice.description && (
          <Card>
            <CardTitle>Description</CardTitle>
            <p className="mt-2 whitespace-pre-line text-stone-700">{invoice.description}</p>
          </Card>
        )}
        <InvoiceItems found={found} />
        {invoice.status !== 'paid' && invoice.status !== 'cancelled' && <BankTransfer invoiceNumber={invoice.invoiceNumber} business={business} />}
      </main>
    </div>
  );
}
