import type { CurrentQuote, EventType } from '@cobber/contracts';
import { createEvent, writeEvents, type Knex } from '@cobber/kit';
import { SCHEMA } from '../migrations.ts';
import { quoteOptions } from '../options/pricing.ts';
import { findAcceptance, listItems } from './repository.ts';
import { toAcceptance, toItem, toQuote, type QuoteRow } from './rows.ts';

type QuoteEventType = Extract<EventType, `quote.${string}`>;

/**
 * The whole quote with its lines, its options priced and, once the client has accepted it online, their
 * acceptance record: what every quote event carries (contracts/events.ts), and what the
 * other services ask for when they bill or charge (internal/routes.ts).
 */
export async function quoteSnapshot(db: Knex | Knex.Transaction, quote: QuoteRow): Promise<CurrentQuote> {
  const items = await listItems(db, quote.id);
  const acceptance = await findAcceptance(db, quote.id);
  const options = await quoteOptions(db, quote);
  return { ...toQuote(quote), ownerId: quote.owner_id, items: items.map(toItem), acceptance: acceptance && toAcceptance(acceptance), options };
}

/** Writes a quote event carrying the whole quote; a deposit request also says how much was asked for. */
export async function emitQuoteEvent(trx: Knex.Transaction, type: Exclude<QuoteEventType, 'quote.deposit_requested'>, quote: QuoteRow): Promise<void>;
export async function emitQuoteEvent(trx: Knex.Transaction, type: 'quote.deposit_requested', quote: QuoteRow, extra: { depositAmount: string }): Promise<void>;
export async function emitQuoteEvent(trx: Knex.Transaction, type: QuoteEventType, quote: QuoteRow, extra?: { depositAmount: string }): Promise<void> {
  const data = await quoteSnapshot(trx, quote);
  const about = { ownerId: quote.owner_id, key: quote.id };
  const event =
    type === 'quote.deposit_requested'
      ? createEvent(type, { ...about, data: { ...data, depositAmount: extra!.depositAmount } })
      : createEvent(type, { ...about, data });
  await writeEvents(trx, SCHEMA, [event]);
}
