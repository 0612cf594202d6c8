import { formatReceiptNumber, type Receipt } from '@cobber/contracts';
import { isoDate } from '../dates.ts';

export interface ReceiptRow {
  id: string;
  owner_id: string;
  number: number;
  client_name: string;
  client_email: string | null;
  client_phone: string | null;
  payment_amount: string;
  payment_method: Receipt['paymentMethod'];
  payment_date: Date | string;
  description: string | null;
  message_template: string;
  sent_at: Date | null;
  before_photo_url: string | null;
  invoice_id: string | null;
  quote_id: string | null;
  /** A card payment's receipt (card-payments/receipt.ts): its amount, method and date are the card's. */
  taken_by_card: boolean;
  /** A card deposit, counted as the invoice's deposit paid; a card payment of the invoice itself is not. */
  card_deposit: boolean;
  created_at: Date;
}

export function toReceipt(row: ReceiptRow): Receipt {
  return {
    id: row.id,
    receiptNumber: formatReceiptNumber(row.number),
    clientName: row.client_name,
    clientEmail: row.client_email,
    clientPhone: row.client_phone,
    paymentAmount: row.payment_amount,
    paymentMethod: row.payment_method,
    paymentDate: isoDate(row.payment_date),
    description: row.description,
    messageTemplate: row.message_template,
    sentAt: row.sent_at?.toISOString() ?? null,
    beforePhotoUrl: row.before_photo_url,
    invoiceId: row.invoice_id,
    quoteId: row.quote_id,
    takenByCard: row.taken_by_card,
    createdAt: row.created_at.toISOString(),
  };
}
