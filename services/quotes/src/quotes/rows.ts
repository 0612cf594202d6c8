import { formatQuoteNumber, PNG_DATA_URL_PREFIX, QuoteMessages, type InvoiceStatus, type Quote, type QuoteAcceptance, type QuoteHistoryEntry, type QuoteItem } from '@cobber/contracts';
import type { LineTable, StoredLine } from '@cobber/documents';

export interface QuoteRow {
  id: string;
  owner_id: string;
  number: number;
  title: string;
  description: string | null;
  client_id: string | null;
  client_name: string;
  client_email: string | null;
  status: Quote['status'];
  include_travel: boolean;
  travel_distance: string;
  cost_per_km: string;
  travel_cost: string;
  subtotal: string;
  tax_amount: string;
  total_amount: string;
  ai_summary: string | null;
  tone: string | null;
  invoice_id: string | null;
  /** Card deposits paid on the quote, kept from payment.succeeded. */
  deposit_paid: string;
  /** When the last of them was paid. */
  deposit_paid_at: Date | null;
  /** The invoice made from the quote, as its invoice.* events last told (replica/invoices.ts). */
  invoice_number: string | null;
  invoice_status: InvoiceStatus | null;
  invoice_due_date: string | null;
  invoice_total: string | null;
  invoice_balance_due: string | null;
  /** Goes up with every change the client would see (revision.ts). */
  revision: number;
  /** When it was last sent; null when it never was. */
  sent_at: Date | null;
  /** The last day the price holds (YYYY-MM-DD, the business's days); null until first sent. */
  valid_until: string | null;
  /** The status an expired quote had (sent or viewed), to reopen to when given a later day. */
  expired_from: 'sent' | 'viewed' | null;
  /** The business's day its client last asked for an updated quote. */
  update_requested_on: string | null;
  /** The words its lines last made (words-follow-lines.ts); null when the owner typed them all. */
  made_words: MadeWords | null;
  created_at: Date;
  updated_at: Date;
}

/** The title, description and labour lines' words (by line id) as the lines last made them. */
export interface MadeWords {
  title?: string;
  description?: string;
  lines: Record<string, string>;
}

/** Where quote lines live (the kit's priced-document lines). */
export const QUOTE_LINES: LineTable<'quote_id'> = {
  table: 'quote_items',
  documentColumn: 'quote_id',
  details: true,
  addOns: true,
  options: true,
  messages: { tooManyItems: QuoteMessages.tooManyItems, totalTooLarge: QuoteMessages.totalTooLarge },
};

export type ItemRow = StoredLine<'quote_id'>;

export interface AcceptanceRow {
  quote_id: string;
  revision: number;
  total_amount: string;
  tax_amount: string;
  accepted_at: Date;
  client_address: string | null;
  user_agent: string | null;
  /** The add-ons the client chose. */
  optional_item_ids: string[];
  /** The full name the client typed and the signature they drew, when they signed. */
  signed_name: string | null;
  signature_png: Buffer | null;
  /** The business's terms as they read them, and whether they ticked "I agree". */
  terms: string | null;
  terms_accepted: boolean;
  /** The option the client chose, and its name then; null for a quote without options. */
  option_id: string | null;
  option_name: string | null;
}

export interface HistoryRow {
  id: string;
  change_type: QuoteHistoryEntry['changeType'];
  description: string;
  field_changed: string | null;
  old_value: string | null;
  new_value: string | null;
  created_at: Date;
}

/** Which words still read as the lines last made them. */
function wordsFollowingLines(row: QuoteRow, made: MadeWords): NonNullable<Quote['wordsFollowLines']> {
  return { title: made.title === row.title, description: made.description === (row.description ?? ''), lines: Object.keys(made.lines) };
}

/** numeric(12,2) arrives from pg as text like "12.50"; the wire wants exactly that. */
export function toQuote(row: QuoteRow): Quote {
  return {
    id: row.id,
    quoteNumber: formatQuoteNumber(row.number),
    title: row.title,
    description: row.description,
    clientId: row.client_id,
    clientName: row.client_name,
    clientEmail: row.client_email,
    totalAmount: row.total_amount,
    subtotal: row.subtotal,
    taxAmount: row.tax_amount,
    status: row.status,
    revision: row.revision,
    includeTravel: row.include_travel,
    travelDistance: row.travel_distance,
    costPerKm: row.cost_per_km,
    travelCost: row.travel_cost,
    aiSummary: row.ai_summary,
    tone: row.tone,
    invoiceId: row.invoice_id,
    validUntil: row.valid_until,
    ...(row.made_words ? { wordsFollowLines: wordsFollowingLines(row, row.made_words) } : {}),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function toItem(row: ItemRow): QuoteItem {
  return {
    id: row.id,
    quoteId: row.quote_id,
    description: row.description,
    detailedDescription: row.detailed_description ?? null,
    quantity: row.quantity,
    unitPrice: row.unit_price,
    totalPrice: row.total_price,
    type: row.type,
    optional: row.optional ?? false,
    optionId: row.option_id ?? null,
  };
}

const pngDataUrl = (png: Buffer) => `${PNG_DATA_URL_PREFIX}${png.toString('base64')}`;

export function toAcceptance(row: AcceptanceRow): QuoteAcceptance {
  return {
    revision: row.revision,
    totalAmount: row.total_amount,
    taxAmount: row.tax_amount,
    acceptedAt: row.accepted_at.toISOString(),
    clientAddress: row.client_address,
    userAgent: row.user_agent,
    optionalItemIds: row.optional_item_ids,
    signature: row.signed_name && row.signature_png ? { name: row.signed_name, image: pngDataUrl(row.signature_png) } : null,
    terms: row.terms,
    termsAccepted: row.terms_accepted,
    ...(row.option_id && row.option_name ? { option: { id: row.option_id, name: row.option_name } } : {}),
  };
}

/** The client's approval carries its acceptance record, when there is one. */
export function toHistoryEntry(row: HistoryRow, acceptance: AcceptanceRow | null = null): QuoteHistoryEntry {
  const entry: QuoteHistoryEntry = {
    id: row.id,
    changeType: row.change_type,
    description: row.description,
    fieldChanged: row.field_changed,
    oldValue: row.old_value,
    newValue: row.new_value,
    createdAt: row.created_at.toISOString(),
  };
  if (acceptance && row.change_type === 'approved') entry.acceptance = toAcceptance(acceptance);
  return entry;
}
