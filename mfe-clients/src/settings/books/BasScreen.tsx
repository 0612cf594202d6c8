import { useState } from 'react';
import { Info } from 'lucide-react';
import { AUSTRALIAN_TIME_ZONE, displayMoney, parseMoney, todayIn, type Business, type GstBasis, type GstInvoice, type GstPayment, type GstReport } from '@cobber/contracts';
import { Card, CardTitle, Field, LoadFailed, PageSpinner, Select, Spinner } from '@cobber/ui';
import { useBusiness } from '@cobber/web/data';
import { Choices } from './Choices.tsx';
import { displayDay, quarterKey, quarterOfKey, recentQuarters } from './ranges.ts';
import { useGstReport } from './useGstReport.ts';

const BASES: { value: GstBasis; label: string }[] = [
  { value: 'cash', label: 'Cash' },
  { value: 'accrual', label: 'Accruals' },
];

const money = (amount: string) => displayMoney(parseMoney(amount));

/** Settings → GST for the BAS: a quarter's G1 and 1A, with what is behind them. */
export default function BasScreen() {
  const business = useBusiness();
  if (business.isPending) return <PageSpinner />;
  if (business.isError) {
    return <LoadFailed title="Error loading settings" message="There was an issue loading your business settings." onRetry={() => business.refetch()} />;
  }
  return <Bas business={business.data} />;
}

function Bas({ business }: { business: Business | null }) {
  const quarters = recentQuarters(todayIn(business?.timeZone ?? AUSTRALIAN_TIME_ZONE));
  // The last full quarter: the one a BAS is due for.
  const [key, setKey] = useState(quarterKey(quarters[1]!));
  const [basis, setBasis] = useState<GstBasis>(business?.basBasis ?? 'cash');
  const quarter = quarterOfKey(key) ?? quarters[1]!;
  const report = useGstReport(quarter, basis);

  return (
    <div className="flex flex-col gap-4 pb-6">
      <h1 className="text-2xl font-bold">GST for the BAS</h1>
      <Card className="flex flex-col gap-4">
        <Field label="Quarter">
          <Select value={key} onChange={(event) => setKey(event.target.value)}>
            {quarters.map((option) => (
              <option key={quarterKey(option)} value={quarterKey(option)}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-stone-700">Basis</span>
          <Choices label="Basis" options={BASES} value={basis} onChange={setBasis} />
          <p className="text-xs text-stone-500">
            {basis === 'cash' ? 'Cash: GST on the payments you received in the quarter.' : 'Accruals: GST on the invoices you issued in the quarter.'} Your
            setting is {business?.basBasis === 'accrual' ? 'accruals' : 'cash'} (Settings → Accounting).
          </p>
        </div>
      </Card>
      {report.isPending ? (
        <Spinner />
      ) : report.isError ? (
        <LoadFailed title="Error loading the GST figures" message={report.error.message} onRetry={() => report.refetch()} />
      ) : (
        <Figures report={report.data} />
      )}
      <p className="flex gap-2 rounded-xl bg-sky-50 p-3 text-sm text-sky-900">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        Cobber does not lodge your BAS — give these figures to your BAS agent or enter them in ATO Online Services.
      </p>
    </div>
  );
}

function Figures({ report }: { report: GstReport }) {
  return (
    <>
      <Card className="grid grid-cols-2 gap-4">
        <Figure label="G1 Total sales" hint="including GST" amount={report.G1} testId="bas-g1" />
        <Figure label="1A GST on sales" hint="to pay the ATO" amount={report['1A']} testId="bas-1a" />
        <p className="col-span-2 text-xs text-stone-500">
          {displayDay(report.from)} – {displayDay(report.to)}, {report.basis === 'cash' ? 'cash' : 'accruals'} basis.
        </p>
      </Card>
      {report.basis === 'accrual' ? <InvoicesBehind invoices={report.invoices} /> : <PaymentsBehind payments={report.payments} />}
      {report.basis === 'cash' && report.uncounted.length > 0 && <Uncounted payments={report.uncounted} />}
    </>
  );
}

function Figure({ label, hint, amount, testId }: { label: string; hint: string; amount: string; testId: string }) {
  return (
    <div className="flex flex-col">
      <span className="text-sm font-semibold text-stone-700">{label}</span>
      <span className="text-2xl font-bold tabular-nums" data-testid={testId}>
        {money(amount)}
      </span>
      <span className="text-xs text-stone-500">{hint}</span>
    </div>
  );
}

function Row({ title, detail, amount, gst }: { title: string; detail: string; amount: string; gst: string | null }) {
  return (
    <li className="flex items-start justify-between gap-3 py-2">
      <div className="flex min-w-0 flex-col">
        <span className="truncate font-medium">{title}</span>
        <span className="truncate text-xs text-stone-500">{detail}</span>
      </div>
      <div className="flex flex-col items-end tabular-nums">
        <span className="font-medium">{money(amount)}</span>
        <span className="text-xs text-stone-500">{gst === null ? 'GST unknown' : `GST ${money(gst)}`}</span>
      </div>
    </li>
  );
}

function InvoicesBehind({ invoices }: { invoices: GstInvoice[] }) {
  return (
    <Card className="flex flex-col gap-2">
      <CardTitle>Invoices issued ({invoices.length})</CardTitle>
      {invoices.length === 0 ? (
        <p className="text-sm text-stone-500">No invoices issued in this quarter.</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {invoices.map((invoice) => (
            <Row key={invoice.id} title={`${invoice.invoiceNumber} · ${invoice.clientName}`} detail={displayDay(invoice.issueDate)} amount={invoice.total} gst={invoice.gst} />
          ))}
        </ul>
      )}
    </Card>
  );
}

const paidFor = (payment: GstPayment) => payment.invoiceNumber ?? (payment.quoteNumber ? `deposit on ${payment.quoteNumber}` : 'no invoice');

function PaymentsBehind({ payments }: { payments: GstPayment[] }) {
  return (
    <Card className="flex flex-col gap-2">
      <CardTitle>Payments received ({payments.length})</CardTitle>
      {payments.length === 0 ? (
        <p className="text-sm text-stone-500">No payments received in this quarter.</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {payments.map((payment) => (
            <Row
              key={payment.receiptId}
              title={`${payment.receiptNumber} · ${payment.clientName}`}
              detail={`${displayDay(payment.paymentDate)} · ${paidFor(payment)} · ${payment.method}`}
              amount={payment.amount}
              gst={payment.gst}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

function Uncounted({ payments }: { payments: GstPayment[] }) {
  return (
    <Card className="flex flex-col gap-2">
      <CardTitle>Not counted ({payments.length})</CardTitle>
      <p className="text-xs text-stone-500">Receipts not linked to an invoice or quote, or for an invoice since cancelled: Cobber can’t tell their GST. Check them with your BAS agent.</p>
      <ul className="divide-y divide-stone-100">
        {payments.map((payment) => (
          <Row key={payment.receiptId} title={`${payment.receiptNumber} · ${payment.clientName}`} detail={`${displayDay(payment.paymentDate)} · ${payment.method}`} amount={payment.amount} gst={payment.gst} />
        ))}
      </ul>
    </Card>
  );
}
