import type { Invoice, InvoiceListQuery, InvoicePage } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import { businessDay, type Clock } from '../dates.ts';
import { listInvoiceRows } from './repository.ts';
import { toInvoice } from './rows.ts';

/** A page unless asked for: the receipt form's picker asks for the newest still owed. */
const DEFAULT_PAGE = 50;

/**
 * `GET /api/invoices`: the owner's invoices, newest first. With `limit` or `cursor` a page
 * and the cursor of the next (DESIGN.md §6); without, every one as a plain list.
 */
export async function listInvoices(db: Knex, clock: Clock, ownerId: string, query: InvoiceListQuery): Promise<Invoice[] | InvoicePage> {
  const { today } = await businessDay(db, ownerId, clock);
  const unpaid = query.unpaid === 'true';
  if (query.limit === undefined && query.cursor === undefined) return (await listInvoiceRows(db, ownerId, { unpaid })).map((row) => toInvoice(row, today));
  const limit = query.limit ?? DEFAULT_PAGE;
  // One more than the page shows whether there is a next page.
  const rows = await listInvoiceRows(db, ownerId, { unpaid, limit: limit + 1, before: query.cursor === undefined ? undefined : Number(query.cursor) });
  const page = rows.slice(0, limit);
  return { items: page.map((row) => toInvoice(row, today)), nextCursor: rows.length > limit ? String(page.at(-1)!.number) : null };
}
