import { DEFAULT_RECEIPT_MESSAGE, formatInvoiceNumber, owedCents, type IsoDate } from '@cobber/contracts';
import type { Knex, Logger } from '@cobber/kit';
import { settlePayments } from '../invoices/payments.ts';
import { findInvoice } from '../invoices/repository.ts';
import { invoiceMoney } from '../invoices/rows.ts';
import { insertReceipt } from '../receipts/service.ts';
import { xeroDate, type AccountingApi } from './client.ts';
import { documentOfXeroId, recordXeroPayment } from './repository.ts';

/** A payment as Xero lists it. */
export interface XeroPayment {
  PaymentID: string;
  Date: string;
  Amount: number;
  Status: string;
  UpdatedDateUTC?: string;
  Invoice?: { InvoiceID: string };
}

/** Xero's Payments come a page of 100 at a time. */
const PAGE = 100;

class AlreadyRecorded extends Error {}

/**
 * A payment entered in Xero on an invoice Cobber sent there becomes a receipt (by bank
 * transfer, dated as in Xero, left a Draft for the owner to send), counted on the invoice.
 * The receipt and the record of which Xero payment it is are written in one transaction,
 * the record unique per payment: however often or concurrently Xero's list is read, one receipt.
 */
async function recordPayment(db: Knex, ownerId: string, payment: XeroPayment, logger: Logger): Promise<boolean> {
  const invoiceId = await documentOfXeroId(db, ownerId, 'invoice', payment.Invoice?.InvoiceID ?? null);
  if (!invoiceId) return false;
  if (await documentOfXeroId(db, ownerId, 'payment', payment.PaymentID)) return false;
  try {
    return await db.transaction(async (trx) => {
      const invoice = await findInvoice(trx, ownerId, invoiceId, { lock: true });
      const cents = Math.round(payment.Amount * 100);
      if (!invoice || invoice.status === 'cancelled' || cents <= 0 || cents > owedCents(invoiceMoney(invoice))) {
        logger.warn({ ownerId, invoiceId, paymentId: payment.PaymentID }, 'a payment entered in Xero does not fit what the invoice owes; not recorded');
        return false;
      }
      const receipt = await insertReceipt(trx, ownerId, {
        clientName: invoice.client_name,
        clientEmail: invoice.client_email,
        clientPhone: invoice.client_phone,
        paymentAmount: cents,
        paymentMethod: 'Bank Transfer',
        paymentDate: xeroDate(payment.Date).toISOString().slice(0, 10) as IsoDate,
        description: `Payment of ${formatInvoiceNumber(invoice.number)} recorded in Xero`,
        messageTemplate: DEFAULT_RECEIPT_MESSAGE,
        invoiceId: invoice.id,
        quoteId: invoice.quote_id,
      });
      if (!(await recordXeroPayment(trx, ownerId, receipt.id, payment.PaymentID))) throw new AlreadyRecorded();
      await settlePayments(trx, invoice);
      return true;
    });
  } catch (error) {
    if (error instanceof AlreadyRecorded) return false;
    throw error;
  }
}

/**
 * Reads the payments on sales invoices changed in Xero since the last read
 * (If-Modified-Since), and records those made there. Answers when to read from next
 * time: the latest change Xero listed (its own clock, not ours).
 */
export async function pullPayments(db: Knex, api: AccountingApi, ownerId: string, since: Date | null, logger: Logger): Promise<{ recorded: number; readUpTo: Date | null }> {
  let recorded = 0;
  let readUpTo = since;
  for (let page = 1; ; page++) {
    const { Payments } = await api.get<{ Payments: XeroPayment[] }>('/Payments', {
      query: { where: 'PaymentType=="ACCRECPAYMENT"', page: String(page) },
      ...(since ? { ifModifiedSince: since } : {}),
    });
    for (const payment of Payments) {
      if (payment.UpdatedDateUTC) {
        const updated = xeroDate(payment.UpdatedDateUTC);
        if (!readUpTo || updated > readUpTo) readUpTo = updated;
      }
      if (payment.Status === 'AUTHORISED' && (await recordPayment(db, ownerId, payment, logger))) recorded++;
    }
    if (Payments.length < PAGE) return { recorded, readUpTo };
  }
}
