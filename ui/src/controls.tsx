import { useId, useState, type ReactNode } from 'react';
import { Check, ChevronDown } from 'lucide-react';
import { Checkbox as CheckboxPrimitive, Switch as SwitchPrimitive, Tooltip as TooltipPrimitive } from 'radix-ui';
import { cn } from './cn.ts';

interface ToggleProps {
  id?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  'aria-describedby'?: string;
}

export function Switch({ checked, onCheckedChange, ...props }: ToggleProps) {
  return (
    <SwitchPrimitive.Root
      checked={checked}
      onCheckedChange={onCheckedChange}
      className="inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-stone-300 p-0.5 transition-colors data-[state=checked]:bg-accent disabled:opacity-50"
      {...props}
    >
      <SwitchPrimitive.Thumb className="block size-6 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
    </SwitchPrimitive.Root>
  );
}

export function Checkbox({ checked, onCheckedChange, ...props }: ToggleProps) {
  return (
    <CheckboxPrimitive.Root
      checked={checked}
      onCheckedChange={(state) => onCheckedChange(state === true)}
      className="flex size-6 shrink-0 items-center justify-center rounded-md border border-stone-400 bg-white data-[state=checked]:border-accent data-[state=checked]:bg-accent data-[state=checked]:text-white"
      {...props}
    >
      <CheckboxPrimitive.Indicator>
        <Check aria-hidden className="size-4" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

/** Collapsible sections (the quote screens' Labour, Materials, Other, Travel Costs), each opened on its own. */
export function Accordion({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('flex flex-col gap-3', className)}>{children}</div>;
}

/**
 * One section: a heading whose button opens and closes it (WAI-ARIA's accordion pattern), its
 * summary readable while closed. Closed, its content is not there at all. Our own few lines,
 * where Radix's accordion drew some fifteen components a section (collections, presence,
 * slots) in the task that first paints New Quote.
 */
export function AccordionSection({ title, summary, children }: { title: string; summary?: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const state = open ? 'open' : 'closed';
  return (
    <div className="rounded-2xl border border-stone-200 bg-white">
      <h3>
        <button
          type="button"
          id={`${id}trigger`}
          aria-expanded={open}
          aria-controls={open ? `${id}content` : undefined}
          data-state={state}
          onClick={() => setOpen(!open)}
          className="group flex min-h-14 w-full items-center justify-between gap-3 px-4 text-left font-semibold"
        >
          <span>{title}</span>
          <span className="flex items-center gap-2 text-sm font-normal text-stone-500">
            {summary}
            <ChevronDown aria-hidden className="size-5 transition-transform group-data-[state=open]:rotate-180" />
          </span>
        </button>
      </h3>
      {open && (
        <div id={`${id}content`} role="region" aria-labelledby={`${id}trigger`} className="border-t border-stone-100 p-4">
          {children}
        </div>
      )}
    </div>
  );
}

/** Tooltips open after 700 ms. */
export const TOOLTIP_DELAY_MS = 700;

/**
 * A tooltip with its own provider: the shell no longer wraps every screen in one, so a
 * screen without tooltips does not download them.
 */
export function Tooltip({ content, children }: { content: string; children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content sideOffset={6} className="z-50 rounded-lg bg-stone-900 px-2.5 py-1.5 text-xs text-white shadow">
            {content}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
