import { useId, useState, type KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import type { PriceBookItem } from '@cobber/contracts';
import { displayMoney, parseMoney } from '@cobber/contracts/display';
import { Input, useDebounced } from '@cobber/ui';
import { usePriceSuggestions } from '../common/hooks/price-book.ts';
import { useQuoteForm } from './quoteFormContext.tsx';
import { SECTION_TYPES, type LineSectionName, type QuoteFormValues } from './quoteForm.ts';

interface DescriptionInputProps {
  section: LineSectionName;
  index: number;
  /** From the Field around it: its label's id, and its hint or error. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** How a picked item reads on the line: lines have no unit of their own, so it goes in the description. */
export function pickedDescription(item: Pick<PriceBookItem, 'description' | 'unit'>): string {
  return item.unit ? `${item.description} (per ${item.unit.replace(/^per\s+/i, '')})` : item.description;
}

/**
 * A line's description that suggests the tradie's own price-book items as they type,
 * an ARIA combobox: arrows and Enter, or a tap, pick one; Escape closes.
 * Picking fills the price and marks it "Your price". A line's type is its section's, so
 * only items of that type are offered.
 */
export function DescriptionInput({ section, index, ...fieldProps }: DescriptionInputProps) {
  const { register, setValue } = useQuoteForm();
  const path = `${section}.${index}` as const;
  const typed = useWatch<QuoteFormValues, `${LineSectionName}.${number}.description`>({ name: `${path}.description` }) ?? '';
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useDebounced(open ? typed : '', 250);
  const suggestions = usePriceSuggestions(search);
  const items = (suggestions.data?.items ?? []).filter((item) => item.type === SECTION_TYPES[section] && item.description !== typed);
  const shown = open && items.length > 0;
  const listId = useId();
  const optionId = (at: number) => `${listId}-${at}`;
  const field = register(`${path}.description`, {
    onChange: () => {
      setOpen(true);
      setActive(-1);
    },
  });

  function pick(item: PriceBookItem) {
    setValue(`${path}.description`, pickedDescription(item), { shouldDirty: true, shouldValidate: true });
    setValue(`${path}.unitPrice`, item.unitPrice, { shouldDirty: true, shouldValidate: true });
    setValue(`${path}.priceSource`, 'price_book', { shouldDirty: true });
    setOpen(false);
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!items.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((at) => (at + step + items.length) % items.length);
    } else if (event.key === 'Enter' && shown && items[active]) {
      // Pick the highlighted item rather than submit the quote.
      event.preventDefault();
      pick(items[active]);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <div className="relative">
      <Input
        {...fieldProps}
        {...field}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        onKeyDown={keyDown}
        onBlur={(event) => {
          setOpen(false);
          void field.onBlur(event);
        }}
      />
      <ul id={listId} role="listbox" aria-label="From your price book" hidden={!shown} className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-xl border border-stone-300 bg-white py-1 shadow-lg">
        {shown &&
          items.map((item, at) => (
            <li
              key={item.id}
              id={optionId(at)}
              role="option"
              aria-selected={at === active}
              className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm ${at === active ? 'bg-accent-soft' : ''}`}
              // Keep the focus in the field, so the pick is not lost to its blur.
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => pick(item)}
            >
              <span>{item.description}</span>
              <span className="shrink-0 font-semibold text-stone-700">
                {displayMoney(parseMoney(item.unitPrice))}
                {item.unit ? ` / ${item.unit}` : ''}
              </span>
            </li>
          ))}
      </ul>
    </div>
  );
}
