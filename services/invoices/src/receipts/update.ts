import { formatMoney, owedWithoutPayment, parseMoney, paymentProblem, type Receipt, type UpdateReceipt } from '@cobber/contracts';
import { badRequest, conflict, notFound, type Knex, type Clock } from '@cobber/kit';
import { businessDay } from '../dates.ts';
import { settlePayments } from '../invoices/payments.ts';
import { invoiceMoney, type InvoiceRow } from '../invoices/rows.ts';
import { loadInvoiceForChange } from '../invoices/service.ts';
import { findReceipt, findReceiptForChange, updateReceiptRow } from './repository.ts';
import { toReceipt, type ReceiptRow } from './rows.ts';
import { settlePaymentDate } from './service.ts';

const SENT = 'This receipt has been sent; it can no longer change';
const CARD = "A card payment's amount, method and date are as the card was charged";

/** The receipt's columns the request changes (only those sent that differ). */
function changedColumns(receipt: ReceiptRow, input: UpdateReceipt, paymentDate: string | undefined): Partial<ReceiptRow> {
  const wanted: Partial<ReceiptRow> = {
    client_name: input.clientName,
    client_email: input.clientEmail,
    client_phone: input.clientPhone,
    payment_amount: input.paymentAmount === undefined ? undefined : formatMoney(input.paymentAmount),
    payment_method: input.paymentMethod,
    payment_date: paymentDate,
    description: input.description,
    message_template: input.messageTemplate,
  };
  const stored = toReceipt(receipt);
  const current: Partial<Record<keyof ReceiptRow, unknown>> = {
    client_name: stored.clientName,
    client_email: stored.clientEmail,
    client_phone: stored.clientPhone,
    payment_amount: stored.paymentAmount,
    payment_method: stored.paymentMethod,
    payment_date: stored.paymentDate,
    description: stored.description,
    message_template: stored.messageTemplate,
  };
  return Object.fromEntries(Object.entries(wanted).filter(([column, value]) => value !== undefined && value !== current[column as keyof ReceiptRow]));
}

/** A card payment's receipt keeps the card's amount, method and date (409). */
function assertCardFigures(receipt: ReceiptRow, columns: Partial<ReceiptRow>): void {
  if (receipt.taken_by_card && ['payment_amount', 'payment_method', 'payment_date'].some((column) => column in columns)) throw conflict(CARD);
}

/** A corrected amount fits what its invoice owed before it (400 naming the amount). */
function assertAmountFits(invoice: InvoiceRow, receipt: ReceiptRow, amount: string): void {
  const problem = paymentProblem(parseMoney(amount), owedWithoutPayment(invoiceMoney(invoice), parseMoney(receipt.payment_amount)));
  if (problem) throw badRequest(problem, { paymentAmount: problem });
}

/**
 * `PATCH /api/receipts/:id`: corrects a receipt until it is sent (then 409): who paid,
 * how much, how, when, what for and the message. A corrected amount is recounted on its
 * invoice in the same transaction (the invoice's row locked first, then the receipt's).
 */
export async function updateReceipt(db: Knex, clock: Clock, ownerId: string, id: string, input: UpdateReceipt): Promise<Receipt> {
  const found = await findReceipt(db, ownerId, id);
  if (!found) throw notFound('Receipt not found');
  const paymentDate = input.paymentDate ? settlePaymentDate(input.paymentDate, await businessDay(db, ownerId, clock)) : undefined;
  return db.transaction(async (trx) => {
    const invoice = found.invoice_id ? await loadInvoiceForChange(trx, ownerId, found.invoice_id) : null;
    const receipt = (await findReceiptForChange(trx, ownerId, id))!;
    if (receipt.sent_at) throw conflict(SENT);
    const columns = changedColumns(receipt, input, paymentDate);
    assertCardFigures(receipt, columns);
    if (Object.keys(columns).length === 0) return toReceipt(receipt);
    if (invoice && columns.payment_amount) assertAmountFits(invoice, receipt, columns.payment_amount);
    const updated = await updateReceiptRow(trx, id, columns);
    if (invoice && columns.payment_amount) await settlePayments(trx, invoice);
    return toReceipt(updated);
  });
}
