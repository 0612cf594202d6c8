import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { CreateInvoiceItem } from '@cobber/contracts';
import { ItemTypeLabels, PRICED_ITEM_TYPES } from '@cobber/contracts/display';
import { Button, Field, Input, resolverLater, Select } from '@cobber/ui';
import { Dialog, toast } from '@cobber/ui/widgets';
import { failureToast } from '../common/failureToast.ts';
import { useAddInvoiceItem } from '../common/hooks/invoices.ts';

type ItemInput = z.input<typeof CreateInvoiceItem>;

interface AddItemDialogProps {
  invoiceId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function AddItemDialog({ invoiceId, open, onOpenChange }: AddItemDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add Item">
      {open && <AddItemForm invoiceId={invoiceId} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function AddItemForm({ invoiceId, onDone }: { invoiceId: string; onDone: () => void }) {
  const addItem = useAddInvoiceItem(invoiceId);
  const form = useForm<ItemInput>({
    resolver: resolverLater(async () => {
      const [{ zodResolver }, { CreateInvoiceItem }] = await Promise.all([import('@hookform/resolvers/zod'), import('@cobber/contracts')]);
      // raw: the API takes the amounts as typed; the parsed ones are cents.
      return zodResolver(CreateInvoiceItem, undefined, { raw: true });
    }),
    defaultValues: { description: '', type: 'labor', quantity: '1', unitPrice: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const described = (form.watch('description') ?? '').trim() !== '';

  const create = form.handleSubmit((item) =>
    addItem.mutate(item, {
      onSuccess: () => {
        toast({ title: 'Item Added', variant: 'success' });
        onDone();
      },
      onError: (failure) => failureToast('Failed to update invoice. Please try again.', failure),
    }),
  );

  return (
    <form onSubmit={create} noValidate className="flex flex-col gap-4">
      <Field label="Description" error={errors.description?.message}>
        <Input autoComplete="off" {...form.register('description')} />
      </Field>
      <Field label="Type" error={errors.type?.message}>
        <Select {...form.register('type')}>
          {PRICED_ITEM_TYPES.map((type) => (
            <option key={type} value={type}>
              {ItemTypeLabels[type]}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Quantity" error={errors.quantity?.message}>
          <Input type="number" inputMode="decimal" step="0.01" min="0.01" {...form.register('quantity')} />
        </Field>
        <Field label="Unit price ($)" error={errors.unitPrice?.message}>
          <Input type="number" inputMode="decimal" step="0.01" min="0.01" {...form.register('unitPrice')} />
        </Field>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={onDone} disabled={addItem.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!described || isSubmitting || addItem.isPending}>
          Create Invoice item
        </Button>
      </div>
    </form>
  );
}
