import { PaymentMessages, type DepositPaymentResponse } from '@cobber/contracts';
import { conflict, notFound, type Knex, type Logger } from '@cobber/kit';
import { findQuoteDocument } from '../documents/replica.ts';
import type { CardProvider } from '../providers/provider.ts';
import { openDepositPayment } from './open-payment.ts';

/** How long a just-accepted quote may take to reach this service's copy (by event). */
const ACCEPTANCE_GRACE_MS = 3_000;

/**
 * The client taps Pay Deposit right after Accept: the approval travels here as an event
 * and may be a moment behind. A quote still sent or viewed is read again for a little
 * while before the answer is no.
 */
async function acceptedQuote(db: Knex, quoteId: string) {
  const deadline = Date.now() + ACCEPTANCE_GRACE_MS;
  for (;;) {
    const quote = await findQuoteDocument(db, quoteId);
    const waiting = quote && (quote.status === 'sent' || quote.status === 'viewed') && Date.now() < deadline;
    if (!waiting) return quote;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * `POST /api/quotes/:id/public/deposit-payment`: the client pays the deposit the owner
 * requested, right after accepting the quote. The amount is never the client's: it is
 * the requested deposit less what was already paid on the quote, read under its lock.
 * Asked again while that payment is open, it answers the same payment.
 */
export async function createPublicDepositPayment(
  db: Knex,
  provider: CardProvider,
  logger: Logger,
  quoteId: string,
): Promise<DepositPaymentResponse> {
  const quote = await acceptedQuote(db, quoteId);
  if (!quote) throw notFound('Quote not found');
  if (quote.deposit_cents === null) throw notFound('No deposit was requested on this quote');
  if (quote.status !== 'approved') throw conflict('The quote must be accepted before the deposit is paid');
  if (!quote.client_email) throw conflict('The quote has no client email to send the receipt to');
  return openDepositPayment(db, provider, logger, quote.id, {
    customer: { customerEmail: quote.client_email, customerName: quote.client_name },
    amountCents({ document, owedCents, paidOnDocumentCents }) {
      const amount = Math.min(Number(document.deposit_cents) - paidOnDocumentCents, owedCents);
      if (amount <= 0) throw conflict('The deposit has already been paid');
      if (amount < 50) throw conflict(PaymentMessages.minimum);
      return amount;
    },
  });
}
