import { randomUUID } from 'node:crypto';
import {
  displayMoney,
  formatMoney,
  PaymentMessages,
  type CreateDepositPayment,
  type DepositDocumentType,
  type DepositPaymentResponse,
} from '@cobber/contracts';
import { badRequest, notFound, serviceUnavailable, type Knex, type Logger } from '@cobber/kit';
import { findDocument, type DocumentRow } from '../documents/replica.ts';
import type { CardProvider } from '../providers/provider.ts';
import { insertPayment, succeededCents } from './repository.ts';

/**
 * What is still owed on a document. The owning service's figure (an invoice's deposit
 * paid) can lag behind a payment taken here, and this service's own payments miss what
 * was paid elsewhere; each is a lower bound of what was paid, so take the larger.
 * Deposits paid on the quote count towards its invoice.
 */
export async function owedCents(db: Knex, document: DocumentRow): Promise<number> {
  const paidHere = await succeededCents(db, document.quote_id ? [document.id, document.quote_id] : [document.id]);
  const paid = Math.max(Number(document.paid_cents), paidHere);
  return Math.max(0, Number(document.total_cents) - paid);
}

function tooMuch(owed: number): Error {
  const message = owed === 0 ? 'Nothing is owed on this document' : `The deposit can be at most ${displayMoney(owed)}, what is still owed`;
  return badRequest(message, { depositAmount: message });
}

/** `POST /api/{type}s/:id/create-deposit-payment`: checks the amount against what is owed. */
export async function createDepositPayment(
  db: Knex,
  provider: CardProvider,
  logger: Logger,
  ownerId: string,
  documentType: DepositDocumentType,
  documentId: string,
  input: CreateDepositPayment,
): Promise<DepositPaymentResponse> {
  const document = await findDocument(db, ownerId, documentType, documentId);
  if (!document) throw notFound(documentType === 'quote' ? 'Quote not found' : 'Invoice not found');
  const owed = await owedCents(db, document);
  if (owed < input.depositAmount) {
    throw owed === 0 || owed >= 50 ? tooMuch(owed) : badRequest(PaymentMessages.minimum, { depositAmount: PaymentMessages.minimum });
  }
  return startDepositPayment(db, provider, logger, document, input.depositAmount, input);
}

export interface DepositCustomer {
  customerEmail: string;
  customerName: string;
}

/**
 * Records the attempt, then asks the card provider to start it: the one path for the
 * owner's deposit screen and the client's public quote page.
 */
export async function startDepositPayment(
  db: Knex,
  provider: CardProvider,
  logger: Logger,
  document: DocumentRow,
  amountCents: number,
  customer: DepositCustomer,
): Promise<DepositPaymentResponse> {
  const paymentId = randomUUID();
  const { owner_id: ownerId, type: documentType, id: documentId } = document;
  await insertPayment(db, {
    id: paymentId,
    owner_id: ownerId,
    document_type: documentType,
    document_id: documentId,
    amount_cents: String(amountCents),
    customer_email: customer.customerEmail,
    customer_name: customer.customerName,
    provider: provider.name,
  });
  const label = document.number ?? document.title;
  try {
    const started = await provider.startPayment({
      paymentId,
      ownerId,
      documentType,
      documentId,
      amountCents,
      customerEmail: customer.customerEmail,
      description: `Deposit for ${documentType} ${label}`,
    });
    await db('payments')
      .where('id', paymentId)
      .update({ provider_payment_id: started.providerPaymentId, client_secret: started.clientSecret, updated_at: db.fn.now() });
    return { clientSecret: started.clientSecret, depositAmount: formatMoney(amountCents) };
  } catch (error) {
    logger.error({ err: error, paymentId }, 'card provider refused to start a payment');
    await db('payments').where('id', paymentId).update({ status: 'failed', failure_message: 'Could not start the payment', updated_at: db.fn.now() });
    throw serviceUnavailable('Failed to set up payment. Please try again.');
  }
}
