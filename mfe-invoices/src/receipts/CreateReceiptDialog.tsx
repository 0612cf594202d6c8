import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  AUSTRALIAN_TIME_ZONE,
  calendarDateIn,
  CreateReceipt,
  DEFAULT_RECEIPT_MESSAGE,
  EARLIEST_PAYMENT_DATE,
  paymentDateProblem,
  ReceiptPaymentMethod,
  todayIn,
} from '@cobber/contracts';
import { Button, Field, Input, Select, Spinner, Textarea } from '@cobber/ui';
import { useBusiness } from '@cobber/ui/data';
import { Dialog, toast } from '@cobber/ui/widgets';
import { errorToast } from '../common/failureToast.ts';
import { useCreateReceipt } from '../common/hooks/receipts.ts';

type ReceiptInput = z.input<typeof CreateReceipt>;

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

/** The API's schema, with the payment date judged against the business's today as the service will. */
function receiptSchema(timeZone: string, today: string) {
  const paymentDate = CreateReceipt.shape.paymentDate.superRefine((sent, ctx) => {
    const problem = paymentDateProblem(calendarDateIn(sent, timeZone), today);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
  return CreateReceipt.extend({ paymentDate });
}

/** Spec §5 "Receipt form", checked with the API's own schema. */
function ReceiptForm({ timeZone, onDone }: { timeZone: string; onDone: () => void }) {
  const createReceipt = useCreateReceipt();
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
    },
  });
  const { errors } = form.formState;

  const create = form.handleSubmit((receipt) =>
    createReceipt.mutate(receipt, {
      onSuccess: () => {
        toast({ title: 'Receipt Created', description: 'Receipt has been generated successfully', variant: 'success' });
        onDone();
      },
      onError: (failure) => errorToast(failure, 'Failed to create receipt'),
    }),
  );

  return (
    <form onSubmit={create} noValidate className="flex flex-col gap-4">
      <Field label="Client name" error={errors.clientName?.message}>
        <Input autoComplete="off" {...form.register('clientName')} />
      </Field>
      <Field label="Client email" error={errors.clientEmail?.message}>
        <Input type="email" autoComplete="off" {...form.register('clientEmail')} />
      </Field>
      <Field label="Client phone" hint="For sending the receipt by SMS" error={errors.clientPhone?.message}>
        <Input type="tel" autoComplete="off" {...form.register('clientPhone')} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Amount ($)" error={errors.paymentAmount?.message}>
          <Input type="number" inputMode="decimal" step="0.01" min="0.01" {...form.register('paymentAmount')} />
        </Field>
        <Field label="Payment date" error={errors.paymentDate?.message}>
          <Input type="date" min={EARLIEST_PAYMENT_DATE} max={today} {...form.register('paymentDate')} />
        </Field>
      </div>
      <Field label="Payment method" error={errors.paymentMethod?.message}>
        <Select defaultValue="" {...form.register('paymentMethod')}>
          <option value="" disabled>
            Select a payment method
          </option>
          {ReceiptPaymentMethod.options.map((method) => (
            <option key={method} value={method}>
              {method}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Description" error={errors.description?.message}>
        <Input autoComplete="off" placeholder="Hot water system replacement" {...form.register('description')} />
      </Field>
      <Field label="Message" error={errors.messageTemplate?.message}>
        <Textarea {...form.register('messageTemplate')} />
      </Field>
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
