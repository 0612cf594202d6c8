import { formatQuoteNumber, type QuoteWithMoney } from '@cobber/contracts';
import { notFound, type Knex } from '@cobber/kit';
import { nextDocumentNumber } from '@cobber/documents';
import { emitQuoteEvent } from '../quotes/events.ts';
import { quoteWithMoney } from '../quotes/money.ts';
import { addHistory, findQuote, insertQuote, listItems } from '../quotes/repository.ts';
import { QUOTE_LINES, type QuoteRow } from '../quotes/rows.ts';
import { reprice } from '../quotes/service.ts';
import { insertOption, listOptions } from '../options/repository.ts';

/** The title column holds 200 characters; a long title keeps its start. */
const TITLE_LIMIT = 200;

export function copyTitle(title: string): string {
  return `Copy of ${title}`.slice(0, TITLE_LIMIT);
}

/** The options go across under new ids; answers which new id stands for each old one. */
async function copyOptions(trx: Knex.Transaction, from: QuoteRow, toId: string): Promise<Map<string, string>> {
  const copied = new Map<string, string>();
  for (const option of await listOptions(trx, from.id)) {
    const inserted = await insertOption(trx, { id: crypto.randomUUID(), quote_id: toId, name: option.name, position: option.position });
    copied.set(option.id, inserted.id);
  }
  return copied;
}

/**
 * The priced lines go across whole, every column as stored (an add-on's flag too), each
 * under a new id and in the copy's own options. The deposit line stays behind: it asks this client for money on that job.
 */
async function copyLines(trx: Knex.Transaction, from: QuoteRow, toId: string): Promise<void> {
  const lines = (await listItems(trx, from.id)).filter((line) => line.type !== 'deposit');
  if (lines.length === 0) return;
  const options = await copyOptions(trx, from, toId);
  const option = (id: string | null | undefined) => (id ? (options.get(id) ?? null) : null);
  await trx(QUOTE_LINES.table).insert(lines.map((line, position) => ({ ...line, id: crypto.randomUUID(), quote_id: toId, position, option_id: option(line.option_id) })));
}

/**
 * `POST /api/quotes/:id/copy`: a new draft for the same client with the same
 * lines, summary and travel, its own number, priced with the business's GST as it is today.
 */
export async function copyQuote(db: Knex, ownerId: string, id: string): Promise<QuoteWithMoney> {
  return db.transaction(async (trx) => {
    const from = await findQuote(trx, ownerId, id);
    if (!from) throw notFound('Quote not found');
    const copy = await insertQuote(trx, {
      id: crypto.randomUUID(),
      owner_id: ownerId,
      number: await nextDocumentNumber(trx, ownerId, 'quote'),
      title: copyTitle(from.title),
      description: from.description,
      client_id: from.client_id,
      client_name: from.client_name,
      client_email: from.client_email,
      include_travel: from.include_travel,
      travel_distance: from.travel_distance,
      cost_per_km: from.cost_per_km,
      ai_summary: from.ai_summary,
    });
    await copyLines(trx, from, copy.id);
    await addHistory(trx, copy.id, [{ changeType: 'created', description: `Quote copied from ${formatQuoteNumber(from.number)} for ${from.client_name}` }]);
    const priced = await reprice(trx, copy);
    await emitQuoteEvent(trx, 'quote.created', priced);
    return quoteWithMoney(trx, priced);
  });
}
