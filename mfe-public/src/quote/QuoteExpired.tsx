import { useState } from 'react';
import type { PublicQuoteResponse } from '@cobber/contracts';
import { quoteExpiredMessage } from '@cobber/contracts/display';
import { buttonClasses, Card, CardTitle } from '@cobber/ui';
import { requestUpdatedQuote } from './request-update.ts';

interface QuoteExpiredProps {
  id: string;
  validUntil: string | null | undefined;
  business: PublicQuoteResponse['business'];
}

const askClasses = 'inline-flex h-12 w-full items-center justify-center rounded-xl bg-(--brand) px-4 font-semibold text-(--brand-on) transition hover:brightness-95 disabled:opacity-50';

/**
 * In place of Accept and Decline on a quote past its last day: what happened,
 * and a way to ask the business for an updated quote.
 */
export function QuoteExpired({ id, validUntil, business }: QuoteExpiredProps) {
  const [asking, setAsking] = useState(false);
  const [asked, setAsked] = useState(false);
  const ask = () => {
    setAsking(true);
    requestUpdatedQuote(id)
      .then(() => setAsked(true))
      .catch((error: unknown) => console.error('Could not ask for an updated quote', error))
      .finally(() => setAsking(false));
  };
  return (
    <Card className="space-y-3 text-center">
      <CardTitle>Quote Expired</CardTitle>
      <p className="text-stone-700">{validUntil ? quoteExpiredMessage(validUntil, business.name) : `This quote has expired — ask ${business.name} for an updated quote`}</p>
      {asked ? (
        <p role="status" className="rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900">
          {business.name} has been asked for an updated quote.
        </p>
      ) : (
        <button type="button" className={askClasses} disabled={asking} onClick={ask}>
          {asking ? 'Asking...' : 'Ask for an updated quote'}
        </button>
      )}
      {business.phone && (
        <a href={`tel:${business.phone.replace(/[^\d+]/g, '')}`} className={buttonClasses('outline')}>
          Call Business
        </a>
      )}
    </Card>
  );
}
