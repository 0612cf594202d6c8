import type { Invoice } from '@cobber/contracts';
import { InvoiceStatusLabels } from '@cobber/contracts/display';
import { ProgressTracker } from '@cobber/ui/widgets';

/** Draft → sent → paid; overdue and cancelled take the failure branch in the last step. */
function trackerState(invoice: Invoice): { done: number; failure: string | null; text: string } {
  if (invoice.status === 'paid') return { done: 3, failure: null, text: 'Invoice paid in full' };
  if (invoice.status === 'cancelled') return { done: 1, failure: InvoiceStatusLabels.cancelled, text: 'Invoice was cancelled' };
  // The service decides overdue by the business's own day (its time zone).
  if (invoice.status === 'overdue') return { done: 2, failure: InvoiceStatusLabels.overdue, text: 'Payment is overdue' };
  if (invoice.status === 'sent') return { done: 2, failure: null, text: 'Invoice sent - awaiting payment' };
  return { done: 1, failure: null, text: 'Invoice in progress' };
}

export function InvoiceTracker({ invoice }: { invoice: Invoice }) {
  const { done, failure, text } = trackerState(invoice);
  return <ProgressTracker steps={['Draft', 'Sent', 'Paid']} done={done} failure={failure} message={text} />;
}
