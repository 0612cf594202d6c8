import { BellRing, Banknote, CheckCircle2, FilePlus, FilePlus2, Mail, Pencil, XCircle, type LucideIcon } from 'lucide-react';
import type { QuoteChangeType, QuoteHistoryEntry } from '@cobber/contracts';
import { Badge, cn, type BadgeTone } from '@cobber/ui';
import { showDateAndTime } from '../common/display.ts';
import { AcceptanceRecord } from './AcceptanceRecord.tsx';

const CHANGE_TYPES: Record<QuoteChangeType, { label: string; icon: LucideIcon; tone: BadgeTone; dot: string }> = {
  created: { label: 'Created', icon: FilePlus, tone: 'neutral', dot: 'bg-stone-500' },
  updated: { label: 'Updated', icon: Pencil, tone: 'accent', dot: 'bg-accent' },
  sent: { label: 'Sent', icon: Mail, tone: 'info', dot: 'bg-sky-600' },
  approved: { label: 'Approved', icon: CheckCircle2, tone: 'success', dot: 'bg-green-600' },
  rejected: { label: 'Rejected', icon: XCircle, tone: 'danger', dot: 'bg-red-600' },
  deposit: { label: 'Deposit', icon: Banknote, tone: 'warning', dot: 'bg-amber-600' },
  reminder: { label: 'Reminder sent', icon: BellRing, tone: 'info', dot: 'bg-sky-600' },
  variation: { label: 'Variation', icon: FilePlus2, tone: 'accent', dot: 'bg-accent' },
};

/** One change on the timeline: what kind, when, and the field's old value struck through. */
export function HistoryEntry({ entry }: { entry: QuoteHistoryEntry }) {
  const { label, icon: Icon, tone, dot } = CHANGE_TYPES[entry.changeType];
  return (
    <li className="relative flex gap-3 pb-5 before:absolute before:bottom-0 before:left-[1.125rem] before:top-10 before:w-px before:bg-stone-200 last:before:hidden">
      <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-full text-white', dot)}>
        <Icon aria-hidden className="size-4" />
      </span>
      <article className="flex min-w-0 flex-1 flex-col gap-1 pt-1" aria-label={entry.description}>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={tone}>{label}</Badge>
          <time dateTime={entry.createdAt} className="text-xs text-stone-500">
            {showDateAndTime(entry.createdAt)}
          </time>
        </div>
        <p className="text-stone-900">{entry.description}</p>
        {entry.fieldChanged && (
          <p className="break-words text-sm text-stone-600">
            <span className="font-medium">{entry.fieldChanged}: </span>
            {entry.oldValue && <del className="text-stone-500">{entry.oldValue}</del>}
            {entry.oldValue && entry.newValue && ' → '}
            {entry.newValue && <span>{entry.newValue}</span>}
          </p>
        )}
        {entry.acceptance && <AcceptanceRecord acceptance={entry.acceptance} />}
      </article>
    </li>
  );
}
