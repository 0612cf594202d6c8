import { useState, type FormEvent } from 'react';
import type { QuoteWithMoney } from '@cobber/contracts';
import { displayValidDay } from '@cobber/contracts/display';
import { ApiError } from '@cobber/web';
import { Button, Card, CardTitle, Field, Input } from '@cobber/ui';
import { toast } from '@cobber/ui/widgets';
import { failureToast } from '../common/failureToast.ts';
import { useSaveQuote } from '../common/hooks/quotes.ts';

/**
 * "Valid until": how long the quote's price holds. The owner extends an expired
 * quote here (it opens again) or closes one at once with a day already past.
 */
export function ValidUntilCard({ quote }: { quote: QuoteWithMoney }) {
  const save = useSaveQuote(quote.id);
  const [day, setDay] = useState(quote.validUntil ?? '');
  const [error, setError] = useState<string | undefined>();
  if (quote.status === 'approved' || quote.status === 'rejected') return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    save.mutate(
      { validUntil: day },
      {
        onSuccess: (saved) => toast({ title: 'Quote Updated', description: saved.validUntil ? `Valid until ${displayValidDay(saved.validUntil)}` : undefined, variant: 'success' }),
        onError: (failure) => (failure instanceof ApiError && failure.fields.validUntil ? setError(failure.fields.validUntil) : failureToast('Failed to update quote', failure)),
      },
    );
  }

  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>Valid until</CardTitle>
      {quote.status === 'expired' && quote.validUntil && (
        <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          This quote expired on {displayValidDay(quote.validUntil)}. Give it a later date, or send it again for a fresh period.
        </p>
      )}
      <form onSubmit={submit} className="flex flex-col gap-3">
        <Field label="Valid until" hint={quote.validUntil ? undefined : 'Set when the quote is first sent, from your Settings'} error={error}>
          <Input type="date" value={day} onChange={(event) => setDay(event.target.value)} required />
        </Field>
        <Button type="submit" variant="outline" disabled={!day || day === quote.validUntil || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save date'}
        </Button>
      </form>
    </Card>
  );
}
