import { useState } from 'react';
import { Ban } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '@cobber/contracts';
import { Button, Card, CardTitle } from '@cobber/ui';
import { Dialog, toast } from '@cobber/ui/widgets';
import { api, ApiError } from '@cobber/web';
import { invoiceKeys } from '../common/hooks/invoices.ts';

function useCancelInvoice(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST /api/invoices/:id/cancel', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

/** What cancelling does to this invoice, said before it is done. */
function consequence(invoice: Invoice): string {
  if (invoice.status === 'draft') return 'It was never sent, so your client never had it. This cannot be undone.';
  return 'Your client’s page will say it was cancelled and take no payment, and you can download its credit note for the books. This cannot be undone.';
}

/**
 * More actions: cancelling an invoice with nothing paid on it, asked first. The service's
 * refusal (money already received) is shown in the dialog, where the owner is looking.
 */
export function CancelInvoiceCard({ invoice }: { invoice: Invoice }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelInvoice(invoice.id);
  if (invoice.status === 'cancelled' || invoice.status === 'paid') return null;

  function confirm() {
    cancel.mutate(undefined, {
      onSuccess: () => {
        toast({ title: `${invoice.invoiceNumber} cancelled`, variant: 'success' });
        setOpen(false);
      },
    });
  }

  const refusal = cancel.error ? ((cancel.error instanceof ApiError && cancel.error.serverMessage) || 'Failed to cancel the invoice. Please try again.') : null;
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>More actions</CardTitle>
      <Button variant="outline" onClick={() => (cancel.reset(), setOpen(true))}>
        <Ban aria-hidden />
        Cancel invoice
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={`Cancel ${invoice.invoiceNumber}?`} description={consequence(invoice)}>
        {refusal && (
          <p role="alert" className="mb-3 text-sm text-red-700">
            {refusal}
          </p>
        )}
        <div className="grid grid-cols-2 gap-3">
          <Button variant="outline" onClick={() => setOpen(false)} disabled={cancel.isPending}>
            Keep invoice
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : 'Cancel invoice'}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
