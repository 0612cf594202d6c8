import { PaymentMessages, type DepositPaymentResponse } from '@cobber/contracts';
import { conflict, notFound, type Knex, type Logger, type ServiceCalls } from '@cobber/kit';
import { requestedDepositCents } from '../documents/replica.ts';
import type { CardProvider } from '../providers/provider.ts';
import { refreshQuote } from './current-quote.ts';
import { openDepositPayment } from './open-payment.ts';

/**
 * `POST /api/quotes/:id/public/deposit-payment`: the client pays the deposit the owner
 * requested, right after accepting the quote. Whether it is accepted and what deposit was
 * asked for come from the quotes service, where the acceptance was just made (its event
 * reaches this service a moment later). The amount is never the client's: it is the
 * requested deposit less what was already paid on the quote, read under its lock. Asked
 * again while that payment is open, it answers the same payment.
 */
export async function createPublicDepositPayment(
  db: Knex,
  quotes: ServiceCalls,
  provider: CardProvider,
  logger: Logger,
  quoteId: string,
): Promise<DepositPaymentResponse> {
  const quote = await refreshQuote(db, quotes, quoteId);
  // A draft is not the client's to pay: one never sent is the owner's alone (404, as on
  // every public call of it), and one being updated cannot be paid either.
  if (!quote || quote.status === 'draft') throw notFound('Quote not found');
  const depositCents = requestedDepositCents(quote);
  if (depositCents === null) throw notFound('No deposit was requested on this quote');
  if (quote.status !== 'approved') throw conflict('The quote must be accepted before the deposit is paid');
  const customerEmail = quote.clientEmail;
  if (!customerEmail) throw conflict('The quote has no client email to send the receipt to');
  return openDepositPayment(db, provider, logger, quote.id, {
    customer: { customerEmail, customerName: quote.clientName },
    amountCents({ owedCents, paidOnDocumentCents }) {
      const amount = Math.min(depositCents - paidOnDocumentCents, owedCents);
      if (amount <= 0) throw conflict('The deposit has already been paid');
      if (amount < 50) throw conflict(PaymentMessages.minimum);
      return amount;
    },
  });
}
