import { useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import type { QuoteWithMoney } from '@cobber/contracts';
import { displayAmount, MAX_OPTIONS, OptionMessages } from '@cobber/contracts/display';
import { Button, Card, CardTitle, Field, Input } from '@cobber/ui';
import { ApiError } from '@cobber/web';
import { failureToast } from '../common/failureToast.ts';
import { useQuoteOptionChanges } from './useQuoteOptions.ts';

/** A name the owner might give the next option: basic, standard, premium. */
const SUGGESTED = ['Basic', 'Standard', 'Premium'];

/**
 * Options the client chooses between (good, better, best): each with its total, the lines in
 * every option included. The owner adds one by name, then puts lines in it on Edit; removing
 * one removes the lines only it had. Only while the client has not answered.
 */
export function OptionsCard({ quote }: { quote: QuoteWithMoney }) {
  const options = quote.options ?? [];
  const { add, remove, draft } = useQuoteOptionChanges(quote.id);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [draftRefused, setDraftRefused] = useState<string | null>(null);
  const priceOpen = quote.status !== 'approved' && quote.status !== 'rejected';
  if (!priceOpen && options.length === 0) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = name.trim();
    if (!typed) return setError(OptionMessages.nameRequired);
    add.mutate(typed, {
      onSuccess: () => {
        setName('');
        setError(undefined);
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 400 && failure.fields.name) return setError(failure.fields.name);
        if (failure instanceof ApiError && failure.status === 409) return setError(failure.serverMessage ?? OptionMessages.tooMany);
        failureToast('Failed to add the option', failure);
      },
    });
  };

  const draftFromBook = () =>
    draft.mutate(undefined, {
      onSuccess: () => setDraftRefused(null),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 409 && failure.serverMessage) return setDraftRefused(failure.serverMessage);
        failureToast('Failed to draft options', failure);
      },
    });

  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>Options</CardTitle>
      <p className="text-sm text-stone-600">
        {options.length === 0 ? 'Offer up to three options the client chooses between, like basic, standard and premium.' : 'Each total includes the lines in every option.'}
      </p>
      {options.length > 0 && (
        <ul className="divide-y divide-stone-200">
          {options.map((option) => (
            <li key={option.id} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0 font-medium break-words">{option.name}</span>
              <span className="flex items-center gap-1">
                <span className="font-semibold">{displayAmount(option.total)}</span>
                {priceOpen && (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove the ${option.name} option`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(option.id, { onError: (failure) => failureToast('Failed to remove the option', failure) })}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {priceOpen && options.length === 0 && (
        <>
          <Button variant="outline" disabled={draft.isPending} onClick={draftFromBook}>
            {draft.isPending ? 'Drafting...' : 'Draft options'}
          </Button>
          <p className="text-xs text-stone-600">Basic, standard and premium for the same job, priced from your price book.</p>
          {draftRefused && (
            <p role="alert" className="text-sm text-red-600">
              {draftRefused}
            </p>
          )}
        </>
      )}
      {priceOpen && options.length < MAX_OPTIONS && (
        <form onSubmit={submit} noValidate className="flex items-end gap-2">
          <div className="flex-1">
            <Field label="Option name" error={error}>
              <Input autoComplete="off" placeholder={SUGGESTED[options.length]} value={name} onChange={(event) => setName(event.target.value)} />
            </Field>
          </div>
          <Button type="submit" variant="outline" disabled={add.isPending} className={error ? 'mb-7' : undefined}>
            Add option
          </Button>
        </form>
      )}
    </Card>
  );
}
