import { ArrowDown, ArrowUp, Plus, Trash2, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { displayMoney } from '@cobber/contracts/display';
import { Button, Field, Input, Label } from '@cobber/ui';
import { AccordionSection, Switch } from '@cobber/ui/widgets';
import { DescriptionInput } from './DescriptionInput.tsx';
import { PriceSourceBadge } from './PriceSourceBadge.tsx';
import { lineCents, newLine, QUANTITY_STEPS, settledQuantity, type LineSectionName, type LineValues, type QuoteFormValues } from './quoteForm.ts';
import { useQuoteErrors, useQuoteForm } from './quoteFormContext.tsx';
import { useQuoteOptions } from './quoteOptions.ts';
import { useLinesChanged, WORDS_MAY_NOT_MATCH } from './wordsFollowLines.ts';

/** How each section names its lines, quantities and prices. */
const SECTIONS: Record<LineSectionName, { title: string; line: string; quantity: string; price: string; least: string }> = {
  laborItems: { title: 'Labour', line: 'labour', quantity: 'Hours', price: 'Rate', least: 'Hours below 0.25 become 0.25' },
  materialItems: { title: 'Materials', line: 'material', quantity: 'Quantity', price: 'Unit price', least: 'Less than 1 becomes 1' },
  otherItems: { title: 'Other', line: 'item', quantity: 'Quantity', price: 'Price', least: 'Less than 1 becomes 1' },
};

/** "3 items", and how many carry a typical price to check, readable with the section closed. */
function itemCount(count: number, toCheck: number): string {
  const items = `${count} ${count === 1 ? 'item' : 'items'}`;
  return toCheck > 0 ? `${items} · ${toCheck} to check` : items;
}

/** One accordion of lines (Labour, Materials or Other), with its item count; lines move up and down. */
export function LineSection({ section, hourlyRate }: { section: LineSectionName; hourlyRate: number }) {
  const { control, getValues } = useQuoteForm();
  const lines = useFieldArray({ control, name: section });
  const values = useWatch<QuoteFormValues, LineSectionName>({ name: section });
  // The line last removed, where it was, so a slip of the thumb can be taken back.
  const [removed, setRemoved] = useState<{ index: number; line: LineValues } | null>(null);
  const toCheck = (values ?? []).filter((value) => value.priceSource === 'typical').length;
  const { title, line } = SECTIONS[section];
  return (
    <AccordionSection title={title} summary={itemCount(lines.fields.length, toCheck)}>
      <div className="flex flex-col gap-4">
        {lines.fields.map((field, index) => (
          <Line
            key={field.id}
            section={section}
            index={index}
            count={lines.fields.length}
            onRemove={() => {
              setRemoved({ index, line: { ...getValues(`${section}.${index}`) } });
              lines.remove(index);
            }}
            onMove={(to) => lines.move(index, to)}
          />
        ))}
        {removed && (
          <div role="status" className="flex items-center justify-between gap-3 rounded-xl bg-stone-100 px-3 py-2 text-sm text-stone-800">
            <span className="min-w-0 truncate">Removed {removed.line.description ? `'${removed.line.description}'` : `${title} line ${removed.index + 1}`}</span>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                lines.insert(Math.min(removed.index, lines.fields.length), removed.line);
                setRemoved(null);
              }}
            >
              <Undo2 aria-hidden />
              Undo
            </Button>
          </div>
        )}
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setRemoved(null);
            lines.append(newLine(section, hourlyRate));
          }}
        >
          <Plus aria-hidden />
          Add {line}
        </Button>
      </div>
    </AccordionSection>
  );
}

interface LineProps {
  section: LineSectionName;
  index: number;
  count: number;
  onRemove: () => void;
  onMove: (to: number) => void;
}

function Line({ section, index, count, onRemove, onMove }: LineProps) {
  const { register, setValue } = useQuoteForm();
  const path = `${section}.${index}` as const;
  const errors = useQuoteErrors(path);
  const { title, quantity, price, least } = SECTIONS[section];
  const priceNeeded = useWatch<QuoteFormValues, `${LineSectionName}.${number}.priceSource`>({ name: `${path}.priceSource` }) === 'price_needed';
  // A price typed over a drafted or picked one is the tradie's own: its source badge goes.
  const unitPriceField = register(`${path}.unitPrice`, { onChange: () => setValue(`${path}.priceSource`, undefined) });
  const quantityField = register(`${path}.quantity`, {
    onBlur: (event: { target: HTMLInputElement }) =>
      setValue(`${path}.quantity`, settledQuantity(section, event.target.value), { shouldDirty: true }),
  });
  return (
    <fieldset className={`flex flex-col gap-3 rounded-xl p-3 ${priceNeeded ? 'border-2 border-red-400 bg-red-50' : 'bg-stone-50'}`}>
      <legend className="sr-only">
        {title} line {index + 1}
      </legend>
      <div className="flex items-start gap-2">
        <div className="flex-1">
          <Field label="Description" error={errors?.description?.message}>
            <DescriptionInput section={section} index={index} />
          </Field>
        </div>
        <Button variant="ghost" size="icon" className="mt-6" aria-label={`Remove ${title} line ${index + 1}`} onClick={onRemove}>
          <Trash2 aria-hidden />
        </Button>
      </div>
      <LineGrounds path={path} />
      <Field label="Details (optional)" error={errors?.detailedDescription?.message}>
        <Input autoComplete="off" {...register(`${path}.detailedDescription`)} />
      </Field>
      <AddOnSwitch path={path} label={`${title} line ${index + 1}`} />
      <LineOption path={path} />
      <div className="grid grid-cols-2 gap-3">
        <Field label={quantity} hint={least} error={errors?.quantity?.message}>
          <Input type="number" inputMode="decimal" {...QUANTITY_STEPS[section]} {...quantityField} />
        </Field>
        <Field label={`${price} ($)`} error={errors?.unitPrice?.message}>
          <Input type="number" inputMode="decimal" step="0.01" min="0" {...unitPriceField} />
        </Field>
      </div>
      <PriceSourceBadge path={path} />
      <div className="flex items-center justify-between gap-2">
        <div className="flex gap-1">
          <Button variant="ghost" size="icon" aria-label={`Move ${title} line ${index + 1} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
            <ArrowUp aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Move ${title} line ${index + 1} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown aria-hidden />
          </Button>
        </div>
        <LineTotal section={section} index={index} />
      </div>
    </fieldset>
  );
}

/**
 * What a drafted line answers: the words of the job notes it comes from, or the business's
 * rule that adds it; and, on a labour line whose words the owner typed, that the lines
 * may have changed since.
 */
function LineGrounds({ path }: { path: `${LineSectionName}.${number}` }) {
  const line = useWatch<QuoteFormValues, `${LineSectionName}.${number}`>({ name: path });
  const linesChanged = useLinesChanged();
  const ownWords = linesChanged && line?.madeWords !== undefined && line.madeWords !== line.description;
  if (!line || (!line.from && !line.rule && !ownWords)) return null;
  return (
    <div className="flex flex-col gap-1 text-sm text-stone-700">
      {line.from ? <p>{`from: '${line.from}'`}</p> : line.rule ? <p>{line.rule} — your rule</p> : null}
      {ownWords && <p className="text-xs text-stone-600">{WORDS_MAY_NOT_MATCH}</p>}
    </div>
  );
}

/** Marks the line an add-on: the client ticks it on their page, or leaves it out. */
function AddOnSwitch({ path, label }: { path: `${LineSectionName}.${number}`; label: string }) {
  const { control } = useQuoteForm();
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3">
      <div>
        <Label htmlFor={id}>Add-on</Label>
        <p className="text-xs text-stone-600">The client chooses it; not in the total</p>
      </div>
      <Controller
        control={control}
        name={`${path}.optional`}
        render={({ field }) => <Switch id={id} aria-label={`Add-on: ${label}`} checked={field.value ?? false} onCheckedChange={field.onChange} />}
      />
    </div>
  );
}

/** Which option the line is in, when the quote offers options: every option, or one of them. */
function LineOption({ path }: { path: `${LineSectionName}.${number}` }) {
  const { register } = useQuoteForm();
  const options = useQuoteOptions();
  const id = useId();
  if (options.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>Option</Label>
      <select
        id={id}
        className="h-11 rounded-lg border border-stone-300 bg-white px-3 text-base"
        {...register(`${path}.optionId`, { setValueAs: (value: string | null | undefined) => value || null })}
      >
        <option value="">Every option</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function LineTotal({ section, index }: { section: LineSectionName; index: number }) {
  const line = useWatch<QuoteFormValues, `${LineSectionName}.${number}`>({ name: `${section}.${index}` });
  return <p className="text-right text-sm font-semibold text-stone-700">{line ? displayMoney(lineCents(line)) : null}</p>;
}
