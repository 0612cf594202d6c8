import { useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { Button, cn } from '@cobber/ui';

interface MoreActionsProps {
  /** What stays in view beside the button (Edit). */
  beside: ReactNode;
  children: ReactNode;
}

/**
 * Two actions side by side while both labels fit; on a narrow phone one that does not
 * takes the whole row. Each keeps at least its label's width (a button never wraps its
 * words), so a label is never cut off.
 */
export function ActionRow({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-3 [&>*]:flex-1">{children}</div>;
}

/**
 * What a quote may also do, behind one button so its next step stands alone: a disclosure
 * (the button says whether it is open; its list follows it in reading order), closed by
 * Escape or by choosing an action.
 */
export function MoreActions({ beside, children }: MoreActionsProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggleId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      document.getElementById(toggleId)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, toggleId]);

  function closeOnChoice(event: MouseEvent) {
    if ((event.target as HTMLElement).closest('button, a')) setOpen(false);
  }

  return (
    <>
      <ActionRow>
        {beside}
        <Button id={toggleId} variant="outline" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          More actions
          <ChevronDown aria-hidden className={cn('shrink-0 transition-transform', open && 'rotate-180')} />
        </Button>
      </ActionRow>
      <div
        id={listId}
        role="group"
        aria-label="More actions"
        hidden={!open}
        onClick={closeOnChoice}
        // A label longer than the list is wide wraps inside its button, which grows to hold it.
        className="flex flex-col gap-1 rounded-xl border border-stone-200 p-1 [&>*]:h-auto [&>*]:min-h-12 [&>*]:justify-start [&>*]:py-2 [&>*]:text-left [&>*]:whitespace-normal [&_svg]:shrink-0"
      >
        {open && children}
      </div>
    </>
  );
}
