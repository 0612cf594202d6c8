import { calendarDateIn, DEFAULT_RECEIPT_MESSAGE, formatMoney, parseEventOf, parseMoney, type EventEnvelope } from '@cobber/contracts';
import { consumeOnce, findTimeZone, type Knex } from '@cobber/kit';
import { emitInvoiceEvent } from '../invoices/events.ts';
import { findInvoice, updateInvoiceRow } from '../invoices/repository.ts';
import type { InvoiceRow } from '../invoices/rows.ts';
import { sendReceipt } from '../sending/send-receipt.ts';
import type { Sending } from '../sending/sending.ts';
import { insertReceipt } from './service.ts';

/** The deposit goes against the invoice: deposit paid grows, and nothing owed makes it paid. */
async function recordDepositOnInvoice(trx: Knex.Transaction, invoice: InvoiceRow, amountCents: number): Promise<void> {
  const depositPaid = parseMoney(invoice.deposit_paid) + amountCents;
  const paid = depositPaid >= parseMoney(invoice.total_amount);
  const updated = await updateInvoiceRow(trx, invoice.id, { deposit_paid: formatMoney(depositPaid), ...(paid ? { status: 'paid', paid_at: trx.fn.now() } : {}) });
  await emitInvoiceEvent(trx, paid ? 'invoice.paid' : 'invoice.updated', updated);
}

/**
 * A card deposit (payment.succeeded) becomes a receipt, 'Deposit payment' by Credit Card
 * ('Deposit payment (test payment)' when no money moved),
 * recorded against its invoice, once (the inbox); the receipt is then emailed to the
 * customer. A mail failure leaves it a Draft the owner can send again. It is dated the
 * day the card was charged in the business's time zone, however late the event arrives.
 */
export async function receiptDeposit(db: Knex, sending: Sending, raw: EventEnvelope): Promise<void> {
  const payment = parseEventOf(raw, 'payment.succeeded').data;
  let receiptId: string | null = null;
  await consumeOnce(db, raw, async (trx) => {
    const invoice = payment.documentType === 'invoice' ? await findInvoice(trx, payment.ownerId, payment.documentId, { lock: true }) : null;
    if (payment.documentType === 'invoice' && !invoice) return;
    const receipt = await insertReceipt(trx, payment.ownerId, {
      clientName: payment.customerName,
      clientEmail: payment.customerEmail,
      clientPhone: null,
      paymentAmount: payment.amountCents,
      paymentMethod: 'Credit Card',
      paymentDate: calendarDateIn(raw.occurredAt, await findTimeZone(trx, payment.ownerId)),
      // A test payment moved no money: the receipt says so (DESIGN.md §2 "Demo mode is explicit").
      description: payment.testPayment ? 'Deposit payment (test payment)' : 'Deposit payment',
      messageTemplate: DEFAULT_RECEIPT_MESSAGE,
      invoiceId: invoice?.id ?? null,
      quoteId: invoice ? invoice.quote_id : payment.documentId,
    });
    if (invoice) await recordDepositOnInvoice(trx, invoice, payment.amountCents);
    receiptId = receipt.id;
  });
  if (!receiptId) return;
  try {
    await sendReceipt(db, sending, payment.ownerId, receiptId, { method: 'email' });
  } catch (error) {
    sending.logger.warn({ err: error, receiptId }, 'the deposit receipt could not be emailed; it stays a Draft');
  }
}
