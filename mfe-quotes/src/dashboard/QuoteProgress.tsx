import type { QuoteStatus } from '@cobber/contracts';
import { cn } from '@cobber/ui';

const STEPS = ['Created', 'Sent', 'Approved'] as const;

/** A draft is only created; sent, viewed and rejected were sent; approved is all three. */
function stepsDone(status: QuoteStatus): number {
  if (status === 'draft') return 1;
  if (status === 'approved') return 3;
  return 2;
}

export function QuoteProgress({ status }: { status: QuoteStatus }) {
  const done = stepsDone(status);
  return (
    <ol className="flex items-center gap-1.5" aria-label={`Progress: ${STEPS.slice(0, done).join(', ')}`}>
      {STEPS.map((step, index) => (
        <li key={step} className="flex flex-1 flex-col gap-1">
          <span className={cn('h-1.5 rounded-full', index < done ? 'bg-accent' : 'bg-stone-200')} />
          <span className={cn('text-[11px] font-medium', index < done ? 'text-stone-800' : 'text-stone-500')}>{step}</span>
        </li>
      ))}
    </ol>
  );
}
