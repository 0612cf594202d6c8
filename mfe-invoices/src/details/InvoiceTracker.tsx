import { Check, X } from 'lucide-react';
import { InvoiceStatusLabels, isOverdue, type Invoice } from '@cobber/contracts';
import { Card, cn } from '@cobber/ui';

/** Spec §4: draft → sent → paid; overdue and cancelled take the failure branch in the last step. */
function trackerState(invoice: Invoice): { done: number; failure: string | null; text: string } {
  if (invoice.status === 'paid') return { done: 3, failure: null, text: 'Invoice paid in full' };
  if (invoice.status === 'cancelled') return { done: 1, failure: InvoiceStatusLabels.cancelled, text: 'Invoice was cancelled' };
  if (isOverdue(invoice.dueDate, invoice.status)) return { done: 2, failure: InvoiceStatusLabels.overdue, text: 'Payment is overdue' };
  if (invoice.status === 'sent') return { done: 2, failure: null, text: 'Invoice sent - awaiting payment' };
  return { done: 1, failure: null, text: 'Invoice in progress' };
}

export function InvoiceTracker({ invoice }: { invoice: Invoice }) {
  const { done, failure, text } = trackerState(invoice);
  const steps = ['Draft', 'Sent', failure ?? 'Paid'];
  return (
    <Card className="flex flex-col gap-3">
      <ol className="flex items-start">
        {steps.map((step, index) => {
          const failed = failure !== null && index === 2;
          const reached = index < done;
          return (
            <li key={step} className="flex flex-1 flex-col items-center gap-1.5 text-center">
              <span
                className={cn(
                  'flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold',
                  failed && 'border-red-600 bg-red-600 text-white',
                  !failed && reached && 'border-accent bg-accent text-white',
                  !failed && !reached && 'border-stone-300 bg-white text-stone-400',
                )}
              >
                {failed ? <X aria-hidden className="size-4" /> : reached ? <Check aria-hidden className="size-4" /> : index + 1}
              </span>
              <span className={cn('text-xs font-medium', failed ? 'text-red-700' : reached ? 'text-stone-900' : 'text-stone-400')}>
                {step}
              </span>
            </li>
          );
        })}
      </ol>
      <p className={cn('text-center text-sm font-medium', failure ? 'text-red-700' : 'text-stone-700')}>{text}</p>
    </Card>
  );
}
