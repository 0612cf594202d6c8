import { useEffect, useState } from 'react';
import type { PublicQuoteResponse } from '@cobber/contracts';
import { Badge, Card, CardTitle, type BadgeTone } from '@cobber/ui';
import { Detail } from '../common/DocumentParts.tsx';
import { markViewed } from './answers.ts';
import { DepositPanel } from './deposit/DepositPanel.tsx';
import { money, quoteDate, statusLabels } from './format.ts';
import { QuoteAnswer } from './QuoteAnswer.tsx';
import { QuoteItems } from './QuoteItems.tsx';
import { brandTheme } from './theme.ts';

const statusTones = { draft: 'neutral', sent: 'info', viewed: 'warning', approved: 'success', rejected: 'danger' } as const satisfies Record<
  PublicQuoteResponse['quote']['status'],
  BadgeTone
>;

/** The public quote page (spec §2), themed with the business's brand colours. */
export function QuotePage({ id, found: { quote, items, deposit, business } }: { id: string; found: PublicQuoteResponse }) {
  const [status, setStatus] = useState(quote.status);
  useEffect(() => {
    if (quote.status === 'sent') markViewed(id).then(setStatus, (error: unknown) => console.error('Could not mark the quote viewed', error));
  }, [id, quote.status]);

  return (
    <div style={brandTheme(business.brandColors)} className="min-h-dvh bg-(--brand-tint)">
      <header className="bg-(--brand) text-(--brand-on)">
        <div className="mx-auto flex max-w-2xl items-center gap-3 px-4 py-4">
          {business.logoUrl && <img src={business.logoUrl} alt={`${business.name} logo`} className="h-12 w-auto max-w-24 rounded-lg bg-white object-contain p-1" />}
          <p className="text-lg font-bold leading-tight">{business.name}</p>
        </div>
      </header>
      <main className="mx-auto max-w-2xl space-y-4 p-4 pb-10">
        <Card className="space-y-4">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-stone-500">Quote for Review</p>
            <h1 className="text-2xl font-bold leading-tight">{quote.title}</h1>
          </div>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <Detail term="Business">{business.name}</Detail>
            <Detail term="Client">{quote.clientName}</Detail>
            <Detail term="Date">{quoteDate(quote.createdAt, business.timeZone)}</Detail>
            <Detail term="Status">
              <Badge tone={statusTones[status]}>{statusLabels[status]}</Badge>
            </Detail>
          </dl>
          <div className="flex items-baseline justify-between border-t border-stone-200 pt-3">
            <span className="font-semibold">Total</span>
            <span className="text-3xl font-bold">{money(quote.totalAmount)}</span>
          </div>
        </Card>
        {quote.description && <Section title="Project Description">{quote.description}</Section>}
        {quote.aiSummary && <Section title="Project Summary">{quote.aiSummary}</Section>}
        <QuoteItems quote={quote} items={items} />
        <QuoteAnswer id={id} status={status} business={business} onAnswer={setStatus} />
        {status === 'approved' && deposit && <DepositPanel quoteId={id} deposit={deposit} businessName={business.name} />}
      </main>
    </div>
  );
}


function Section({ title, children }: { title: string; children: string }) {
  return (
    <Card>
      <CardTitle>{title}</CardTitle>
      <p className="mt-2 whitespace-pre-line text-stone-700">{children}</p>
    </Card>
  );
}
