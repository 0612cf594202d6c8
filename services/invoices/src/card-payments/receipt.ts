import { calendarDateIn, DEFAULT_RECEIPT_MESSAGE, formatInvoiceNumber, parseEventOf, type EventEnvelope, type PaymentPurpose } from '@cobber/contracts';
import { consumeOnce, type Knex } from '@cobber/kit';
import { findTimeZone } from '@cobber/documents';
import { findClientPhone } from '../clients/repository.ts';
import { settlePayments } from '../invoices/payments.ts';
import { findInvoice } from '../invoices/repository.ts';
import type { InvoiceRow } from '../invoices/rows.ts';
import { findQuote } from '../replica/repository.ts';
import { sendReceipt } from '../sending/send-receipt.ts';
import type { Sending } from '../sending/sending.ts';
import { insertReceipt } from '../receipts/service.ts';

/** The phone of the client who paid, from their record: the invoice's client, or the quote's. */
async function payerPhone(trx: Knex.Transaction, ownerId: string, invoice: InvoiceRow | null, quoteId: string): Promise<string | null> {
  if (invoice) return invoice.client_phone;
  const quote = await findQuote(trx, ownerId, quoteId);
  return findClientPhone(trx, ownerId, quote?.clientId ?? null);
}

/**
 * What the receipt says it was for: 'Deposit payment', or 'Payment of INV-0001' when the
 * client paid the invoice itself by card. A test payment moved no money: the receipt says
 * so.
 */
function receiptDescription(purpose: PaymentPurpose | undefined, invoice: InvoiceRow | null, testPayment: boolean): string {
  const paid = purpose === 'invoice' && invoice ? `Payment of ${formatInvoiceNumber(invoice.number)}` : 'Deposit payment';
  return testPayment ? `${paid} (test payment)` : paid;
}

/**
 * A card payment (payment.succeeded): a deposit, or the client paying the invoice from its
 * page (a payment received, not a deposit), becomes a receipt by Credit Card
 * (receiptDescription), with the client's phone from their record so it can be texted, counted on its invoice, once (the inbox); the receipt
 * is then emailed to the customer. A mail failure leaves it a Draft the owner can send
 * again. It is dated the day the card was charged in the business's time zone, however
 * late the event arrives.
 */
export async function receiptCardPayment(db: Knex, sending: Sending, raw: EventEnvelope): Promise<void> {
  const payment = parseEventOf(raw, 'payment.succeeded').data;
  let receiptId: string | null = null;
  await consumeOnce(db, raw, async (trx) => {
    const invoice = payment.documentType === 'invoice' ? await findInvoice(trx, payment.ownerId, payment.documentId, { lock: true }) : null;
    if (payment.documentType === 'invoice' && !invoice) return;
    const quoteId = invoice ? invoice.quote_id : payment.documentId;
    const receipt = await insertReceipt(
      trx,
      payment.ownerId,
      {
        clientName: payment.customerName,
        clientEmail: payment.customerEmail,
        clientPhone: await payerPhone(trx, payment.ownerId, invoice, payment.documentId),
        paymentAmount: payment.amountCents,
        paymentMethod: 'Credit Card',
        paymentDate: calendarDateIn(raw.occurredAt, await findTimeZone(trx, payment.ownerId)),
        description: receiptDescription(payment.purpose, invoice, payment.testPayment),
        messageTemplate: DEFAULT_RECEIPT_MESSAGE,
        invoiceId: invoice?.id ?? null,
        quoteId,
      },
      { takenByCard: true, cardDeposit: payment.purpose !== 'invoice' },
    );
    if (invoice) await settlePayments(trx, invoice);
    receiptId = receipt.id;
  });
  if (!receiptId) return;
  try {
    await sendReceipt(db, sending, payment.ownerId, receiptId, { method: 'email' });
  } catch (error) {
    sending.logger.warn({ err: error, receiptId }, 'the deposit receipt could not be emailed; it stays a Draft');
  }
}
