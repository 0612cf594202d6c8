import { formatInvoiceNumber, formatMoney, parseMoney } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import { findInvoiceById } from '../invoices/repository.ts';
import { paidByReceiptNumber } from '../receipts/repository.ts';
import type { ReceiptRow } from '../receipts/rows.ts';

/** The invoice a receipt's payment was made on, and what it still owed once that payment was counted. */
export interface PaidInvoice {
  invoiceNumber: string;
  title: string;
  /** Money on the wire; "0.00" once paid in full. */
  owingAfter: string;
}

/**
 * Receipts are numbered in the order they were made, so what was paid by this receipt's
 * time is the invoice's receipts up to its number. An invoice marked paid is settled by
 * its last receipt, whatever an older version recorded.
 */
export async function invoicePaidBy(db: Knex, receipt: ReceiptRow): Promise<PaidInvoice | null> {
  const invoice = receipt.invoice_id ? await findInvoiceById(db, receipt.invoice_id) : null;
  if (!invoice) return null;
  const { paid, later } = await paidByReceiptNumber(db, receipt.owner_id, invoice.id, receipt.number);
  const settled = invoice.status === 'paid' && later === 0;
  const owing = settled ? 0 : Math.max(0, parseMoney(invoice.total_amount) - parseMoney(paid));
  return { invoiceNumber: formatInvoiceNumber(invoice.number), title: invoice.title, owingAfter: formatMoney(owing) };
}
