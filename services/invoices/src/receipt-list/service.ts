import { DEFAULT_PAGE_SIZE, documentNumberSearched, encodeCursor, searchTerms, type Receipt, type ReceiptListQuery, type ReceiptPage } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import { toReceipt } from '../receipts/rows.ts';
import { countReceipts, findReceiptPage, listReceiptRows, type ReceiptFilter } from './repository.ts';

/** Every receipt of the owner's, newest first (`GET /api/receipts`). */
export async function listReceipts(db: Knex, ownerId: string): Promise<Receipt[]> {
  return (await listReceiptRows(db, ownerId)).map(toReceipt);
}

/** What the query's status and search take: the client's name in any case, REC-0003 or "rec3", an amount. */
function receiptFilter(query: ReceiptListQuery): ReceiptFilter {
  const sent = query.status === 'sent' ? true : query.status === 'unsent' ? false : null;
  const terms = searchTerms(query.search ?? '');
  if (!terms.words) return { sent, search: null };
  return { sent, search: { words: terms.words, receiptNumber: documentNumberSearched(terms, 'rec'), amount: terms.amount } };
}

/**
 * A page of receipts newest first: those after the cursor, the cursor of the
 * next page (null on the last) and how many the filter takes in all.
 */
export async function receiptPage(db: Knex, ownerId: string, query: ReceiptListQuery): Promise<ReceiptPage> {
  const filter = receiptFilter(query);
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  // One more than the page shows whether there is a next page.
  const [rows, total] = await Promise.all([findReceiptPage(db, ownerId, { filter, after: query.cursor ?? null, limit: limit + 1 }), countReceipts(db, ownerId, filter)]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map(toReceipt), nextCursor: rows.length > limit && last ? encodeCursor([last.at, String(last.number)]) : null, total };
}
