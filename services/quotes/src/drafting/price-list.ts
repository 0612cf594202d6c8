/**
 * Where a drafted line's price comes from: the tradie's price book (their item by name,
 * else the nearest item naming the same thing), else the built-in Australian list
 * (lexicon/), else nothing: the line is drafted at $0.00 as "price needed".
 */
import { parseMoney, type PriceSource } from '@cobber/contracts';
import type { BookItem } from './book-match.ts';
import { ITEM_NAMES, PhraseIndex, wordsOf, type LexiconItem, type Unit } from './lexicon/index.ts';

export interface Price {
  item: string;
  price: number;
  source: Extract<PriceSource, 'price_book' | 'typical' | 'price_needed'>;
}

export interface PriceBookIndex {
  /** The book's items as names in their own right ("Hager shower head"), for the notes that use all their words. */
  names: PhraseIndex<LexiconItem>;
  /** For a lexicon item, the book's items naming it, most used first. */
  naming: Map<string, BookItem[]>;
}

const dollars = (unitPrice: string) => parseMoney(unitPrice) / 100;

/** "Gutter guard (per m)", "Tiling /m2": a book item priced by length or area. */
function unitOf(description: string, fallback: Unit): Unit {
  if (/(?:per|\/)\s*(?:m2|m²|sqm|sq\.? ?m|square)/i.test(description)) return 'm2';
  if (/(?:per|\/)\s*(?:m|metre|meter|lm)\b/i.test(description)) return 'm';
  return fallback;
}

interface BookWords {
  words: string[];
  /** The lexicon item its description names, if any. */
  named: LexiconItem | undefined;
  /** Its words without "(per m)" and the like: how notes would name it. */
  own: string[];
}

/** Descriptions read once: a book changes little between drafts. Bounded, as books are per business. */
const readDescriptions = new Map<string, BookWords>();
const MAX_DESCRIPTIONS = 20_000;

function bookWords(description: string): BookWords {
  let read = readDescriptions.get(description);
  if (!read) {
    const words = wordsOf(description);
    read = { words, named: ITEM_NAMES.all(words, () => true, (entry) => !entry.work)[0]?.target, own: wordsOf(description.replace(/\(.*?\)|(?:\bper\b|\/).*$/g, ' ')) };
    if (readDescriptions.size >= MAX_DESCRIPTIONS) readDescriptions.clear();
    readDescriptions.set(description, read);
  }
  return read;
}

/** Reads the book against the notes' words: only items that could be named are looked at. */
export function indexPriceBook(book: readonly BookItem[], notesWords: ReadonlySet<string>): PriceBookIndex {
  const names = new PhraseIndex<LexiconItem>();
  const naming = new Map<string, BookItem[]>();
  for (const item of book) {
    if (item.type === 'labor') continue;
    const { words, named, own } = bookWords(item.description);
    if (!words.some((w) => notesWords.has(w))) continue;
    if (named) naming.set(named.id, [...(naming.get(named.id) ?? []), item]);
    if (own.length === 0 || !own.every((w) => notesWords.has(w))) continue;
    names.add(own.join(' '), {
      id: `book:${item.description}`, trade: named?.trade ?? 'general', item: item.description.trim(), names: [],
      unit: unitOf(item.description, named?.unit ?? 'each'), price: dollars(item.unitPrice), other: item.type === 'other',
      hours: named?.hours ?? (item.type === 'other' ? 0 : 0.5), serviceHours: named?.serviceHours, usual: named?.usual,
    });
  }
  return { names, naming };
}

/** A line's price: the book's own item, the book's nearest (its kind's words first), the list's, or none. */
export function priceFor(entry: LexiconItem, kind: { words: string[]; item: string; price: number | null } | null, book: PriceBookIndex): Price {
  if (entry.id.startsWith('book:')) return { item: entry.item, price: entry.price ?? 0, source: 'price_book' };
  const candidates = book.naming.get(entry.id) ?? [];
  const hasKind = (b: BookItem, words: string[]) => words.some((w) => new RegExp(`\\b${w}\\b`, 'i').test(b.description));
  const kindWords = (entry.kinds ?? []).flatMap((k) => k.words);
  const mine = kind ? candidates.find((b) => hasKind(b, kind.words)) : (candidates.find((b) => !hasKind(b, kindWords)) ?? null);
  if (mine && (mine.type === 'other') === Boolean(entry.other)) return { item: mine.description.trim(), price: dollars(mine.unitPrice), source: 'price_book' };
  const price = kind ? kind.price : entry.price;
  const item = kind?.item ?? entry.item;
  return price === null ? { item, price: 0, source: 'price_needed' } : { item, price, source: 'typical' };
}
