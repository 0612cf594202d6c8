import { Button } from '@cobber/ui';
import { Dialog, toast } from '@cobber/ui/widgets';
import { failureToast } from '../common/failureToast.ts';
import { useResetFromQuote } from '../common/hooks/invoices.ts';

interface ResetItemsDialogProps {
  invoiceId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Puts the quote's lines back, replacing every change made on the invoice: asked first. */
export function ResetItemsDialog({ invoiceId, open, onOpenChange }: ResetItemsDialogProps) {
  const resetFromQuote = useResetFromQuote(invoiceId);

  function reset() {
    resetFromQuote.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Items Reset', description: 'Items reset from quote successfully', variant: 'success' });
        onOpenChange(false);
      },
      onError: (failure) => failureToast('Failed to update invoice. Please try again.', failure),
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reset from quote"
      description="The invoice's items are replaced by the quote's items as they stand now."
    >
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={resetFromQuote.isPending}>
          Cancel
        </Button>
        <Button onClick={reset} disabled={resetFromQuote.isPending}>
          {resetFromQuote.isPending ? 'Resetting...' : 'Reset Items'}
        </Button>
      </div>
    </Dialog>
  );
}
