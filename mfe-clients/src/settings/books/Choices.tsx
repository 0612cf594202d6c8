import { cn } from '@cobber/ui';

/** A row of mutually exclusive choices, the one chosen raised (as the receipts filter). */
export function Choices<T extends string>({ label, options, value, onChange }: { label: string; options: readonly { value: T; label: string }[]; value: T; onChange: (value: T) => void }) {
  return (
    <div role="group" aria-label={label} className="grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-stone-200/60 p-1">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn('h-10 rounded-lg text-sm font-semibold', value === option.value ? 'bg-white shadow-sm' : 'text-stone-600')}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
