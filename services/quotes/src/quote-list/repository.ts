import { DOCUMENT_NUMBER_DIGITS, QUOTE_NUMBER_PREFIX, type QuoteStatus } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';

type Db = Knex | Knex.Transaction;

const MONEY_TEXT = "'FM9999999999990.00'";
const money = (column: string) => `to_char(${column}, ${MONEY_TEXT})`;
const MILLIS = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const MICROS = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

/** The quote number as formatQuoteNumber writes it (`Q-0007`), from the same prefix and width. */
const QUOTE_NUMBER = `'${QUOTE_NUMBER_PREFIX}-' || lpad(number::text, greatest(${DOCUMENT_NUMBER_DIGITS}, length(number::text)), '0')`;

/**
 * One dashboard card as JSON, built by PostgreSQL: an owner with thousands of quotes costs
 * no per-row work in Node. It carries its money as quotes/money.ts makes it (overdue by
 * the business's today, its one binding).
 */
const QUOTE_CARD = `json_build_object(
  'id', id,
  'quoteNumber', ${QUOTE_NUMBER},
  'clientName', client_name, 'title', title,
  'totalAmount', ${money('total_amount')}, 'status', status,
  'createdAt', to_char(created_at at time zone 'UTC', ${MILLIS}),
  'invoiceId', invoice_id,
  'invoiceNumber', invoice_number,
  'money', json_build_object(
    'depositRequested', (select ${money('total_price')} from quote_items where quote_id = quotes.id and type = 'deposit'),
    'depositPaid', ${money('deposit_paid')},
    'depositPaidAt', to_char(deposit_paid_at at time zone 'UTC', ${MILLIS}),
    'invoice', case when invoice_id is null or invoice_status is not distinct from 'cancelled' then null else json_build_object(
      'id', invoice_id, 'invoiceNumber', invoice_number,
      'totalAmount', ${money('invoice_total')}, 'balanceDue', ${money('invoice_balance_due')},
      'paid', invoice_status is not distinct from 'paid',
      'overdue', coalesce(invoice_status = 'overdue' or (invoice_status not in ('paid', 'cancelled') and invoice_due_date < ?), false)
    ) end
  )
)`;

/** How many quotes an owner has and when the newest change was: whether their list changed. */
export async function quoteListVersion(db: Db, ownerId: string): Promise<string> {
  const [state] = await db('quotes')
    .where('owner_id', ownerId)
    .select(db.raw('count(*)::int as count'), db.raw("coalesce(max(updated_at)::text, '') as latest"));
  return `${state.count}:${state.latest}`;
}

/** The whole dashboard list (the original API's plain array) as the JSON text of the response, newest first. */
export async function listQuotesJson(db: Db, ownerId: string, today: string): Promise<string> {
  const [row] = await db('quotes')
    .where('owner_id', ownerId)
    .select(db.raw(`coalesce(json_agg(${QUOTE_CARD} order by created_at desc, id desc), '[]')::text as list`, [today]));
  return (row as { list: string }).list;
}

/** Which of the owner's quotes a page or count takes: the statuses shown and what the search may match. */
export interface QuoteFilter {
  statuses: QuoteStatus[] | null;
  search: {
    /** Lower case: inside the client name or the title. */
    words: string;
    quoteNumber: number | null;
    invoiceNumber: number | null;
    /** The quote's total, its invoice's total or what is still due, from ≤ amount < below. */
    amount: { from: string; below: string } | null;
  } | null;
}

function filtered(db: Db, ownerId: string, filter: QuoteFilter): Knex.QueryBuilder {
  const query = db('quotes').where('owner_id', ownerId);
  if (filter.statuses) query.whereIn('status', filter.statuses);
  const { search } = filter;
  if (search) query.where((found) => matching(found, search));
  return query;
}

// Lower case the way JavaScript does for any script, whatever the database's locale.
const lowered = (column: string) => `lower(${column} collate pg_c_utf8)`;

function matching(found: Knex.QueryBuilder, search: NonNullable<QuoteFilter['search']>): void {
  found.whereRaw(`strpos(${lowered('client_name')}, ?) > 0`, [search.words]).orWhereRaw(`strpos(${lowered('title')}, ?) > 0`, [search.words]);
  if (search.quoteNumber !== null) found.orWhere('number', search.quoteNumber);
  if (search.invoiceNumber !== null) found.orWhereRaw(`substring(invoice_number from '(\\d+)$')::bigint = ?`, [search.invoiceNumber]);
  const { amount } = search;
  if (!amount) return;
  const within = (column: string) => `(${column} >= ?::numeric and ${column} < ?::numeric)`;
  found.orWhereRaw(within('total_amount'), [amount.from, amount.below]);
  // An invoice's money counts while the quote shows it: linked and not cancelled.
  found.orWhereRaw(
    `(invoice_id is not null and invoice_status is distinct from 'cancelled' and (${within('invoice_total')} or ${within('invoice_balance_due')}))`,
    [amount.from, amount.below, amount.from, amount.below],
  );
}

/** A card of a page, with the sort key it was found by (created to the microsecond, id). */
export interface QuoteCardRow {
  card: string;
  at: string;
  id: string;
}

/** Up to `limit` cards newest first, after the card with sort key `after` when given. */
export async function findQuoteCards(
  db: Db,
  ownerId: string,
  { filter, today, after, limit }: { filter: QuoteFilter; today: string; after: readonly [string, string] | null; limit: number },
): Promise<QuoteCardRow[]> {
  const query = filtered(db, ownerId, filter)
    .select(db.raw(`${QUOTE_CARD}::text as card`, [today]), db.raw(`to_char(created_at at time zone 'UTC', ${MICROS}) as at`), 'id')
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(limit);
  if (after) query.whereRaw('(created_at, id) < (?::timestamptz, ?::uuid)', [after[0], after[1]]);
  return query;
}

/** How many of the owner's quotes the filter takes. */
export async function countQuotes(db: Db, ownerId: string, filter: QuoteFilter): Promise<number> {
  const [row] = await filtered(db, ownerId, filter).count({ count: '*' });
  return Number((row as { count: string | number }).count);
}
