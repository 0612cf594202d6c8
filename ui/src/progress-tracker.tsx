import { Check, X } from 'lucide-react';
import { Card } from './card.tsx';
import { cn } from './cn.ts';

export interface ProgressTrackerProps {
  /** The step names in order, e.g. Draft, Sent, Approved. */
  steps: string[];
  /** How many steps are reached. */
  done: number;
  /** The last step's name when the document took the failure branch (Rejected, Overdue…). */
  failure?: string | null;
  /** The line under the steps. */
  message: string;
}

/** A document's progress tracker: reached steps ticked, a failure shown in red as the last. */
export function ProgressTracker({ steps, done, failure = null, message }: ProgressTrackerProps) {
  const shown = failure ? [...steps.slice(0, -1), failure] : steps;
  return (
    <Card className="flex flex-col gap-3">
      <ol className="flex items-start">
        {shown.map((step, index) => {
          const failed = failure !== null && index === shown.length - 1;
          const reached = index < done;
          return (
            <li key={step} className="flex flex-1 flex-col items-center gap-1.5 text-center">
              <span
                className={cn(
                  'flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold',
                  failed && 'border-red-600 bg-red-600 text-white',
                  !failed && reached && 'border-accent bg-accent text-white',
                  !failed && !reached && 'border-stone-300 bg-white text-stone-500',
                )}
              >
                {failed ? <X aria-hidden className="size-4" /> : reached ? <Check aria-hidden className="size-4" /> : index + 1}
              </span>
              <span className={cn('text-xs font-medium', failed ? 'text-red-700' : reached ? 'text-stone-900' : 'text-stone-500')}>
                {step}
              </span>
            </li>
          );
        })}
      </ol>
      <p className={cn('text-center text-sm font-medium', failure ? 'text-red-700' : 'text-stone-700')}>{message}</p>
    </Card>
  );
}
