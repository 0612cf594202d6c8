import { displayMoney, InvoicePaymentMessages, MIN_DEPOSIT_CENTS, type InvoicePaymentResponse, type PublicInvoicePayment } from '@cobber/contracts';
import { badRequest, conflict, notFound, type Knex, type Logger } from '@cobber/kit';
import { findPublicInvoice } from '../documents/repository.ts';
import type { CardProvider } from '../providers/provider.ts';
import { openDepositPayment } from './open-payment.ts';

/** Only a sent invoice is its client's to pay: a draft is the owner's alone (not found), a cancelled one owes nothing. */
const CANCELLED = 'This invoice was cancelled: nothing is owed on it';

/** Why the amount asked cannot be taken now, against what is still owed in cents. */
function amountProblem(amountCents: number, owedCents: number): Error | null {
  if (owedCents === 0) return conflict('Nothing is owed on this invoice');
  if (owedCents < MIN_DEPOSIT_CENTS) return conflict(`The ${displayMoney(owedCents)} still owed is less than a card can pay. ${InvoicePaymentMessages.minimum}`);
  if (amountCents > owedCents) {
    const message = `The amount can be at most ${displayMoney(owedCents)}, what is still owed`;
    return badRequest(message, { amount: message });
  }
  return null;
}

/**
 * `POST /api/invoices/:id/public/payment`: the client pays all or part of the
 * balance due on a sent invoice, by card, from its link. The same path as deposits: under
 * the invoice's (and its job's) lock, never more than is owed once what was paid and the
 * payments under way are counted, one open payment per invoice (asked again for the same
 * amount it answers the same payment). The success becomes a receipt on the invoice.
 */
export async function createPublicInvoicePayment(
  db: Knex,
  provider: CardProvider,
  logger: Logger,
  invoiceId: string,
  input: PublicInvoicePayment,
): Promise<InvoicePaymentResponse> {
  const invoice = await findPublicInvoice(db, invoiceId);
  if (!invoice || invoice.status === 'draft') throw notFound('Invoice not found');
  if (invoice.status === 'cancelled') throw conflict(CANCELLED);
  const customerEmail = invoice.client_email;
  if (!customerEmail) throw conflict('The invoice has no client email to send the receipt to');
  const payment = await openDepositPayment(db, provider, logger, invoice.id, {
    customer: { customerEmail, customerName: invoice.client_name },
    purpose: 'invoice',
    amountCents({ owedCents }) {
      const problem = amountProblem(input.amount, owedCents);
      if (problem) throw problem;
      return input.amount;
    },
  });
  return { clientSecret: payment.clientSecret, amount: payment.depositAmount, paymentId: payment.paymentId };
}
