/**
 * The business's own rules: an item of its price book that always goes with some kind of
 * work ("certificate of compliance with any switchboard work") joins every draft for that
 * work, at the book's price, once, marked by the rule rather than by words of the notes.
 */
import { parseMoney, type QuoteDraft } from '@cobber/contracts';
import { bookItemFor, type BookItem } from './book-match.ts';
import { ruledOutAt } from './grounding.ts';

/** A price-book item as drafts read it, with the work it always goes with, if any. */
export type RuleItem = BookItem & { alwaysWith?: string | null };

/** "switchboard, Meter box" → ["switchboard", "Meter box"]. */
export function ruleWords(alwaysWith: string | null | undefined): string[] {
  return (alwaysWith ?? '')
    .split(',')
    .map((words) => words.trim().replace(/\s+/g, ' '))
    .filter((words) => /[\p{L}\p{N}]/u.test(words));
}

/** The rule in the owner's words, as a drafted line carries it: "with any switchboard or meter box work". */
export function ruleText(words: readonly string[]): string {
  const named = words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? '');
  return `with any ${named} work`;
}

/** "switchboards" → "switchboard", "boxes" → "box": the pattern then takes either. */
function stem(word: string): string {
  if (word.length > 4 && /(?:ch|sh|x|ss)es$/iu.test(word)) return word.slice(0, -2);
  if (word.length > 3 && /[^s]s$/iu.test(word)) return word.slice(0, -1);
  return word;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words as whole words in any case, the last one singular or plural, spaces or hyphens between. */
function wordsPattern(words: string): RegExp {
  const parts = words.split(' ');
  const last = stem(parts.pop()!);
  const body = [...parts.map(escaped), `${escaped(last)}(?:es|s)?`].join('[\\s-]+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'giu');
}

/** Whether the notes name the work, somewhere they do not rule it out ("we don't need to touch the switchboard"). */
function notesName(notes: string, words: string): boolean {
  for (const found of notes.matchAll(wordsPattern(words))) {
    const said = ruledOutAt(notes, found.index, found.index + found[0].length);
    if (said !== 'not_wanted' && said !== 'by_others') return true;
  }
  return false;
}

function draftHas(draft: QuoteDraft, item: RuleItem): boolean {
  const lines = [...draft.labour, ...draft.materials, ...draft.other].map((line) => line.item);
  if (lines.some((line) => line.trim().toLowerCase() === item.description.trim().toLowerCase())) return true;
  if (item.type === 'labor') return false;
  const kind = item.type === 'other' ? 'other' : 'materials';
  return draft[kind].some((line) => bookItemFor(line.item, [item], kind) !== null);
}

/**
 * The draft with each rule item of the book whose work the notes name, unless the draft
 * has it already: one of it, at the book's price, `rule` saying which work brought it.
 */
export function withBookRules(draft: QuoteDraft, notes: string, book: readonly RuleItem[]): QuoteDraft {
  let ruled = draft;
  for (const item of book) {
    const words = ruleWords(item.alwaysWith);
    if (words.length === 0 || !words.some((work) => notesName(notes, work)) || draftHas(ruled, item)) continue;
    const price = parseMoney(item.unitPrice) / 100;
    const line = { item: item.description, source: 'price_book' as const, rule: ruleText(words) };
    if (item.type === 'labor') ruled = { ...ruled, labour: [...ruled.labour, { ...line, hours: 1, rate: price }] };
    else if (item.type === 'other') ruled = { ...ruled, other: [...ruled.other, { ...line, cost: price }] };
    else ruled = { ...ruled, materials: [...ruled.materials, { ...line, quantity: 1, unit_cost: price }] };
  }
  return ruled;
}
