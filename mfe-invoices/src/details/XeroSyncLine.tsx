import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceXeroSync } from '@cobber/contracts';
import { api } from '@cobber/web';

const timeText = (iso: string) => new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

/** What the line says of the invoice in Xero; nothing until the business connects Xero and sends it. */
function syncText(sync: InvoiceXeroSync): { text: string; trouble: boolean } | null {
  const paymentsWaiting = sync.payments.waiting + sync.payments.failed;
  switch (sync.state) {
    case 'in-xero':
      if (sync.payments.failed > 0 && sync.message) return { text: `In Xero; a payment is not: ${sync.message}`, trouble: true };
      return { text: paymentsWaiting ? `In Xero; ${paymentsWaiting === 1 ? '1 payment' : `${paymentsWaiting} payments`} still to go` : 'In Xero', trouble: false };
    case 'waiting':
      return { text: sync.message ?? 'Going to Xero', trouble: false };
    case 'failed':
    case 'refused': {
      // A refusal is in Xero's words; an outage or a lost sign-in is ours.
      const said = sync.state === 'refused' ? `Xero said: ${sync.message ?? 'no'}` : (sync.message ?? 'Not in Xero yet');
      return { text: `${said}${sync.nextAttemptAt ? ` (trying again ${timeText(sync.nextAttemptAt)})` : ''}`, trouble: true };
    }
    default:
      return null;
  }
}

/** Where the invoice stands with Xero. */
export function xeroSyncQuery(invoiceId: string) {
  return queryOptions({
    queryKey: ['invoices', 'xero', invoiceId],
    queryFn: () => api('GET /api/invoices/:id/xero', { params: { id: invoiceId } }),
  });
}

/** Where the invoice stands with Xero, on Invoice Details. */
export function XeroSyncLine({ invoiceId }: { invoiceId: string }) {
  const sync = useQuery({ ...xeroSyncQuery(invoiceId), refetchInterval: 15_000 });
  const line = sync.data ? syncText(sync.data) : null;
  if (!line) return null;
  return (
    <p role="status" className={line.trouble ? 'text-sm text-red-700' : 'text-sm text-stone-600'}>
      {line.text}
    </p>
  );
}
