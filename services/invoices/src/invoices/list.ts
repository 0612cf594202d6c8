import { formatMoney, owedCents, parseMoney, type Invoice, type InvoiceListQuery, type InvoiceListStatus, type InvoicePage, type InvoiceSummary } from '@cobber/contracts';
import type { Knex, Clock } from '@cobber/kit';
import { businessDay } from '../dates.ts';
import { countInvoices, listInvoiceRows, sumUnpaidInvoices, type UnpaidSums } from './repository.ts';
import { toInvoice } from './rows.ts';

/** A page unless asked for: the receipt form's picker asks for the newest still owed. */
const DEFAULT_PAGE = 50;

/** The filter asked for: `status`, or the receipt form's `unpaid=true`. */
function statusAsked(query: InvoiceListQuery): InvoiceListStatus {
  return query.status ?? (query.unpaid === 'true' ? 'unpaid' : 'all');
}

/**
 * `GET /api/invoices`: the owner's invoices, newest first, filtered in the database (an
 * overdue one by its due date against the business's today). With `limit`, `cursor` or
 * `status` a page, the cursor of the next and how many match; without,
 * every one as a plain list.
 */
export async function listInvoices(db: Knex, clock: Clock, ownerId: string, query: InvoiceListQuery): Promise<Invoice[] | InvoicePage> {
  const { today } = await businessDay(db, ownerId, clock);
  const filter = { status: statusAsked(query), today };
  if (query.limit === undefined && query.cursor === undefined && query.status === undefined) {
    return (await listInvoiceRows(db, ownerId, filter)).map((row) => toInvoice(row, today));
  }
  const limit = query.limit ?? DEFAULT_PAGE;
  // One more than the page shows whether there is a next page.
  const [rows, total] = await Promise.all([
    listInvoiceRows(db, ownerId, filter, { limit: limit + 1, before: query.cursor === undefined ? undefined : Number(query.cursor) }),
    countInvoices(db, ownerId, filter),
  ]);
  const page = rows.slice(0, limit);
  return { items: page.map((row) => toInvoice(row, today)), nextCursor: rows.length > limit ? String(page.at(-1)!.number) : null, total };
}

/** The balance due on invoices, in cents: what they total less what was paid on them. */
function owedOn(sums: UnpaidSums): number {
  return owedCents({ totalCents: parseMoney(sums.total), depositPaidCents: parseMoney(sums.deposits), paymentsReceivedCents: parseMoney(sums.payments) });
}

/** `GET /api/invoices/summary`: what is owed on the owner's unpaid invoices, and on the overdue ones. */
export async function summariseInvoices(db: Knex, clock: Clock, ownerId: string): Promise<InvoiceSummary> {
  const { today } = await businessDay(db, ownerId, clock);
  const [unpaid, overdue] = await Promise.all([
    sumUnpaidInvoices(db, ownerId, { status: 'unpaid', today }),
    sumUnpaidInvoices(db, ownerId, { status: 'overdue', today }),
  ]);
  return { owed: formatMoney(owedOn(unpaid)), owedCount: unpaid.count, overdue: formatMoney(owedOn(overdue)), overdueCount: overdue.count };
}
