import { useState, type FormEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { ItemTypeLabels, VariationMessages } from '@cobber/contracts/display';
import { Button, Field, Input, Select, Textarea } from '@cobber/ui';
import { ApiError } from '@cobber/web';
import { failureToast } from '../common/failureToast.ts';
import type { useVariationChanges, VariationDraft } from './useVariations.ts';

const TYPES = ['labor', 'materials', 'other'] as const;
const blankLine = (): VariationDraft['items'][number] => ({ description: '', quantity: '1', unitPrice: '', type: 'labor' });

/** What the phone can tell before asking: a title, and each line described and priced. */
function checkDraft(draft: VariationDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.title.trim()) problems.title = VariationMessages.title;
  draft.items.forEach((line, index) => {
    if (!line.description.trim()) problems[`items.${index}.description`] = 'Description is required';
    if (!line.unitPrice.trim()) problems[`items.${index}.unitPrice`] = 'Enter a price (a credit is negative, like -85)';
  });
  return problems;
}

/**
 * A new variation: its title, what changes, and its lines (a credit is a negative price).
 * What was typed stays when the service refuses it, each message beside its field.
 */
export function VariationForm({ add, onDone }: { add: ReturnType<typeof useVariationChanges>['add']; onDone(): void }) {
  const [draft, setDraft] = useState<VariationDraft>({ title: '', description: '', items: [blankLine()] });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const setLine = (index: number, change: Partial<VariationDraft['items'][number]>) =>
    setDraft((now) => ({ ...now, items: now.items.map((line, at) => (at === index ? { ...line, ...change } : line)) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkDraft(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    add.mutate(draft, {
      onSuccess: onDone,
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 400 && Object.keys(failure.fields).length > 0) return setProblems(failure.fields);
        failureToast('Failed to add the variation', failure);
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-xl border border-stone-200 p-3">
      <Field label="Variation title" error={problems.title}>
        <Input autoComplete="off" placeholder="Second basin" value={draft.title} onChange={(event) => setDraft({ ...draft, title: event.target.value })} />
      </Field>
      <Field label="What changes (optional)" error={problems.description}>
        <Textarea rows={2} value={draft.description} onChange={(event) => setDraft({ ...draft, description: event.target.value })} />
      </Field>
      {draft.items.map((line, index) => (
        <fieldset key={index} className="flex flex-col gap-2 rounded-xl bg-stone-50 p-3">
          <legend className="sr-only">{`Line ${index + 1}`}</legend>
          <Field label={`Line ${index + 1} description`} error={problems[`items.${index}.description`]}>
            <Input autoComplete="off" value={line.description} onChange={(event) => setLine(index, { description: event.target.value })} />
          </Field>
          <div className="grid grid-cols-2 gap-2">
            <Field label="Qty" error={problems[`items.${index}.quantity`]}>
              <Input inputMode="decimal" value={line.quantity} onChange={(event) => setLine(index, { quantity: event.target.value })} />
            </Field>
            <Field label="Price" hint="Negative for a credit" error={problems[`items.${index}.unitPrice`]}>
              <Input inputMode="text" placeholder="0.00" value={line.unitPrice} onChange={(event) => setLine(index, { unitPrice: event.target.value })} />
            </Field>
          </div>
          <div className="flex items-end gap-2">
            <div className="flex-1">
              <Field label="Type" error={problems[`items.${index}.type`]}>
                <Select value={line.type} onChange={(event) => setLine(index, { type: event.target.value as (typeof TYPES)[number] })}>
                  {TYPES.map((type) => (
                    <option key={type} value={type}>
                      {ItemTypeLabels[type]}
                    </option>
                  ))}
                </Select>
              </Field>
            </div>
            {draft.items.length > 1 && (
              <Button type="button" variant="ghost" size="icon" aria-label={`Remove line ${index + 1}`} onClick={() => setDraft({ ...draft, items: draft.items.filter((_, at) => at !== index) })}>
                <Trash2 aria-hidden />
              </Button>
            )}
          </div>
        </fieldset>
      ))}
      {problems.items && <p className="text-sm text-red-600">{problems.items}</p>}
      <Button type="button" variant="outline" onClick={() => setDraft({ ...draft, items: [...draft.items, blankLine()] })}>
        <Plus aria-hidden /> Add line
      </Button>
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={add.isPending}>
          Save variation
        </Button>
      </div>
    </form>
  );
}
