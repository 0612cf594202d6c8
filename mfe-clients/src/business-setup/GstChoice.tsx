import { useId } from 'react';
import { cn } from '@cobber/ui';

/**
 * Registered for GST, yes or no: two large choices rather than a switch, since a business
 * not registered must not charge GST or issue a tax invoice.
 */
export function GstChoice({ registered, onChange }: { registered: boolean; onChange: (registered: boolean) => void }) {
  const name = useId();
  const hintId = useId();
  const choices = [
    { value: true, label: 'Yes', says: 'Add 10% GST to quotes and invoices' },
    { value: false, label: 'No', says: 'No GST, invoices without a Tax Invoice heading' },
  ];
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hintId}>
      <legend className="mb-1 text-sm font-medium">Registered for GST?</legend>
      <p id={hintId} className="text-xs text-stone-500">
        You can change this later in Settings.
      </p>
      {choices.map((choice) => (
        <label
          key={choice.label}
          className={cn(
            'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2',
            registered === choice.value ? 'border-accent bg-accent-soft' : 'border-stone-300',
          )}
        >
          <input type="radio" name={name} className="size-5 accent-(--color-accent)" checked={registered === choice.value} onChange={() => onChange(choice.value)} />
          <span className="flex flex-col">
            <span className="font-semibold">{choice.label}</span>
            <span className="text-sm text-stone-600">{choice.says}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
