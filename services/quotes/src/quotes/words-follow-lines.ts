import { labourWords, quoteWords, withScope, type GeneratedWords } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import { listItems, updateLineDescription, updateQuoteRow, type HistoryInput } from './repository.ts';
import type { ItemRow, MadeWords, QuoteRow } from './rows.ts';

/**
 * The words a new quote's draft made (`generatedWords`), kept as made so they follow its
 * lines; none when the owner typed them all.
 */
export function madeWordsOnCreate(
  input: { title: string; description?: string | null | undefined; generatedWords?: GeneratedWords | undefined },
  lines: readonly ItemRow[],
): MadeWords | null {
  const generated = input.generatedWords;
  if (!generated) return null;
  const made: MadeWords = { lines: {} };
  if (generated.title) made.title = input.title;
  if (generated.description) made.description = input.description ?? '';
  for (const position of generated.lines) {
    const line = lines[position];
    if (line?.type === 'labor') made.lines[line.id] = line.description;
  }
  return made.title === undefined && made.description === undefined && Object.keys(made.lines).length === 0 ? null : made;
}

/**
 * After its lines change, the quote's words say what the lines are now: the title, the
 * scope of work in the description and each labour line's words, where they still read as
 * the lines last made them. Words the owner changed are theirs and stay. One history entry
 * per word field made again. Answers the quote as it then is.
 */
export async function wordsFollowLines(trx: Knex.Transaction, quote: QuoteRow): Promise<{ quote: QuoteRow; history: HistoryInput[] }> {
  const made = quote.made_words;
  if (!made) return { quote, history: [] };
  const lines = await listItems(trx, quote.id);
  const words = quoteWords(lines);
  const next: MadeWords = { lines: {} };
  const columns: Record<string, unknown> = {};
  const history: HistoryInput[] = [];
  const follow = (field: 'title' | 'description', label: string, now: string, wanted: string) => {
    next[field] = wanted;
    if (wanted === now) return;
    columns[field] = wanted;
    history.push({ changeType: 'updated', description: `${label} follows the lines`, fieldChanged: label, oldValue: now, newValue: wanted });
  };
  // Words the edit screen already made from the new lines still follow them.
  const title = words.title ? words.title.slice(0, 200) : made.title;
  if (made.title !== undefined && (quote.title === made.title || quote.title === title)) follow('title', 'Title', quote.title, title ?? quote.title);
  const description = quote.description ?? '';
  const scoped = made.description === undefined ? undefined : withScope(made.description, words);
  if (scoped !== undefined && (description === made.description || description === scoped)) follow('description', 'Description', description, scoped);
  for (const line of lines) {
    const before = made.lines[line.id];
    if (line.type !== 'labor' || before === undefined) continue;
    const wanted = labourWords(before, words);
    if (line.description !== before && line.description !== wanted) continue;
    next.lines[line.id] = wanted;
    if (wanted === line.description) continue;
    await updateLineDescription(trx, line.id, wanted);
    history.push({ changeType: 'updated', description: 'Labour words follow the lines', fieldChanged: 'Items', oldValue: line.description, newValue: wanted });
  }
  return { quote: await updateQuoteRow(trx, quote.id, { ...columns, made_words: next }), history };
}
