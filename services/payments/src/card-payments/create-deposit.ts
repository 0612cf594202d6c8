import { displayMoney, PaymentMessages, type CreateDepositPayment, type DepositDocumentType, type DepositPaymentResponse } from '@cobber/contracts';
import { badRequest, notFound, type Knex, type Logger, type ServiceCalls } from '@cobber/kit';
import { findDocument } from '../documents/repository.ts';
import type { CardProvider } from '../providers/provider.ts';
import { refreshQuote } from './current-quote.ts';
import { openDepositPayment } from './open-payment.ts';

function tooMuch(owed: number): Error {
  if (owed > 0 && owed < 50) return badRequest(PaymentMessages.minimum, { depositAmount: PaymentMessages.minimum });
  const message = owed === 0 ? 'Nothing is owed on this document' : `The deposit can be at most ${displayMoney(owed)}, what is still owed`;
  return badRequest(message, { depositAmount: message });
}

/**
 * `POST /api/{type}s/:id/create-deposit-payment`: the amount the owner typed, at most
 * what is still owed once the payments already under way on the job are counted.
 */
export async function createDepositPayment(
  db: Knex,
  quotes: ServiceCalls,
  provider: CardProvider,
  logger: Logger,
  ownerId: string,
  documentType: DepositDocumentType,
  documentId: string,
  input: CreateDepositPayment,
): Promise<DepositPaymentResponse> {
  // A quote may have changed a moment ago (its total, its deposit): count what it says now.
  if (documentType === 'quote') await refreshQuote(db, quotes, documentId);
  const document = await findDocument(db, ownerId, documentType, documentId);
  if (!document) throw notFound(documentType === 'quote' ? 'Quote not found' : 'Invoice not found');
  return openDepositPayment(db, provider, logger, document.id, {
    customer: input,
    amountCents({ owedCents }) {
      if (owedCents < input.depositAmount) throw tooMuch(owedCents);
      return input.depositAmount;
    },
  });
}
