import type { EventType } from '@cobber/contracts';
import { createEvent, writeEvents, type Knex } from '@cobber/kit';
import { SCHEMA } from '../migrations.ts';
import { findAcceptance, listItems } from './repository.ts';
import { toAcceptance, toItem, toQuote, type QuoteRow } from './rows.ts';

type QuoteEventType = Extract<EventType, `quote.${string}`>;

/**
 * Writes a quote event carrying the whole quote with its lines and, once the client has
 * accepted it online, their acceptance record (contracts/events.ts).
 */
export async function emitQuoteEvent(
  trx: Knex.Transaction,
  type: QuoteEventType,
  quote: QuoteRow,
  extra: { depositAmount?: string } = {},
): Promise<void> {
  const items = await listItems(trx, quote.id);
  const acceptance = await findAcceptance(trx, quote.id);
  const data = { ...toQuote(quote), ownerId: quote.owner_id, items: items.map(toItem), acceptance: acceptance && toAcceptance(acceptance), ...extra };
  await writeEvents(trx, SCHEMA, [createEvent(type, { ownerId: quote.owner_id, key: quote.id, data } as never)]);
}
