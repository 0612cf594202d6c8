import { z } from 'zod';
import { Client } from './clients.ts';
import { KeyText, ListSearch, Micros, NewestFirstKey, PageLimit, pageCursor, pageOf, type Page } from './lists.ts';
import { QuoteListItem, type QuoteStatus } from './quotes.ts';
import { Receipt } from './receipts.ts';

/** The dashboard's status filter; 'viewed' and 'rejected' are not offered. */
// `expired`: quotes past their last day, unanswered.
export const QuoteListStatus = z.enum(['all', 'draft', 'sent', 'approved', 'expired'], 'Status must be all, draft, sent, approved or expired');
export type QuoteListStatus = z.infer<typeof QuoteListStatus>;

/** The quote statuses each filter shows: a quote the client has opened is still one sent and awaiting an answer. */
export const QUOTE_STATUSES_SHOWN: Record<Exclude<QuoteListStatus, 'all'>, QuoteStatus[]> = {
  draft: ['draft'],
  sent: ['sent', 'viewed'],
  approved: ['approved'],
  expired: ['expired'],
};

/**
 * `GET /api/quotes?limit&cursor&search&status`: a page of the dashboard, newest first.
 * The search finds the client name or title (any case), the quote's number, its
 * invoice's number, its total, its invoice's total or what is still due.
 */
export const QuoteListQuery = z.object({
  limit: PageLimit.optional(),
  cursor: pageCursor(NewestFirstKey).optional(),
  search: ListSearch.optional(),
  status: QuoteListStatus.optional(),
});
export type QuoteListQuery = z.infer<typeof QuoteListQuery>;

export const QuotePage = pageOf(QuoteListItem);
export type QuotePage = Page<QuoteListItem>;

/** The Receipts filter: a receipt is Sent once it has gone out, Unsent (a Draft) until then. */
export const ReceiptListStatus = z.enum(['all', 'sent', 'unsent'], 'Status must be all, sent or unsent');
export type ReceiptListStatus = z.infer<typeof ReceiptListStatus>;

/** Receipts are ordered newest first, then by their number. */
export const ReceiptKey = z.tuple([Micros, z.string().regex(/^\d{1,9}$/)]);
export type ReceiptKey = z.infer<typeof ReceiptKey>;

/**
 * `GET /api/receipts?limit&cursor&search&status`: a page of receipts, newest first. The
 * search finds the client's name (any case), the receipt's number or its amount.
 */
export const ReceiptListQuery = z.object({
  limit: PageLimit.optional(),
  cursor: pageCursor(ReceiptKey).optional(),
  search: ListSearch.optional(),
  status: ReceiptListStatus.optional(),
});
export type ReceiptListQuery = z.infer<typeof ReceiptListQuery>;

export const ReceiptPage = pageOf(Receipt);
export type ReceiptPage = Page<Receipt>;

/** Clients are sorted by name: in lower case, then as written, then by id. */
export const ClientKey = z.tuple([KeyText, KeyText, z.uuid()]);
export type ClientKey = z.infer<typeof ClientKey>;

/**
 * `GET /api/clients?limit&cursor&search`: a page of clients sorted by name. The search
 * finds the name or email (any case), or a phone by its digits whatever the spacing, +61
 * as the 0 a tradie dials.
 */
export const ClientListQuery = z.object({
  limit: PageLimit.optional(),
  cursor: pageCursor(ClientKey).optional(),
  search: ListSearch.optional(),
});
export type ClientListQuery = z.infer<typeof ClientListQuery>;

export const ClientPage = pageOf(Client);
export type ClientPage = Page<Client>;
