import type { QuoteStatus } from '@cobber/contracts';
import { ProgressTracker } from '@cobber/ui/widgets';

/** Draft → sent → approved; a quote the client opened is still awaiting their answer. */
function trackerText(status: QuoteStatus): string {
  if (status === 'approved') return 'Quote accepted by the client';
  if (status === 'sent' || status === 'viewed') return 'Quote sent - awaiting client response';
  if (status === 'rejected') return 'Quote was rejected';
  if (status === 'expired') return 'Quote expired - change Valid until or send it again';
  return 'Quote in progress';
}

function stepsDone(status: QuoteStatus): number {
  if (status === 'draft') return 1;
  if (status === 'approved') return 3;
  return 2;
}

export function QuoteTracker({ status }: { status: QuoteStatus }) {
  return (
    <ProgressTracker
      steps={['Draft', 'Sent', 'Approved']}
      done={stepsDone(status)}
      failure={status === 'rejected' ? 'Rejected' : status === 'expired' ? 'Expired' : null}
      message={trackerText(status)}
    />
  );
}
