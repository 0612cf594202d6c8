import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type { Receipt } from '@cobber/contracts';
import { AUSTRALIAN_TIME_ZONE, DEFAULT_RECEIPT_MESSAGE, todayIn } from '@cobber/contracts/display';
import { PhotosToAdd, type HeldPhoto } from '@cobber/web';
import { Button, Spinner } from '@cobber/ui';
import { useBusiness } from '@cobber/web/data';
import { Dialog, toast } from '@cobber/ui/widgets';
import { errorToast } from '../common/failureToast.ts';
import { invoiceKeys } from '../common/hooks/invoices.ts';
import { useCreateReceipt, useRefreshReceipts } from '../common/hooks/receipts.ts';
import { PaidForPickers } from './PaidForPickers.tsx';
import { ReceiptPhotosStep } from './photos/ReceiptPhotosStep.tsx';
import { ReceiptFields } from './ReceiptFields.tsx';
import { receiptResolver, showServerErrors, type ReceiptInput } from './receiptForm.ts';

interface CreateReceiptDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface Created {
  receipt: Receipt;
  photos: HeldPhoto[];
}

/**
 * A receipt has no id to send photos to until it is saved: photos chosen on the form are
 * held on the phone and, once the receipt is made, sent in the same sheet with their
 * progress; it stays open until they are up. Without photos the sheet closes as soon as
 * the receipt is made.
 */
export function CreateReceiptDialog({ open, onOpenChange }: CreateReceiptDialogProps) {
  // "Today" is the business's (its time zone's), not the phone's.
  const business = useBusiness();
  const refresh = useRefreshReceipts();
  const [created, setCreated] = useState<Created | null>(null);
  const [toGo, setToGo] = useState(0);
  const change = (opened: boolean) => {
    if (!opened && toGo > 0) return;
    onOpenChange(opened);
    if (opened) return;
    // The card's thumbnail is the first Before photo, sent after the receipt was listed.
    if (created) void refresh();
    setCreated(null);
  };
  const made = (receipt: Receipt, photos: HeldPhoto[]) => {
    if (photos.length === 0) return change(false);
    setToGo(photos.length);
    setCreated({ receipt, photos });
  };
  return (
    <Dialog open={open} onOpenChange={change} title="Create Receipt" description="Generate a receipt for a completed payment">
      {open && business.isPending && <Spinner className="mx-auto" />}
      {open && !business.isPending && !created && (
        <ReceiptForm timeZone={business.data?.timeZone ?? AUSTRALIAN_TIME_ZONE} onCreated={made} onCancel={() => change(false)} />
      )}
      {open && created && (
        <ReceiptPhotosStep receipt={created.receipt} held={created.photos} toGo={toGo} onUploading={setToGo} onDone={() => change(false)} />
      )}
    </Dialog>
  );
}

interface ReceiptFormProps {
  timeZone: string;
  onCreated: (receipt: Receipt, photos: HeldPhoto[]) => void;
  onCancel: () => void;
}

/**
 * The Receipt form, checked with the API's own schema; a client and an invoice
 * picked fill in what they know, so nothing is typed twice. A receipt for an invoice is
 * a payment on it: its balance moves.
 */
function ReceiptForm({ timeZone, onCreated, onCancel }: ReceiptFormProps) {
  const createReceipt = useCreateReceipt();
  const [photos, setPhotos] = useState<HeldPhoto[]>([]);
  const queryClient = useQueryClient();
  const today = todayIn(timeZone);
  const form = useForm<ReceiptInput>({
    resolver: receiptResolver(timeZone, today),
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
      onSuccess: async (created) => {
        toast({ title: 'Receipt Created', description: 'Receipt has been generated successfully', variant: 'success' });
        onCreated(created, photos);
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
      <PhotosToAdd photos={photos} onChange={setPhotos} documentName="receipt" />
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={onCancel} disabled={createReceipt.isPending}>
          Cancel
        </Button>
        {/* Disabled from the first tap: the check may still be fetching its schema, and a second tap would record the payment twice. */}
        <Button type="submit" disabled={form.formState.isSubmitting || createReceipt.isPending}>
          {createReceipt.isPending ? 'Creating...' : 'Create Receipt'}
        </Button>
      </div>
    </form>
  );
}
