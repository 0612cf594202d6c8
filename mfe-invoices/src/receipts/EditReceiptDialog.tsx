import { useForm } from 'react-hook-form';
import type { Receipt } from '@cobber/contracts';
import { AUSTRALIAN_TIME_ZONE, todayIn } from '@cobber/contracts/display';
import { JobPhotos } from '@cobber/web';
import { Button, Spinner } from '@cobber/ui';
import { useBusiness } from '@cobber/web/data';
import { Dialog, toast } from '@cobber/ui/widgets';
import { errorToast } from '../common/failureToast.ts';
import { useUpdateReceipt } from './hooks.ts';
import { StillUploading } from './photos/StillUploading.tsx';
import { usePhotosSheet } from './photos/usePhotosSheet.ts';
import { ReceiptFields } from './ReceiptFields.tsx';
import { receiptResolver, showServerErrors, type ReceiptInput } from './receiptForm.ts';

interface EditReceiptDialogProps {
  receipt: Receipt;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A receipt corrected before it goes out (a phone added, an amount mistyped); sent, it
 * stays as sent. Its photos are kept as they are changed, apart from Save (usePhotosSheet:
 * open while any are uploading).
 */
export function EditReceiptDialog({ receipt, open, onOpenChange }: EditReceiptDialogProps) {
  const business = useBusiness();
  const { change, toGo, onUploading } = usePhotosSheet(onOpenChange);
  return (
    <Dialog open={open} onOpenChange={change} title={`Edit ${receipt.receiptNumber}`} description="Correct the receipt before you send it">
      {open && business.isPending && <Spinner className="mx-auto" />}
      {open && !business.isPending && (
        <div className="flex flex-col gap-4">
          <EditReceiptForm receipt={receipt} timeZone={business.data?.timeZone ?? AUSTRALIAN_TIME_ZONE} onDone={() => change(false)} />
          <JobPhotos document={{ kind: 'receipts', id: receipt.id }} onUploading={onUploading} />
          <StillUploading toGo={toGo} />
        </div>
      )}
    </Dialog>
  );
}

function EditReceiptForm({ receipt, timeZone, onDone }: { receipt: Receipt; timeZone: string; onDone: () => void }) {
  const updateReceipt = useUpdateReceipt(receipt.id);
  const today = todayIn(timeZone);
  const form = useForm<ReceiptInput>({
    resolver: receiptResolver(timeZone, today),
    defaultValues: {
      clientName: receipt.clientName,
      clientEmail: receipt.clientEmail ?? '',
      clientPhone: receipt.clientPhone ?? '',
      paymentAmount: receipt.paymentAmount,
      paymentMethod: receipt.paymentMethod,
      paymentDate: receipt.paymentDate,
      description: receipt.description ?? '',
      messageTemplate: receipt.messageTemplate,
    },
  });

  // Which invoice or quote it pays stays as recorded.
  const save = form.handleSubmit(({ invoiceId: _invoice, quoteId: _quote, ...changes }) =>
    updateReceipt.mutate(changes, {
      onSuccess: () => {
        toast({ title: 'Receipt Updated', description: 'Receipt has been updated successfully', variant: 'success' });
        onDone();
      },
      onError: (failure) => {
        if (!showServerErrors(form, failure, ['paymentAmount', 'clientPhone', 'paymentDate'])) errorToast(failure, 'Failed to update receipt');
      },
    }),
  );

  const card = receipt.takenByCard ? { amount: receipt.paymentAmount, date: receipt.paymentDate } : undefined;
  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-4">
      <ReceiptFields form={form} today={today} card={card} />
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={onDone} disabled={updateReceipt.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting || updateReceipt.isPending}>
          {updateReceipt.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
