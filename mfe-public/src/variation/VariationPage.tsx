import { useState } from 'react';
import type { PublicVariation, VariationStatus } from '@cobber/contracts';
import { displayAmount, VariationStatusLabels } from '@cobber/contracts/display';
import { Badge, Card, CardTitle, type BadgeTone } from '@cobber/ui';
import { Amount, Detail, ItemList } from '../common/DocumentParts.tsx';
import { businessDay } from '../common/business-day.ts';
import { BrandedPage } from '../common/BrandedPage.tsx';
import { VariationAnswer } from './VariationAnswer.tsx';

const statusTones = { draft: 'neutral', sent: 'info', approved: 'success', rejected: 'danger' } as const satisfies Record<VariationStatus, BadgeTone>;

/** "-93.50" → "Credit"; a variation that adds work is its "Total". */
const isCredit = (amount: string) => amount.startsWith('-');


/** A variation on its client's page: what changes, what it costs, and their signature. */
export function VariationPage({ id, found: initial }: { id: string; found: PublicVariation }) {
  const [found, setFound] = useState(initial);
  const { variation, business, job, items } = found;
  const answered = (fresh: PublicVariation) => {
    setFound(fresh);
    window.scrollTo({ top: 0 });
  };
  return (
    <BrandedPage business={business}>
      <VariationAnswered found={found} />
      <Card className="space-y-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-stone-500">{`Variation ${variation.number} to ${job.title}`}</p>
          <h1 className="text-2xl font-bold leading-tight">{variation.title}</h1>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <Detail term="Business">{business.name}</Detail>
          <Detail term="Client">{job.clientName}</Detail>
          {variation.sentAt && <Detail term="Date">{businessDay(variation.sentAt, business.timeZone)}</Detail>}
          <Detail term="Job as accepted">{displayAmount(job.acceptedTotal)}</Detail>
          <Detail term="Status">
            <Badge tone={statusTones[variation.status]}>{VariationStatusLabels[variation.status]}</Badge>
          </Detail>
        </dl>
        <div className="flex items-baseline justify-between border-t border-stone-200 pt-3">
          <span className="font-semibold">{isCredit(variation.total) ? 'Credit' : 'This variation'}</span>
          <span className="text-3xl font-bold">{displayAmount(variation.total)}</span>
        </div>
      </Card>
      {variation.description && (
        <Card>
          <CardTitle>What changes</CardTitle>
          <p className="mt-2 whitespace-pre-line text-stone-700">{variation.description}</p>
        </Card>
      )}
      <Card>
        <CardTitle>Line Items</CardTitle>
        <ItemList items={items} />
        <dl className="space-y-1 border-t border-stone-200 pt-3">
          <Amount label="Subtotal" amount={variation.subtotal} />
          {variation.taxAmount !== '0.00' && <Amount label="GST (10%)" amount={variation.taxAmount} />}
          <Amount label="Total" amount={variation.total} strong />
        </dl>
      </Card>
      <VariationAnswer id={id} found={found} onAnswered={answered} />
    </BrandedPage>
  );
}

/** At the top once answered: approved (by whom, when) or declined. */
function VariationAnswered({ found: { variation, business } }: { found: PublicVariation }) {
  if (variation.status === 'approved') {
    const day = variation.approvedAt ? businessDay(variation.approvedAt, business.timeZone) : null;
    return (
      <Card className="space-y-2 text-center">
        <CardTitle>Variation Approved!</CardTitle>
        <p className="text-stone-600">{`Thanks. ${business.name} has been told you approved variation ${variation.number}.`}</p>
        {variation.signedBy && day && <p className="font-medium text-stone-800">{`Signed by ${variation.signedBy} on ${day}`}</p>}
      </Card>
    );
  }
  if (variation.status === 'rejected') {
    return (
      <Card className="space-y-2 text-center">
        <CardTitle>Variation Declined</CardTitle>
        <p className="text-stone-600">{`${business.name} has been told you won't be going ahead with variation ${variation.number}.`}</p>
      </Card>
    );
  }
  return null;
}
