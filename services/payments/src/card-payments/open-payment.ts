import { randomUUID } from 'node:crypto';
import { displayMoney, formatMoney, type DepositPaymentResponse, type PaymentPurpose } from '@cobber/contracts';
import { conflict, notFound, serviceUnavailable, type Knex, type Logger } from '@cobber/kit';
import type { DocumentRow } from '../documents/repository.ts';
import { PaymentUnderWay, type CardProvider } from '../providers/provider.ts';
import { lockDocument, owedCents, paidOnDocumentCents } from './ledger.ts';
import { ABANDONED_AFTER_MINUTES, insertPayment, openPayments, updatePayment, type OpenPaymentRow, type PaymentRow } from './repository.ts';

export interface DepositCustomer {
  customerEmail: string;
  customerName: string;
}

/** What a deposit may take, read under the document's lock. */
export interface DepositLedger {
  document: DocumentRow;
  /** The total less what the job paid and what its other open payments may take. */
  owedCents: number;
  /** What card deposits on this document itself have paid. */
  paidOnDocumentCents: number;
}

export interface DepositRequest {
  /** The amount to take (not counting the document's own open payment); throws when nothing can be. */
  amountCents(ledger: DepositLedger): number;
  customer: DepositCustomer;
  /** A deposit unless said otherwise: the client's payment of the invoice itself is an `invoice` payment. */
  purpose?: PaymentPurpose;
}

/**
 * Opens a card payment: the one path for the owner's deposit screen, the client's public
 * quote page (a deposit) and the client's invoice page (the balance, or part). Under the document's lock: at most one open payment
 * per document. The same amount again answers the open payment (same client secret, same
 * PaymentIntent); a different amount cancels an open payment that was declined or
 * abandoned, and otherwise is refused (409) while it is under way.
 */
export async function openDepositPayment(
  db: Knex,
  provider: CardProvider,
  logger: Logger,
  documentId: string,
  request: DepositRequest,
): Promise<DepositPaymentResponse> {
  return db.transaction(async (trx) => {
    const locked = await lockDocument(trx, documentId);
    if (!locked) throw notFound('Document not found');
    const others = locked.jobIds.filter((id) => id !== documentId);
    for (const payment of await openPayments(trx, others)) if (closable(payment)) await cancel(trx, provider, payment);

    const open = await openPayments(trx, [documentId]);
    const amount = request.amountCents({
      document: locked.document,
      owedCents: await owedCents(trx, locked, open.map((p) => p.id)),
      paidOnDocumentCents: await paidOnDocumentCents(trx, locked),
    });
    const same = open.find((p) => Number(p.amount_cents) === amount && p.provider === provider.name && p.client_secret);
    for (const payment of open) {
      if (payment === same) continue;
      if (!closable(payment)) throw underWay(payment, locked.document);
      await cancel(trx, provider, payment);
    }
    if (same) return answer(await updatePayment(trx, same.id, {}));
    return answer(await startPayment(trx, provider, logger, locked.document, amount, request));
  });
}

/** Declined, or left alone so long it counts as abandoned: another attempt may take its place. */
function closable(payment: OpenPaymentRow): boolean {
  return payment.status === 'failed' || payment.abandoned;
}

function underWay(payment: PaymentRow, document: DocumentRow) {
  return conflict(
    `A card payment of ${displayMoney(Number(payment.amount_cents))} is already under way on this ${document.type}. ` +
      `Finish it, or try a different amount after ${ABANDONED_AFTER_MINUTES} minutes.`,
  );
}

/** Closes an open payment at its provider first, so its card form can no longer take money. */
async function cancel(trx: Knex.Transaction, provider: CardProvider, payment: OpenPaymentRow): Promise<void> {
  if (payment.provider === provider.name && payment.provider_payment_id) {
    try {
      await provider.cancelPayment(payment.provider_payment_id);
    } catch (error) {
      if (error instanceof PaymentUnderWay) throw conflict(`A card payment on this ${payment.document_type} is being processed. Please try again in a moment.`);
      throw serviceUnavailable('Failed to set up payment. Please try again.');
    }
  }
  await updatePayment(trx, payment.id, { status: 'canceled', failure_message: payment.status === 'failed' ? 'Replaced after a declined card' : 'Abandoned, then replaced' });
}

function answer(payment: PaymentRow): DepositPaymentResponse {
  return { clientSecret: payment.client_secret!, depositAmount: formatMoney(Number(payment.amount_cents)), paymentId: payment.id };
}

/** Records the payment, then asks the card provider to start it, all under the lock. */
async function startPayment(
  trx: Knex.Transaction,
  provider: CardProvider,
  logger: Logger,
  document: DocumentRow,
  amountCents: number,
  { customer, purpose = 'deposit' }: DepositRequest,
): Promise<PaymentRow> {
  const paymentId = randomUUID();
  const { owner_id: ownerId, type: documentType, id: documentId } = document;
  await insertPayment(trx, {
    id: paymentId,
    owner_id: ownerId,
    document_type: documentType,
    document_id: documentId,
    amount_cents: String(amountCents),
    customer_email: customer.customerEmail,
    customer_name: customer.customerName,
    provider: provider.name,
    test_payment: provider.testMode,
    purpose,
  });
  try {
    const started = await provider.startPayment({
      paymentId,
      ownerId,
      documentType,
      documentId,
      amountCents,
      customerEmail: customer.customerEmail,
      description: `${purpose === 'invoice' ? 'Payment' : 'Deposit'} for ${documentType} ${document.number ?? document.title}`,
    });
    return await updatePayment(trx, paymentId, { provider_payment_id: started.providerPaymentId, client_secret: started.clientSecret });
  } catch (error) {
    // The transaction rolls back: no payment is left open that nobody can pay.
    logger.error({ err: error, paymentId }, 'card provider refused to start a payment');
    throw serviceUnavailable('Failed to set up payment. Please try again.');
  }
}
