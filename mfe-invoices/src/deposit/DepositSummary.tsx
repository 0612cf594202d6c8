import { displayMoney } from '@cobber/contracts/display';
import { Card } from '@cobber/ui';
import type { DepositDocument } from './deposit-document.ts';

const labels = { quote: 'Quote', invoice: 'Invoice' } as const;

/** What the deposit is for: the document, its client and what is owed on it. */
export function DepositSummary({ document }: { document: DepositDocument }) {
  return (
    <Card className="flex flex-col gap-1">
      <p className="text-sm font-semibold uppercase tracking-wide text-stone-500">
        {labels[document.type]} {document.number}
      </p>
      <h1 className="text-xl font-bold leading-tight">{document.title}</h1>
      <p className="text-stone-600">{document.clientName}</p>
      <div className="mt-2 flex items-baseline justify-between border-t border-stone-200 pt-2">
        <span className="font-semibold">{document.type === 'invoice' ? 'Balance due' : 'Quote total'}</span>
        <span className="text-2xl font-bold">{displayMoney(document.totalCents)}</span>
      </div>
      {document.requestedCents !== null && (
        <p className="text-sm text-stone-600">Deposit requested: {displayMoney(document.requestedCents)}</p>
      )}
    </Card>
  );
}
