import { useState, type FormEvent } from 'react';
import type { PriceBookItem, PricedItemType } from '@cobber/contracts';
import { ItemTypeLabels, PRICED_ITEM_TYPES } from '@cobber/contracts/display';
import { ApiError } from '@cobber/web';
import { Button, Field, Input, Select } from '@cobber/ui';
import { Dialog, toast } from '@cobber/ui/widgets';
import { useAddPriceBookItem, useChangePriceBookItem } from '../common/hooks/price-book.ts';

type Draft = { description: string; type: PricedItemType; unitPrice: string; unit: string; alwaysWith: string };

const blank: Draft = { description: '', type: 'materials', unitPrice: '', unit: '', alwaysWith: '' };

function draftOf(item: PriceBookItem | null): Draft {
  return item
    ? { description: item.description, type: item.type, unitPrice: item.unitPrice, unit: item.unit ?? '', alwaysWith: item.alwaysWith ?? '' }
    : blank;
}

interface ItemDialogProps {
  /** The item to edit; null adds one. */
  item: PriceBookItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add or edit a price-book item: description, type, unit price, unit, and the work it always goes with. */
export function ItemDialog({ item, open, onOpenChange }: ItemDialogProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddPriceBookItem();
  const change = useChangePriceBookItem();
  const busy = add.isPending || change.isPending;
  const set = (field: keyof Draft) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = {
      description: draft.description,
      type: draft.type,
      unitPrice: draft.unitPrice,
      unit: draft.unit.trim() || null,
      alwaysWith: draft.alwaysWith.trim() || null,
    };
    const { CreatePriceBookItem, fieldErrors } = await import('@cobber/contracts');
    const checked = CreatePriceBookItem.safeParse(body);
    if (!checked.success) return setErrors(fieldErrors(checked.error));
    try {
      if (item) await change.mutateAsync({ id: item.id, change: body });
      else await add.mutateAsync(body);
      toast({ title: 'Saved', description: `${draft.description.trim()} is in your price book`, variant: 'success' });
      onOpenChange(false);
    } catch (failure) {
      setErrors(failure instanceof ApiError ? failure.fields : {});
      const reason = failure instanceof ApiError ? failure.serverMessage : undefined;
      toast({ title: 'Error', description: reason ?? 'Could not save the item. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={item ? 'Edit item' : 'Add item'}>
      <form onSubmit={save} noValidate className="flex flex-col gap-4">
        <Field label="Description" error={errors.description}>
          <Input autoComplete="off" value={draft.description} onChange={set('description')} />
        </Field>
        <Field label="Type" error={errors.type}>
          <Select value={draft.type} onChange={set('type')}>
            {PRICED_ITEM_TYPES.map((type) => (
              <option key={type} value={type}>
                {ItemTypeLabels[type]}
              </option>
            ))}
          </Select>
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field label="Unit price ($)" error={errors.unitPrice}>
            <Input type="number" inputMode="decimal" step="0.01" min="0" value={draft.unitPrice} onChange={set('unitPrice')} />
          </Field>
          <Field label="Unit (optional)" hint="each, m, hr…" error={errors.unit}>
            <Input autoComplete="off" value={draft.unit} onChange={set('unit')} />
          </Field>
        </div>
        <Field label="Always add with work on…" hint="e.g. switchboard, meter box" error={errors.alwaysWith}>
          <Input autoComplete="off" value={draft.alwaysWith} onChange={set('alwaysWith')} />
        </Field>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save item'}
        </Button>
      </form>
    </Dialog>
  );
}
