import { useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { Button, cn } from '@cobber/ui';

interface MoreActionsProps {
  /** What stays in view beside the button (Edit). */
  beside: ReactNode;
  children: ReactNode;
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
      <div className="grid grid-cols-2 gap-3">
        {beside}
        <Button id={toggleId} variant="outline" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          More actions
          <ChevronDown aria-hidden className={cn('shrink-0 transition-transform', open && 'rotate-180')} />
        </Button>
      </div>
      <div
        id={listId}
        role="group"
        aria-label="More actions"
        hidden={!open}
        onClick={closeOnChoice}
        className="flex flex-col gap-1 rounded-xl border border-stone-200 p-1 [&>*]:justify-start"
      >
        {open && children}
      </div>
    </>
  );
}
