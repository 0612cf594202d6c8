import {
  formatInvoiceNumber,
  formatMoney,
  InvoiceMessages,
  isOverdue,
  parseMoney,
  type Invoice,
  type InvoiceItem,
  type IsoDate,
  type PublicItem,
} from '@cobber/contracts';
import type { LineTable, StoredLine } from '@cobber/kit';
import { isoDate } from '../dates.ts';

export interface InvoiceRow {
  id: string;
  owner_id: string;
  number: number;
  quote_id: string | null;
  title: string;
  description: string | null;
  client_name: string;
  client_email: string | null;
  due_date: Date | string;
  /** Never `overdue`: that is worked out when read. */
  status: 'draft' | 'sent' | 'paid' | 'cancelled';
  payment_method: Invoice['paymentMethod'];
  subtotal: string;
  tax_amount: string;
  total_amount: string;
  deposit_paid: string;
  sent_at: Date | null;
  paid_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** Where invoice lines live (the kit's priced-document lines). */
export const INVOICE_LINES: LineTable<'invoice_id'> = {
  table: 'invoice_items',
  documentColumn: 'invoice_id',
  details: false,
  messages: { tooManyItems: InvoiceMessages.tooManyItems, totalTooLarge: InvoiceMessages.totalTooLarge },
};

export type InvoiceItemRow = StoredLine<'invoice_id'>;

/**
 * numeric(12,2) arrives from pg as text like "12.50"; the wire wants exactly that.
 * `today` is the business's (its time zone's): overdue only once its day has ended.
 */
export function toInvoice(row: InvoiceRow, today: IsoDate): Invoice {
  const dueDate = isoDate(row.due_date);
  const balance = Math.max(0, parseMoney(row.total_amount) - parseMoney(row.deposit_paid));
  return {
    id: row.id,
    invoiceNumber: formatInvoiceNumber(row.number),
    quoteId: row.quote_id,
    title: row.title,
    description: row.description,
    clientName: row.client_name,
    clientEmail: row.client_email,
    dueDate,
    status: isOverdue(dueDate, row.status, today) ? 'overdue' : row.status,
    paymentMethod: row.payment_method,
    subtotal: row.subtotal,
    taxAmount: row.tax_amount,
    totalAmount: row.total_amount,
    depositPaid: row.deposit_paid,
    balanceDue: row.status === 'paid' ? '0.00' : formatMoney(balance),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function toItem(row: InvoiceItemRow): InvoiceItem {
  return {
    id: row.id,
    invoiceId: row.invoice_id,
    description: row.description,
    quantity: row.quantity,
    unitPrice: row.unit_price,
    totalPrice: row.total_price,
    type: row.type,
  };
}

export function toPublicItem(row: InvoiceItemRow): PublicItem {
  return { id: row.id, description: row.description, type: row.type, quantity: row.quantity, unitPrice: row.unit_price, totalPrice: row.total_price };
}
