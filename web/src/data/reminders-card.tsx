import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { toast } from '@cobber/ui/toasts';
import { api } from '@cobber/web';
import { Button, Card } from '@cobber/ui';

/** `2026-11-25T…` → `25 Nov`. */
function shortDay(timestamp: string): string {
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short' }).format(new Date(timestamp));
}

interface RemindersCardProps {
  /** Whose reminders: `quotes` or `invoices`, and its id. */
  document: { kind: 'quotes' | 'invoices'; id: string };
  /** Still with the client, waiting: reminders may go, and may be stopped. */
  waiting: boolean;
  /** The card's title before any reminder went ("Automatic reminders"). */
  title: string;
  /** What it says while reminders run, and once stopped. */
  running: string;
  stopped: string;
}

/** A document's reminders: the ones sent and whether the owner stopped them. */
export function remindersQuery(kind: RemindersCardProps['document']['kind'], id: string) {
  const at = { params: { id } };
  return queryOptions({
    queryKey: [kind, 'reminders', id],
    queryFn: () => (kind === 'quotes' ? api('GET /api/quotes/:id/reminders', at) : api('GET /api/invoices/:id/reminders', at)),
  });
}

/**
 * Automatic reminders on Quote and Invoice Details: when the last one went, and
 * the owner's "Stop reminders" for this document. Polled like the details screens, so a
 * reminder the scheduler sends shows up on its own.
 */
export function RemindersCard({ document, waiting, title, running, stopped }: RemindersCardProps) {
  const queryClient = useQueryClient();
  const at = { params: { id: document.id } };
  const { queryKey, ...options } = remindersQuery(document.kind, document.id);
  const reminders = useQuery({ queryKey, ...options, refetchInterval: 5_000 });
  const change = useMutation({
    mutationFn: (remindersOff: boolean) =>
      document.kind === 'quotes'
        ? api('PATCH /api/quotes/:id/reminders', { ...at, body: { remindersOff } })
        : api('PATCH /api/invoices/:id/reminders', { ...at, body: { remindersOff } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      toast({ title: saved.remindersOff ? 'Reminders stopped' : 'Reminders back on', variant: 'success' });
    },
    onError: () => toast({ title: 'Could not change reminders', variant: 'destructive' }),
  });
  if (!reminders.data) return null;
  const last = reminders.data.sent.at(-1);
  if (!last && !waiting) return null;
  const off = reminders.data.remindersOff;
  return (
    <Card className="flex items-center gap-3">
      <BellRing aria-hidden className="size-5 shrink-0 text-accent" />
      <div className="flex flex-1 flex-col text-sm">
        <span className="font-semibold text-stone-900">{last ? `Reminder sent ${shortDay(last.sentAt)}` : title}</span>
        {waiting && <span className="text-stone-600">{off ? stopped : running}</span>}
      </div>
      {waiting && (
        <Button variant="outline" size="sm" disabled={change.isPending} onClick={() => change.mutate(!off)}>
          {off ? 'Restart reminders' : 'Stop reminders'}
        </Button>
      )}
    </Card>
  );
}
