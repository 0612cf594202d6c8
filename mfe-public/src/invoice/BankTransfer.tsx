import type { PublicInvoiceResponse } from '@cobber/contracts';
import { Card, CardTitle } from '@cobber/ui';

type Business = PublicInvoiceResponse['business'];

/** Bank transfer details and the PayID, with the invoice number as the payment reference. */
export function BankTransfer({ invoiceNumber, business }: { invoiceNumber: string; business: Business }) {
  const details = [
    ['Bank', business.bankName],
    ['BSB', business.bsb],
    ['Account number', business.accountNumber],
    ['Account name', business.accountName],
    ['PayID', business.payId],
  ].filter((detail): detail is [string, string] => Boolean(detail[1]));
  return (
    <Card className="space-y-3">
      <CardTitle>Pay by Bank Transfer</CardTitle>
      {details.length > 0 ? (
        <dl className="space-y-1">
          {details.map(([term, value]) => (
            <div key={term} className="flex justify-between gap-3">
              <dt className="shrink-0 text-stone-500">{term}</dt>
              <dd className="min-w-0 text-right font-semibold break-words">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-stone-700">Contact {business.name} for their bank details.</p>
      )}
      <p className="rounded-xl bg-(--brand-tint) p-3 text-sm text-stone-800">
        Please include the invoice number <strong>{invoiceNumber}</strong> as the reference.
      </p>
    </Card>
  );
}
