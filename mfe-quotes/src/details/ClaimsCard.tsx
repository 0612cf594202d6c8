import { useState, type FormEvent } from 'react';
import type { ClaimKind, QuoteWithMoney } from '@cobber/contracts';
import { claimHeading, displayAmount, displayMoney, parseMoney } from '@cobber/contracts/display';
import { Button, Card, CardTitle, Field, Input, Select } from '@cobber/ui';
import { Link } from '@cobber/ui/router';
import { toast } from '@cobber/ui/toasts';
import { ApiError } from '@cobber/web';
import { failureToast } from '../common/failureToast.ts';
import { useClaims, useMakeClaim, type ClaimDraft } from './useClaims.ts';

const KINDS: { kind: ClaimKind; label: string }[] = [
  { kind: 'percent', label: 'A percent of the job' },
  { kind: 'amount', label: 'An amount (GST included)' },
  { kind: 'remainder', label: 'Everything left' },
  { kind: 'retention', label: 'Release the retention' },
];

/**
 * An accepted job billed in stages: its claims so far, each an invoice, and the next one
 * made here. The service never bills past the contract plus approved variations and says
 * what is left when asked for more.
 */
export function ClaimsCard({ quote }: { quote: QuoteWithMoney }) {
  const accepted = quote.status === 'approved';
  const claims = useClaims(quote.id, { enabled: accepted });
  const make = useMakeClaim(quote.id);
  const [draft, setDraft] = useState<ClaimDraft>({ kind: 'percent', value: '' });
  const [problem, setProblem] = useState<{ value?: string; claim?: string }>({});
  if (!accepted) return null;
  const list = claims.data?.claims ?? [];
  const last = list.at(-1);
  const needsValue = draft.kind === 'percent' || draft.kind === 'amount';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (needsValue && draft.value.trim() === '') return setProblem({ value: draft.kind === 'percent' ? 'Enter a percent, like 30' : 'Enter an amount, like 2000' });
    setProblem({});
    make.mutate(draft, {
      onSuccess: (invoice) => {
        setDraft({ kind: 'percent', value: '' });
        toast({ title: `Claim made: ${invoice.invoiceNumber}`, description: `${displayAmount(invoice.totalAmount)} to bill` });
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 400 && failure.fields.value) return setProblem({ value: failure.fields.value });
        if (failure instanceof ApiError && failure.status === 409) return setProblem({ claim: failure.serverMessage ?? failure.message });
        failureToast('Failed to make the claim', failure);
      },
    });
  };
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>Progress claims</CardTitle>
      <p className="text-sm text-stone-600">
        {last
          ? `${displayAmount(last.remaining)} left to claim of ${displayMoney(parseMoney(last.contractTotal) + parseMoney(last.variationsTotal))}.`
          : 'Bill the job in stages: each claim is its own invoice, never more in all than the job.'}
      </p>
      {claims.isError && <p className="text-sm text-red-600">Failed to fetch claims</p>}
      {list.length > 0 && (
        <ul className="divide-y divide-stone-200">
          {list.map((claim) => (
            <li key={claim.invoiceId} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="font-medium">{claimHeading(claim)}</p>
                <Link className="text-sm text-(--brand) underline" to={`/invoice/${claim.invoiceId}`}>
                  {claim.invoiceNumber}
                </Link>
              </div>
              <span className="font-semibold">{displayAmount(claim.thisClaim)}</span>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <Field label="Next claim">
          <Select value={draft.kind} onChange={(event) => setDraft({ ...draft, kind: event.target.value as ClaimKind })}>
            {KINDS.map(({ kind, label }) => (
              <option key={kind} value={kind}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        {needsValue && (
          <Field label={draft.kind === 'percent' ? 'Percent of the job' : 'Amount (GST included)'} error={problem.value}>
            <Input inputMode="decimal" autoComplete="off" value={draft.value} onChange={(event) => setDraft({ ...draft, value: event.target.value })} />
          </Field>
        )}
        {problem.claim && (
          <p role="alert" className="text-sm text-red-600">
            {problem.claim}
          </p>
        )}
        <Button type="submit" disabled={make.isPending}>
          Make claim
        </Button>
      </form>
    </Card>
  );
}
