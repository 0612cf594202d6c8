import { useForm } from 'react-hook-form';
import { ItemTypeLabels, type Quote, type QuoteItem } from '@cobber/contracts';
import { Button, Card, CardTitle, Field, Input, Textarea } from '@cobber/ui';
import { toast } from '@cobber/ui/widgets';
import { failureToast } from '../common/failureToast.ts';
import { useSaveQuote } from '../common/hooks/quotes.ts';
import { editResolver, editValues, quoteChanges, type EditValues } from './editQuote.ts';

interface EditQuoteFormProps {
  quote: Quote;
  items: QuoteItem[];
  onDone: () => void;
}

/** Edit mode: the quote's words and, while the client has not answered, its lines. */
export function EditQuoteForm({ quote, items, onDone }: EditQuoteFormProps) {
  const saveQuote = useSaveQuote(quote.id);
  const original = editValues(quote, items);
  const form = useForm<EditValues>({ resolver: editResolver, defaultValues: original });
  const { errors } = form.formState;
  const types = new Map(items.map((item) => [item.id, ItemTypeLabels[item.type]]));
  // The client's answer fixes the price (the service refuses changes to it).
  const priceOpen = quote.status !== 'approved' && quote.status !== 'rejected';

  const save = form.handleSubmit((edited) =>
    saveQuote.mutate(quoteChanges(original, edited), {
      onSuccess: () => {
        toast({ title: 'Quote Updated', variant: 'success' });
        onDone();
      },
      onError: (failure) => failureToast('Failed to update quote', failure),
    }),
  );

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-4">
      <Card className="flex flex-col gap-4">
        <CardTitle>Edit Quote</CardTitle>
        <Field label="Title" error={errors.title?.message}>
          <Input autoComplete="off" {...form.register('title')} />
        </Field>
        <Field label="Description" error={errors.description?.message}>
          <Textarea {...form.register('description')} />
        </Field>
        <Field label="Client name" error={errors.clientName?.message}>
          <Input autoComplete="off" {...form.register('clientName')} />
        </Field>
        <Field label="Client email" error={errors.clientEmail?.message}>
          <Input type="email" autoComplete="off" {...form.register('clientEmail')} />
        </Field>
        <Field label="AI summary" error={errors.aiSummary?.message}>
          <Textarea {...form.register('aiSummary')} />
        </Field>
      </Card>
      {priceOpen && original.items.length > 0 && (
        <Card className="flex flex-col gap-4">
          <CardTitle>Items</CardTitle>
          {original.items.map((item, index) => (
            <fieldset key={item.id} className="flex flex-col gap-3 rounded-xl bg-stone-50 p-3">
              <legend className="sr-only">Line {index + 1}</legend>
              <p className="text-xs font-semibold uppercase text-stone-500">{types.get(item.id)}</p>
              <Field label="Description" error={errors.items?.[index]?.description?.message}>
                <Input autoComplete="off" {...form.register(`items.${index}.description`)} />
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
        <Button variant="outline" onClick={onDone} disabled={saveQuote.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={saveQuote.isPending}>
          {saveQuote.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
