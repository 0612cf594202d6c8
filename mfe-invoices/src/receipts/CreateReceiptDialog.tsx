import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { AUSTRALIAN_TIME_ZONE, DEFAULT_RECEIPT_MESSAGE, todayIn } from '@cobber/contracts';
import { Button, Spinner } from '@cobber/ui';
import { useBusiness } from '@cobber/ui/data';
import { Dialog, toast } from '@cobber/ui/widgets';
import { errorToast } from '../common/failureToast.ts';
import { invoiceKeys } from '../common/hooks/invoices.ts';
import { useCreateReceipt } from '../common/hooks/receipts.ts';
import { PaidForPickers } from './PaidForPickers.tsx';
import { ReceiptFields } from './ReceiptFields.tsx';
import { receiptSchema, showServerErrors, type ReceiptInput } from './receiptForm.ts';

interface CreateReceiptDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function CreateReceiptDialog({ open, onOpenChange }: CreateReceiptDialogProps) {
  // "Today" is the business's (its time zone's), not the phone's.
  const business = useBusiness();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Create Receipt" description="Generate a receipt for a completed payment">
      {open && business.isPending && <Spinner className="mx-auto" />}
      {open && !business.isPending && (
        <ReceiptForm timeZone={business.data?.timeZone ?? AUSTRALIAN_TIME_ZONE} onDone={() => onOpenChange(false)} />
      )}
    </Dialog>
  );
}

/**
 * Spec §5 "Receipt form", checked with the API's own schema; a client and an invoice
 * picked fill in what they know, so nothing is typed twice. A receipt for an invoice is
 * a payment on it: its balance moves.
 */
function ReceiptForm({ timeZone, onDone }: { timeZone: string; onDone: () => void }) {
  const createReceipt = useCreateReceipt();
  const queryClient = useQueryClient();
  const today = todayIn(timeZone);
  const form = useForm<ReceiptInput>({
    // raw: the API takes the amounts as typed; the parsed ones are cents.
    resolver: zodResolver(receiptSchema(timeZone, today), undefined, { raw: true }),
    defaultValues: {
      clientName: '',
      clientEmail: '',
      clientPhone: '',
      paymentAmount: '',
      paymentDate: today,
      description: '',
      messageTemplate: DEFAULT_RECEIPT_MESSAGE,
      invoiceId: null,
    },
  });

  const create = form.handleSubmit((receipt) =>
    createReceipt.mutate(receipt, {
      onSuccess: async () => {
        toast({ title: 'Receipt Created', description: 'Receipt has been generated successfully', variant: 'success' });
        onDone();
        if (receipt.invoiceId) await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      },
      onError: (failure) => {
        if (!showServerErrors(form, failure, ['paymentAmount', 'clientPhone', 'paymentDate'])) errorToast(failure, 'Failed to create receipt');
      },
    }),
  );

  return (
    <form onSubmit={create} noValidate className="flex flex-col gap-4">
      <PaidForPickers form={form} />
      <ReceiptFields form={form} today={today} />
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={onDone} disabled={createReceipt.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={createReceipt.isPending}>
          {createReceipt.isPending ? 'Creating...' : 'Create Receipt'}
        </Button>
      </div>
    </form>
  );
}
