import { useForm } from 'react-hook-form';
import type { Invoice, InvoiceItem } from '@cobber/contracts';
import { ItemTypeLabels, PRICED_ITEM_TYPES } from '@cobber/contracts/display';
import { Button, Card, CardTitle, Field, Input, Select, Textarea } from '@cobber/ui';
import { toast } from '@cobber/ui/toasts';
import { failureToast } from '../common/failureToast.ts';
import { useSaveInvoice } from '../common/hooks/invoices.ts';
import { editResolver, editValues, invoiceChanges, type EditValues } from './editInvoice.ts';

interface EditInvoiceFormProps {
  invoice: Invoice;
  items: InvoiceItem[];
  onDone: () => void;
}

/** Edit mode: Save sends what changed; Cancel drops the form, so the stored values show again. */
export function EditInvoiceForm({ invoice, items, onDone }: EditInvoiceFormProps) {
  const saveInvoice = useSaveInvoice(invoice.id);
  const original = editValues(invoice, items);
  const form = useForm<EditValues>({ resolver: editResolver, defaultValues: original });
  const { errors, isSubmitting } = form.formState;

  const save = form.handleSubmit((edited) =>
    saveInvoice.mutate(invoiceChanges(original, edited), {
      onSuccess: () => {
        toast({ title: 'Invoice updated successfully', variant: 'success' });
        onDone();
      },
      onError: (failure) => failureToast('Failed to update invoice. Please try again.', failure),
    }),
  );

  function cancel() {
    form.reset(original);
    onDone();
  }

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-4">
      <Card className="flex flex-col gap-4">
        <CardTitle>Edit {invoice.invoiceNumber}</CardTitle>
        <Field label="Title" error={errors.title?.message}>
          <Input autoComplete="off" {...form.register('title')} />
        </Field>
        <Field label="Description" error={errors.description?.message}>
          <Textarea {...form.register('description')} />
        </Field>
        <Field label="Due date" error={errors.dueDate?.message}>
          <Input type="date" {...form.register('dueDate')} />
        </Field>
      </Card>
      {original.items.length > 0 && (
        <Card className="flex flex-col gap-4">
          <CardTitle>Items</CardTitle>
          {original.items.map((item, index) => (
            <fieldset key={item.id} className="flex flex-col gap-3 rounded-xl bg-stone-50 p-3">
              <legend className="sr-only">Line {index + 1}</legend>
              <Field label="Description" error={errors.items?.[index]?.description?.message}>
                <Input autoComplete="off" {...form.register(`items.${index}.description`)} />
              </Field>
              <Field label="Type" error={errors.items?.[index]?.type?.message}>
                <Select {...form.register(`items.${index}.type`)}>
                  {PRICED_ITEM_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {ItemTypeLabels[type]}
                    </option>
                  ))}
                </Select>
              </Field>
              <div className="grid grid-cols-2 gap-3">
                <Field label="Quantity" error={errors.items?.[index]?.quantity?.message}>
                  <Input type="number" inputMode="decimal" step="0.01" min="0.01" {...form.register(`items.${index}.quantity`)} />
                </Field>
                <Field label="Unit price ($)" error={errors.items?.[index]?.unitPrice?.message}>
                  <Input type="number" inputMode="decimal" step="0.01" min="0.01" {...form.register(`items.${index}.unitPrice`)} />
                </Field>
              </div>
            </fieldset>
          ))}
        </Card>
      )}
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={cancel} disabled={saveInvoice.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting || saveInvoice.isPending}>
          {saveInvoice.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
