import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { DocumentReminders, type Quote } from '@cobber/contracts';
import { apiFetch, Button, Card } from '@cobber/ui';
import { toast } from '@cobber/ui/toasts';

const remindersKey = (id: string) => ['quotes', 'reminders', id] as const;

/** `2026-11-25T…` → `25 Nov`. */
function shortDay(timestamp: string): string {
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short' }).format(new Date(timestamp));
}

/**
 * Automatic follow-ups on Quote Details (issue 12): when the last one went (the history
 * lists each), and the owner's "Stop reminders" for this quote while it waits for an answer.
 */
export function QuoteReminders({ quote }: { quote: Quote }) {
  const queryClient = useQueryClient();
  const reminders = useQuery({
    queryKey: remindersKey(quote.id),
    queryFn: () => apiFetch(`/api/quotes/${quote.id}/reminders`, { schema: DocumentReminders }),
    refetchInterval: 5_000,
  });
  const change = useMutation({
    mutationFn: (remindersOff: boolean) => apiFetch(`/api/quotes/${quote.id}/reminders`, { method: 'PATCH', body: { remindersOff }, schema: DocumentReminders }),
    onSuccess: (saved) => {
      queryClient.setQueryData(remindersKey(quote.id), saved);
      toast({ title: saved.remindersOff ? 'Reminders stopped' : 'Reminders back on', variant: 'success' });
    },
    onError: () => toast({ title: 'Could not change reminders', variant: 'destructive' }),
  });
  if (!reminders.data) return null;
  const last = reminders.data.sent.at(-1);
  const waiting = quote.status === 'sent' || quote.status === 'viewed';
  if (!last && !waiting) return null;
  const off = reminders.data.remindersOff;
  return (
    <Card className="flex items-center gap-3">
      <BellRing aria-hidden className="size-5 shrink-0 text-accent" />
      <div className="flex flex-1 flex-col text-sm">
        <span className="font-semibold text-stone-900">{last ? `Reminder sent ${shortDay(last.sentAt)}` : 'Automatic follow-ups'}</span>
        {waiting && <span className="text-stone-600">{off ? 'Reminders stopped for this quote' : 'Cobber follows up until your client answers'}</span>}
      </div>
      {waiting && (
        <Button variant="outline" size="sm" disabled={change.isPending} onClick={() => change.mutate(!off)}>
          {off ? 'Restart reminders' : 'Stop reminders'}
        </Button>
      )}
    </Card>
  );
}
