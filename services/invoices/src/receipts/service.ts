import {
  calendarDateIn,
  ErrorCode,
  formatInvoiceNumber,
  formatMoney,
  owedCents,
  paymentDateProblem,
  paymentProblem,
  type CreateReceipt,
  type IsoDate,
  type MarkInvoicePaid,
  type Receipt,
} from '@cobber/contracts';
import { badRequest, conflict, createEvent, HttpError, writeEvents, type Knex, type Clock } from '@cobber/kit';
import { nextDocumentNumber } from '@cobber/documents';
import { businessDay, type BusinessDay } from '../dates.ts';
import { settlePayments } from '../invoices/payments.ts';
import { findInvoice } from '../invoices/repository.ts';
import { invoiceMoney, type InvoiceRow } from '../invoices/rows.ts';
import { loadInvoiceForChange } from '../invoices/service.ts';
import { SCHEMA } from '../migrations.ts';
import { findQuote } from '../replica/repository.ts';
import { insertReceiptRow } from './repository.ts';
import { toReceipt, type ReceiptRow } from './rows.ts';

export async function emitReceiptEvent(trx: Knex.Transaction, row: ReceiptRow, sent?: { method: 'email' | 'sms' }): Promise<void> {
  const data = { ...toReceipt(row), ownerId: row.owner_id };
  const event = sent
    ? createEvent('receipt.sent', { ownerId: row.owner_id, key: row.id, data: { ...data, method: sent.method } })
    : createEvent('receipt.created', { ownerId: row.owner_id, key: row.id, data });
  await writeEvents(trx, SCHEMA, [event]);
}

/** A receipt to record: its payment date settled to a calendar date of the business's. */
export type NewReceipt = Omit<CreateReceipt, 'paymentDate'> & { paymentDate: IsoDate };

/**
 * The payment date as sent, as the business's calendar date (an instant read in its time
 * zone); 400 when it is after the business's today or before 1900.
 */
export function settlePaymentDate(sent: string, day: BusinessDay): IsoDate {
  const date = calendarDateIn(sent, day.timeZone);
  const problem = paymentDateProblem(date, day.today);
  if (problem) throw badRequest(problem, { paymentDate: problem });
  return date;
}

/** How a receipt's payment was taken: by card or not, and by card as a deposit or as a payment of the invoice. */
export interface TakenBy {
  takenByCard?: boolean;
  cardDeposit?: boolean;
}

export async function insertReceipt(trx: Knex.Transaction, ownerId: string, input: NewReceipt, { takenByCard = false, cardDeposit = takenByCard }: TakenBy = {}): Promise<ReceiptRow> {
  const row = await insertReceiptRow(trx, {
    id: crypto.randomUUID(),
    owner_id: ownerId,
    number: await nextDocumentNumber(trx, ownerId, 'receipt'),
    client_name: input.clientName,
    client_email: input.clientEmail,
    client_phone: input.clientPhone,
    payment_amount: formatMoney(input.paymentAmount),
    payment_method: input.paymentMethod,
    payment_date: input.paymentDate,
    description: input.description,
    message_template: input.messageTemplate,
    invoice_id: input.invoiceId,
    quote_id: input.quoteId,
    taken_by_card: takenByCard,
    card_deposit: cardDeposit,
  });
  await emitReceiptEvent(trx, row);
  return row;
}

/**
 * How much a payment on the invoice (locked by the caller) is: the amount given, or all
 * that is owed; never more than is owed (400 naming the amount). A cancelled invoice takes none.
 */
function paymentOn(invoice: InvoiceRow, amountCents: number | undefined): number {
  if (invoice.status === 'cancelled') throw conflict('This invoice is cancelled');
  const owed = invoice.status === 'paid' ? 0 : owedCents(invoiceMoney(invoice));
  const amount = amountCents ?? owed;
  const problem = paymentProblem(amount, owed);
  if (problem) throw badRequest(problem, { paymentAmount: problem });
  return amount;
}

/** Another owner's invoice or quote, or none, named in a body: 404 naming the field. */
const noSuch = (field: 'invoiceId' | 'quoteId', message: string) => new HttpError(404, ErrorCode.notFound, message, { fields: { [field]: message } });

/**
 * `POST /api/receipts`: a receipt for a payment, linked to the owner's invoice or quote if
 * named. One naming an invoice is a payment on it: at most what is owed, counted on the
 * invoice in the same transaction (paid once nothing is owed).
 */
export async function createReceipt(db: Knex, clock: Clock, ownerId: string, input: CreateReceipt): Promise<Receipt> {
  const paymentDate = settlePaymentDate(input.paymentDate, await businessDay(db, ownerId, clock));
  if (input.invoiceId && !(await findInvoice(db, ownerId, input.invoiceId))) throw noSuch('invoiceId', 'No such invoice');
  if (input.quoteId && !(await findQuote(db, ownerId, input.quoteId))) throw noSuch('quoteId', 'No such quote');
  return db.transaction(async (trx) => {
    const invoice = input.invoiceId ? await loadInvoiceForChange(trx, ownerId, input.invoiceId) : null;
    if (invoice) paymentOn(invoice, input.paymentAmount);
    const receipt = await insertReceipt(trx, ownerId, { ...input, paymentDate });
    if (invoice) await settlePayments(trx, invoice);
    return toReceipt(receipt);
  });
}

/** A mark-paid body may name the invoice and its quote, as the receipt form does, but no others. */
function assertSameDocuments(invoice: InvoiceRow, input: MarkInvoicePaid): void {
  const message = 'The receipt is for the invoice being marked paid';
  if (input.invoiceId && input.invoiceId !== invoice.id) throw badRequest(message, { invoiceId: message });
  if (input.quoteId && input.quoteId !== invoice.quote_id) throw badRequest(message, { quoteId: message });
}

/**
 * `POST /api/invoices/:id/mark-paid`: a payment on the invoice and its receipt, in one
 * transaction. Who paid is the invoice's client (their name, email, and the phone their
 * record has) unless the body says; the amount is the balance due and the date the
 * business's today unless given. A part payment leaves the rest owed; the invoice is
 * paid once nothing is.
 */
export async function markInvoicePaid(db: Knex, clock: Clock, ownerId: string, invoiceId: string, input: MarkInvoicePaid): Promise<Receipt> {
  const day = await businessDay(db, ownerId, clock);
  const paymentDate = input.paymentDate ? settlePaymentDate(input.paymentDate, day) : day.today;
  return db.transaction(async (trx) => {
    const invoice = await loadInvoiceForChange(trx, ownerId, invoiceId);
    if (invoice.status === 'paid') throw conflict('This invoice is already paid');
    assertSameDocuments(invoice, input);
    const amountCents = paymentOn(invoice, input.paymentAmount);
    const receipt = await insertReceipt(trx, ownerId, {
      clientName: input.clientName ?? invoice.client_name,
      clientEmail: input.clientEmail ?? invoice.client_email,
      clientPhone: input.clientPhone ?? invoice.client_phone,
      paymentAmount: amountCents,
      paymentMethod: input.paymentMethod,
      paymentDate,
      description: input.description ?? `${invoice.title} (invoice ${formatInvoiceNumber(invoice.number)})`,
      messageTemplate: input.messageTemplate,
      invoiceId: invoice.id,
      quoteId: invoice.quote_id,
    });
    await settlePayments(trx, invoice);
    return toReceipt(receipt);
  });
}
