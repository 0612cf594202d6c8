/**
 * Matching the words of a drafted line or job notes against the tradie's price book
 * by their significant words, singular, in lower case, so "3 x smoke alarms"
 * finds "Smoke alarm" and "LED downlight kit" is close to "six downlights".
 */
import type { DraftContext } from './drafter.ts';

export type BookItem = DraftContext['priceBook'][number];

// Words that say nothing of what the thing is.
const FILLER = new Set(['the', 'and', 'or', 'of', 'for', 'with', 'to', 'in', 'on', 'at', 'per', 'each', 'new', 'supply', 'install', 'a', 'an', 'x', 'mm', 'm', 'm2']);

/** "Switches" → "switch", "alarms" → "alarm", "glass" stays. */
function singular(word: string): string {
  if (word.length > 4 && /(?:ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

export function significantWords(text: string): string[] {
  return [...new Set(text.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word && !FILLER.has(word)).map(singular))];
}

function overlap(a: readonly string[], b: ReadonlySet<string>): number {
  return a.reduce((n, word) => n + (b.has(word) ? 1 : 0), 0);
}

/** The book's items sharing the most words with the text, best first (the book's own order breaks ties), at most `count`. */
export function closestBookItems(book: readonly BookItem[], text: string, count: number): BookItem[] {
  // The numbers in job notes are counts and sizes, not what the thing is.
  const words = new Set(significantWords(text).filter((word) => !/^\d+$/.test(word)));
  return book
    .map((item, rank) => ({ item, rank, shared: overlap(significantWords(item.description), words) }))
    .filter((scored) => scored.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.rank - b.rank)
    .slice(0, count)
    .map((scored) => scored.item);
}

/**
 * The book's item a drafted line is: the same description in any case, else the item
 * whose words all appear in the line's (or the line's all in the item's), the closest first.
 */
export function bookItemFor(line: string, book: readonly BookItem[], kind: 'materials' | 'other'): BookItem | null {
  const sameKind = book.filter((item) => (item.type === 'other') === (kind === 'other') && item.type !== 'labor');
  const exact = sameKind.find((item) => item.description.trim().toLowerCase() === line.trim().toLowerCase());
  if (exact) return exact;
  const lineWords = significantWords(line);
  const lineSet = new Set(lineWords);
  let best: { item: BookItem; score: number } | null = null;
  for (const item of sameKind) {
    const itemWords = significantWords(item.description);
    const shared = overlap(itemWords, lineSet);
    if (shared === 0 || (shared < itemWords.length && shared < lineWords.length)) continue;
    const score = shared / (itemWords.length + lineWords.length - shared);
    if (!best || score > best.score) best = { item, score };
  }
  return best?.item ?? null;
}
