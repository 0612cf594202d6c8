import {
  formatInvoiceNumber,
  formatMoney,
  InvoiceMessages,
  isOverdue,
  owedCents,
  parseMoney,
  type Invoice,
  type InvoiceMoney,
  type InvoiceItem,
  type IsoDate,
  type PublicItem,
} from '@cobber/contracts';
import type { LineTable, StoredLine } from '@cobber/documents';
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
  /** The client the quote was for. */
  client_id: string | null;
  /** Read with the row from the clients replica (repository.ts), never stored on it. */
  client_phone: string | null;
  due_date: Date | string;
  /** Never `overdue`: that is worked out when read. */
  status: 'draft' | 'sent' | 'paid' | 'cancelled';
  payment_method: Invoice['paymentMethod'];
  subtotal: string;
  tax_amount: string;
  total_amount: string;
  /** Card deposits: the sum of its card receipts. */
  deposit_paid: string;
  /** Payments the owner recorded: the sum of its other receipts. */
  payments_received: string;
  /** One of its quote's progress claims: its amounts come from the claim. */
  progress_claim: boolean;
  sent_at: Date | null;
  paid_at: Date | null;
  /** When the owner cancelled it (null otherwise): its credit note's date. */
  cancelled_at: Date | null;
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

/** What is paid and owed on the invoice, in cents (contracts invoice-payments.ts). */
export function invoiceMoney(row: Pick<InvoiceRow, 'total_amount' | 'deposit_paid' | 'payments_received'>): InvoiceMoney {
  return { totalCents: parseMoney(row.total_amount), depositPaidCents: parseMoney(row.deposit_paid), paymentsReceivedCents: parseMoney(row.payments_received) };
}

/**
 * numeric(12,2) arrives from pg as text like "12.50"; the wire wants exactly that.
 * `today` is the business's (its time zone's): overdue only once its day has ended.
 */
export function toInvoice(row: InvoiceRow, today: IsoDate): Invoice {
  const dueDate = isoDate(row.due_date);
  return {
    id: row.id,
    invoiceNumber: formatInvoiceNumber(row.number),
    quoteId: row.quote_id,
    title: row.title,
    description: row.description,
    clientName: row.client_name,
    clientEmail: row.client_email,
    clientId: row.client_id,
    clientPhone: row.client_phone,
    dueDate,
    status: isOverdue(dueDate, row.status, today) ? 'overdue' : row.status,
    paymentMethod: row.payment_method,
    subtotal: row.subtotal,
    taxAmount: row.tax_amount,
    totalAmount: row.total_amount,
    depositPaid: row.deposit_paid,
    paymentsReceived: row.payments_received,
    // A paid invoice is settled, whatever an older version recorded against it; a cancelled one owes nothing.
    balanceDue: row.status === 'paid' || row.status === 'cancelled' ? '0.00' : formatMoney(owedCents(invoiceMoney(row))),
    sentAt: row.sent_at?.toISOString() ?? null,
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
