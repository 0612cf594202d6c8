import { lazy, Suspense } from 'react';
import type { Quote } from '@cobber/contracts';
import { Dialog } from '@cobber/ui/widgets';

// The form and the deposit's schema load when the dialog first opens, not with Quote Details.
const DepositForm = lazy(() => import('./DepositForm.tsx').then(({ DepositForm }) => ({ default: DepositForm })));

interface DepositDialogProps {
  quote: Quote;
  totalCents: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks the client for a deposit against the quote: 30% of the total suggested. */
export function DepositDialog({ quote, totalCents, open, onOpenChange }: DepositDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Request Deposit"
      description="The deposit is added to the quote as a payment request, apart from its total."
    >
      {open && (
        <Suspense fallback={null}>
          <DepositForm quote={quote} totalCents={totalCents} onDone={() => onOpenChange(false)} />
        </Suspense>
      )}
    </Dialog>
  );
}
