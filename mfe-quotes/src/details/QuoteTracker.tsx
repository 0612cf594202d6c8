import { Check, X } from 'lucide-react';
import type { QuoteStatus } from '@cobber/contracts';
import { Card, cn } from '@cobber/ui';

/** Spec §4: draft → sent → approved; a quote the client opened is still awaiting their answer. */
function trackerText(status: QuoteStatus): string {
  if (status === 'approved') return 'Quote completed successfully!';
  if (status === 'sent' || status === 'viewed') return 'Quote sent - awaiting client response';
  if (status === 'rejected') return 'Quote was rejected';
  return 'Quote in progress';
}

function stepsDone(status: QuoteStatus): number {
  if (status === 'draft') return 1;
  if (status === 'approved') return 3;
  return 2;
}

export function QuoteTracker({ status }: { status: QuoteStatus }) {
  const rejected = status === 'rejected';
  const done = stepsDone(status);
  const steps = ['Draft', 'Sent', rejected ? 'Rejected' : 'Approved'];
  return (
    <Card className="flex flex-col gap-3">
      <ol className="flex items-start">
        {steps.map((step, index) => {
          const failed = rejected && index === 2;
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
      <p className={cn('text-center text-sm font-medium', rejected ? 'text-red-700' : 'text-stone-700')}>{trackerText(status)}</p>
    </Card>
  );
}
