/**
 * The embedded default drafter: no network, a draft in a millisecond or two.
 * It finds the price list's items in the job notes (and the tradie's price book items,
 * whose prices win), reads the quantity next to each, prices labour per trade at the
 * business's hourly rate, says where each price came from, and writes a title and a
 * scope of work.
 */
import { parseMoney, type PriceSource, type QuoteDraft } from '@cobber/contracts';
import { bookItemFor } from './book-match.ts';
import type { DraftContext, QuoteDrafter } from './drafter.ts';
import { countedMore, measureAfter, measureBefore, moreCounts, namesPlace, paintingContext, readJobNotes, round2, type Measure } from './job-notes.ts';
import { PRICE_LIST, TRADE_LABOUR, type PriceListItem, type Trade, type Unit } from './price-list.ts';

/** Every trade visit starts with set-up and ends with clean-up. */
const SET_UP_HOURS = 0.5;
/** The least labour a quote carries: a call-out. */
const MIN_LABOUR_HOURS = 1;
/** Labour assumed when the notes name nothing we know. */
const VAGUE_JOB_HOURS = 2;
/** More than this many of a thing is a year or a model number, not a count. */
const MAX_COUNT = 100;
const MAX_MEASURE = 2000;
interface Priced {
  entry: PriceListItem;
  /** Item text and price, from the tradie's price book when an item matches. */
  item: string;
  price: number;
  source: Extract<PriceSource, 'price_book' | 'typical'>;
  pattern: RegExp;
}

interface Found {
  priced: Priced;
  start: number;
  end: number;
}

const wordsPattern = (source: string, flags = 'g') => new RegExp(String.raw`\b(?:${source})\b`, flags);
const LIST_PATTERNS = new Map(PRICE_LIST.map((entry) => [entry, wordsPattern(entry.names.source)]));
const LIST_NAMES = new Map(PRICE_LIST.map((entry) => [entry, wordsPattern(entry.names.source, '')]));

const quarterHoursUp = (hours: number) => Math.ceil(hours * 4 - 1e-9) / 4;
const dollars = (unitPrice: string) => parseMoney(unitPrice) / 100;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The business's trade from its own words ("Licensed electrician"), when it says. */
function tradeOf(text: string | null | undefined): Trade | null {
  if (!text) return null;
  const lower = text.toLowerCase();
  return (Object.keys(TRADE_LABOUR) as Trade[]).find((trade) => TRADE_LABOUR[trade].keywords.test(lower)) ?? null;
}

/** "Gutter guard (per m)", "Tiling /m2": a line priced by length or area. */
function unitOf(description: string): Unit {
  if (/(?:per|\/)\s*(?:m2|m²|sqm|sq\.? ?m|square)/.test(description)) return 'm2';
  return /(?:per|\/)\s*(?:m|metre|meter|lm)\b/.test(description) ? 'm' : 'each';
}

// "Smoke alarm" in the book is named "smoke alarms" in the notes too.
const withPlurals = (words: string) => `${escapeRegExp(words)}(?:e?s)?`;

/**
 * The price list with the tradie's prices laid over it, plus their price book's
 * materials and other items as items in their own right (matched by their wording).
 * Only what the notes could name is looked at: a 500-item book costs a millisecond or so.
 */
function pricedItems(context: DraftContext, notesText: string): Priced[] {
  const ownTrade = tradeOf(context.trade) ?? 'general';
  const own = new Map<string, Priced>();
  const booked = context.priceBook.filter((r) => r.type !== 'labor');
  for (const r of booked) {
    // What the notes would call it: "Gutter guard (per m)" → "gutter guard".
    const words = r.description.toLowerCase().replace(/\(.*?\)|(?:\bper\b|\/).*$/g, ' ').replace(/\s+/g, ' ').trim();
    if (words.length < 4 || own.has(words) || !notesText.includes(words.split(' ')[0]!)) continue;
    const kind = r.type === 'other' ? 'other' : 'materials';
    const entry: PriceListItem = {
      trade: ownTrade, item: r.description, short: words, task: `Supply and install ${words}`, names: /$^/,
      unit: unitOf(r.description.toLowerCase()), price: dollars(r.unitPrice), kind, hours: kind === 'materials' ? 0.5 : 0, usual: 1,
    };
    own.set(words, { entry, item: r.description.trim(), price: entry.price, source: 'price_book', pattern: wordsPattern(withPlurals(words)) });
  }
  const listed = PRICE_LIST.map((entry): Priced => {
    const named = LIST_NAMES.get(entry)!.test(notesText);
    const mine = named && booked.find((r) => (r.type === 'other') === (entry.kind === 'other') && LIST_NAMES.get(entry)!.test(r.description.toLowerCase()));
    const pattern = LIST_PATTERNS.get(entry)!;
    return mine
      ? { entry, item: mine.description.trim(), price: dollars(mine.unitPrice), source: 'price_book', pattern }
      : { entry, item: entry.item, price: entry.price, source: 'typical', pattern };
  });
  return [...own.values(), ...listed];
}

/** The items named in one sentence, left to right, longest name first, painting words only after "paint". */
function findItems(sentence: string, book: Priced[]): Found[] {
  const candidates: (Found & { rank: number })[] = [];
  const paintingAt = paintingContext(sentence);
  book.forEach((priced, rank) => {
    for (const match of sentence.matchAll(priced.pattern)) {
      const painting = paintingAt(match.index);
      if (priced.entry.paintingOnly && !painting) continue;
      if (!painting && namesPlace(sentence.slice(0, match.index))) continue;
      const preferred = painting ? (priced.entry.paintingOnly ? 0 : 1) : 0;
      candidates.push({ priced, start: match.index, end: match.index + match[0].length, rank: preferred * 1000 + rank });
    }
  });
  candidates.sort((a, b) => a.start - b.start || b.end - a.end || a.rank - b.rank);
  const found: Found[] = [];
  for (const candidate of candidates) {
    if (found.length === 0 || candidate.start >= found[found.length - 1]!.end) found.push(candidate);
  }
  return found;
}

/**
 * A count or measure next to an item that suits its unit: no "1998 hot water systems".
 * A count before the item wins; for lengths and areas the larger one ("1.8 m paling
 * fence, about 18 m" is 18 m of fence).
 */
function statedMeasure(entry: PriceListItem, before: string, after: string): Measure | null {
  const suits = (measure: Measure | null): measure is Measure => {
    if (!measure || measure.value <= 0) return false;
    if (measure.unit !== 'count') return measure.unit === entry.unit && measure.value <= MAX_MEASURE;
    return measure.value <= MAX_COUNT && (entry.unit !== 'each' || Number.isInteger(measure.value));
  };
  const measures = [measureBefore(before), measureAfter(after)].filter(suits);
  if (entry.unit === 'each' || measures.length < 2 || measures[0]!.unit === 'count') return measures[0] ?? null;
  return measures.reduce((a, b) => (b.value > a.value ? b : a));
}

interface Mention {
  priced: Priced;
  quantity: number;
  /** The notes gave its number (or counted it as a room), rather than us assuming one. */
  counted: boolean;
}

/** How many (or how many m / m²) of each item one sentence names; rooms counted size the painting. */
function sentenceMentions(sentence: string, found: Found[]): Mention[] {
  const stated = found.map((f, i) =>
    statedMeasure(f.priced.entry, sentence.slice(found[i - 1]?.end ?? 0, f.start), sentence.slice(f.end, found[i + 1]?.start ?? sentence.length)),
  );
  const isRoom = (f: Found) => f.priced.entry.rooms === true && !/^walls?$/.test(sentence.slice(f.start, f.end));
  const rooms = found.reduce((n, f, i) => n + (isRoom(f) ? (stated[i]?.unit === 'count' ? stated[i]!.value : 1) : 0), 0);
  return found.map((f, i): Mention => {
    const { priced } = f;
    const { entry } = priced;
    const measure = stated[i];
    if (measure) {
      const perCount = entry.unit === 'each' || measure.unit !== 'count' ? 1 : (entry.perRoom ?? entry.usual);
      const more = entry.unit === 'each' && measure.unit === 'count' ? moreCounts(sentence.slice(f.end, found[i + 1]?.start ?? sentence.length)) : 0;
      return { priced, quantity: round2((measure.value + more) * perCount), counted: true };
    }
    if (entry.rooms) return { priced, quantity: isRoom(f) ? entry.usual : rooms > 0 ? 0 : entry.usual, counted: isRoom(f) };
    return { priced, quantity: entry.perRoom ? Math.max(rooms, 1) * entry.perRoom : entry.usual, counted: rooms > 0 && Boolean(entry.perRoom) };
  });
}

/**
 * Every sentence's mentions, and a sentence that names nothing but counts more of the
 * last thing counted ("Six downlights in the lounge. Three more on the deck.") adds them.
 */
function notesMentions(sentences: string[], book: Priced[]): Mention[] {
  const mentions: Mention[] = [];
  for (const sentence of sentences) {
    const found = sentenceMentions(sentence, findItems(sentence, book));
    const last = mentions.at(-1);
    const more = found.length === 0 && last?.counted && last.priced.entry.unit === 'each' ? countedMore(sentence) : null;
    if (more) mentions.push({ priced: last!.priced, quantity: more, counted: true });
    mentions.push(...found);
  }
  return mentions;
}

/**
 * Adds up the mentions across the notes: counted ones add ("2 power points in the
 * kitchen, 3 in the bedroom"); naming a thing again without a number is the same thing
 * ("the toilet keeps running, replace the toilet suite").
 */
function tally(mentions: Mention[]): Map<Priced, number> {
  const totals = new Map<Priced, { quantity: number; counted: boolean }>();
  for (const { priced, quantity, counted } of mentions) {
    const seen = totals.get(priced);
    if (!seen || (counted && !seen.counted)) totals.set(priced, { quantity, counted });
    else if (counted) seen.quantity = round2(seen.quantity + quantity);
  }
  return new Map([...totals].filter(([, t]) => t.quantity > 0).map(([priced, t]) => [priced, t.quantity]));
}

function describeQuantity(entry: PriceListItem, quantity: number): string {
  if (entry.unit === 'm') return ` (${quantity} m)`;
  if (entry.unit === 'm2') return ` (${quantity} m²)`;
  return quantity === 1 ? '' : ` × ${quantity}`;
}

function listWords(words: string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function vagueTitle(jobDescription: string): string {
  const first = jobDescription.trim().split(/(?<=[.!?])\s|\n/)[0]!.replace(/[.!?]+$/, '');
  if (first.length <= 60) return capitalise(first);
  return `${capitalise(first.slice(0, 60).replace(/\s+\S*$/, ''))}…`;
}

/** A charge that comes with the job ("Electrical safety certificate"), at the tradie's price when their book has it. */
function extraLine(item: string, cost: number, context: DraftContext): QuoteDraft['other'][number] {
  const mine = bookItemFor(item, context.priceBook, 'other');
  return mine ? { item: mine.description, cost: dollars(mine.unitPrice), source: 'price_book' } : { item, cost, source: 'typical' };
}

export function draftQuote(jobDescription: string, context: DraftContext): QuoteDraft {
  const notes = readJobNotes(jobDescription);
  const book = pricedItems(context, notes.sentences.join('\n'));

  const quantities = tally(notesMentions(notes.sentences, book));

  const draft: QuoteDraft = { title: '', description: '', labour: [], materials: [], other: [], travel: null };
  const extras = new Map<string, number>();
  const hoursByTrade = new Map<Trade, { hours: number; shorts: string[] }>();
  const scope: string[] = [];
  for (const [priced, quantity] of quantities) {
    const { entry } = priced;
    if (entry.kind === 'other') draft.other.push({ item: priced.item, cost: round2(priced.price * quantity), source: priced.source });
    else draft.materials.push({ item: priced.item, quantity, unit_cost: priced.price, source: priced.source });
    if (entry.extra) extras.set(entry.extra.item, entry.extra.cost);
    const trade = hoursByTrade.get(entry.trade) ?? { hours: SET_UP_HOURS, shorts: [] };
    trade.hours += entry.hours * quantity;
    trade.shorts.push(entry.short);
    hoursByTrade.set(entry.trade, trade);
    scope.push(`• ${entry.task}${describeQuantity(entry, quantity)}`);
  }
  for (const [item, cost] of extras) draft.other.push(extraLine(item, cost, context));

  const estimatedHours = [...hoursByTrade.values()].reduce((sum, t) => sum + t.hours, 0);
  const scale = notes.statedHours && estimatedHours > 0 ? notes.statedHours / estimatedHours : 1;
  for (const [trade, { hours, shorts }] of hoursByTrade) {
    draft.labour.push({
      item: `${TRADE_LABOUR[trade].label} labour: ${listWords(shorts)}`.slice(0, 200),
      hours: Math.max(quarterHoursUp(hours * scale), hoursByTrade.size === 1 ? MIN_LABOUR_HOURS : 0.25),
      rate: context.hourlyRate,
      source: 'business_rate',
    });
  }

  const vague = draft.labour.length === 0;
  const fallbackTrade = tradeOf(jobDescription) ?? tradeOf(context.trade) ?? 'general';
  if (vague) {
    draft.labour.push({
      item: `${TRADE_LABOUR[fallbackTrade].label} labour (estimate)`,
      hours: Math.max(quarterHoursUp(notes.statedHours ?? VAGUE_JOB_HOURS), MIN_LABOUR_HOURS),
      rate: context.hourlyRate,
      source: 'business_rate',
    });
    scope.push(`• Attend site, assess and carry out the work described: "${jobDescription.trim().slice(0, 400)}"`);
  }

  const shorts = [...quantities.keys()].map((p) => p.entry.short).filter((s, i, all) => all.indexOf(s) === i);
  draft.title = vague
    ? vagueTitle(jobDescription)
    : capitalise(shorts.length > 3 ? `${shorts.slice(0, 2).join(', ')} and more` : listWords(shorts));
  if (notes.travelKm !== null) draft.travel = `${notes.travelKm} km`;

  const trades = vague ? [fallbackTrade] : [...hoursByTrade.keys()];
  draft.description = [
    `Scope of work:\n${scope.join('\n')}`,
    trades.map((t) => TRADE_LABOUR[t].standards).join(' '),
    vague ? 'An estimate from the notes provided; materials will be quoted once the job is confirmed on site.' : null,
    draft.travel ? `Includes travel to site (${draft.travel}).` : null,
    context.applyGST ? 'Prices exclude GST, which is added at 10%.' : null,
    `Site left clean and tidy. Quote valid for 30 days. ${context.businessName} thanks you for the opportunity.`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return draft;
}

export function createBuiltinDrafter(): QuoteDrafter {
  return { draft: async (jobDescription, context) => draftQuote(jobDescription, context) };
}
