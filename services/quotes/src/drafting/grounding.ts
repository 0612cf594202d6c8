/**
 * The checks every drafted line passes, whoever drafted it: a line cites the words of the
 * job notes it answers, or it is dropped; what the notes say wins over what the drafter
 * said (how many, how long, supplied by the client, not wanted); and a price is the
 * tradie's own, a typical one to check, or $0.00 marked as needed, never a guess passed
 * off as theirs. Pure functions: a line already grounded comes out as it went in.
 */
import { parseMoney, type QuoteDraft } from '@cobber/contracts';
import { closestBookItems, significantWords, type BookItem } from './book-match.ts';
import type { DraftContext } from './drafter.ts';

type Labour = QuoteDraft['labour'][number];
type Material = QuoteDraft['materials'][number];
type Other = QuoteDraft['other'][number];

/** Where a line's cited words sit in the notes, and the clause around them. */
export interface Citation {
  start: number;
  end: number;
  clauseStart: number;
  clauseEnd: number;
  /** The next clause when only a comma or a dash parts it from this one ("tap, client supplied"); '' otherwise. */
  following: string;
}

/** What the notes say of the thing a line cites: the client supplies it, someone else does it, or it is not wanted. */
export type RuledOut = 'client_supplied' | 'by_others' | 'not_wanted' | null;

// ---- Finding the cited words ------------------------------------------------------

// A model may write "they've" where the notes say "they’ve".
const PLAIN_QUOTES: Record<string, string> = { '‘': "'", '’': "'", '“': '"', '”': '"' };

/** The text in lower case, plain quotes, each run of white space one space, and where each of its characters came from. */
function normalised(text: string): { text: string; from: number[]; to: number[] } {
  let out = '';
  const from: number[] = [];
  const to: number[] = [];
  let at = 0;
  for (const char of text) {
    const next = at + char.length;
    if (/\s/u.test(char)) {
      if (out && !out.endsWith(' ')) {
        out += ' ';
        from.push(at);
        to.push(next);
      }
    } else {
      for (const lower of (PLAIN_QUOTES[char] ?? char).toLowerCase()) {
        out += lower;
        from.push(at);
        to.push(next);
      }
    }
    at = next;
  }
  return { text: out, from, to };
}

// A clause ends at a sentence's end, a semicolon, a comma (not one inside a number), a
// dash between spaces or a "but".
const CLAUSE_END = /[!?;\n]|\.(?=\s|$)|,(?!\d)|\s[-–—]\s|\s(?:but|however)\s/giu;
// "and" starts a clause of its own when another piece of work follows it: "install the
// alarms and replace the tap (client supplied)", unlike "tap and basin, client supplied".
const WORK = String.raw`(?:install|replace|fit|add|remove|supply|run|fix|repair|move|relocate|upgrade|put|hang|mount|connect|disconnect|check|test|paint|build|lay|dig|clean|change|swap|rewire|wire|patch|seal|service|inspect|provide|set|hook|tile|plaster|demolish|strip|take|cut|drill|chase|pull|need|needs|want|wants|also|we|they|i|he|she)`;
const NEXT_WORK = new RegExp(String.raw`\s(?:and|then|plus|&)\s+(?=${WORK}\b)`, 'giu');

/** Where the clause around the cited words starts and ends, and the clause after it when only punctuation parts them. */
function clauseAround(notes: string, start: number, end: number): Pick<Citation, 'clauseStart' | 'clauseEnd' | 'following'> {
  const breaks = [...notes.matchAll(CLAUSE_END), ...notes.matchAll(NEXT_WORK)].sort((a, b) => a.index - b.index);
  let clauseStart = 0;
  for (const found of breaks) if (found.index + found[0].length <= start) clauseStart = found.index + found[0].length;
  const ending = breaks.find((found) => found.index >= end);
  if (!ending) return { clauseStart, clauseEnd: notes.length, following: '' };
  const afterIt = ending.index + ending[0].length;
  const next = breaks.find((found) => found.index >= afterIt);
  // "tap, client supplied": a comma or a dash, not a new sentence or a new piece of work.
  const following = /^(?:,|\s[-–—]\s)$/u.test(ending[0]) ? notes.slice(afterIt, next?.index ?? notes.length) : '';
  return { clauseStart, clauseEnd: ending.index, following };
}

/** The cited words found in the notes, any case and spacing; null when the notes do not hold them. */
export function findCitation(notes: string, from: string | undefined): Citation | null {
  const wanted = normalised((from ?? '').trim().replace(/^["'“”‘’]+|["'“”‘’.,;:]+$/gu, '')).text;
  if (!/[\p{L}\p{N}]/u.test(wanted)) return null;
  const haystack = normalised(notes);
  const at = haystack.text.indexOf(wanted);
  if (at < 0) return null;
  const start = haystack.from[at]!;
  const end = haystack.to[at + wanted.length - 1]!;
  return { start, end, ...clauseAround(notes, start, end) };
}

// ---- What the notes rule out --------------------------------------------------------

const WHO = String.raw`(?:client|customer|owner|home ?owner|builder|they|he|she|them)`;
const SUPPLIED = new RegExp(
  [
    String.raw`\b${WHO}[- ]?(?:supplied|provided|supplies|provides|supplying|providing|(?:is|are|will be|to be) (?:supplying|providing))\b`,
    String.raw`\b(?:supplied|provided) by (?:the )?${WHO}\b`,
    String.raw`\b${WHO}(?:'ve|'re|'s| have| has| are| is)? (?:already )?(?:bought|got|purchased|buying|getting|supplying|providing) (?:their|his|her|the) own\b`,
    String.raw`\b(?:client|customer|owner)(?:'s|s'|s) (?:own|new)\b`,
  ].join('|'),
  'giu',
);
const BY_OTHERS = /\bby others\b/giu;
// Said before the thing: "excluding the rangehood", "we don't need to replace the pan".
const NOT_WANTED_BEFORE = /\b(?:excluding|not including|(?:we |they |you )?(?:don't|do not|dont) need to|no need to)\b/giu;
// Said after it: "skip bin not required".
const NOT_WANTED_AFTER = /\b(?:not required|not needed|not included|no longer needed|excluded)\b/giu;
// How prices are put ("excluding GST", "GST not included") rules nothing out.
const TAX_WORDS = /\b(?:excluding|ex\.?|plus)\s+(?:gst|tax)\b|\b(?:gst|tax)\s+(?:excluded|not included)\b/giu;
// Words about the thing that may sit around a rule-out after a comma: "tap, which the client is supplying too".
const FILLER = /^(?:which|that|it|they|these|those|this|the|is|are|will|be|all|already|and|so|both|one|ones|too|also|as|well|for|now|them)$/iu;

const says = (text: string, pattern: RegExp) => text.search(pattern) >= 0;
const plainWords = (text: string) => text.replaceAll('’', "'").replace(TAX_WORDS, (words) => ' '.repeat(words.length));

/** Whether a clause after a comma is nothing but the rule-out: "tap, client supplied", not "alarms, we don't need to replace the switchboard". */
function onlySays(clause: string, pattern: RegExp): boolean {
  const found = [...clause.matchAll(pattern)][0];
  if (!found) return false;
  const around = `${clause.slice(0, found.index)} ${clause.slice(found.index + found[0].length)}`.split(/[^\p{L}']+/u).filter(Boolean);
  return around.every((word) => FILLER.test(word));
}

function ruledOut(notes: string, citation: Citation): RuledOut {
  const clause = plainWords(notes.slice(citation.clauseStart, citation.clauseEnd));
  const at = citation.start - citation.clauseStart;
  const after = plainWords(citation.following);
  const before = [...clause.matchAll(NOT_WANTED_BEFORE)].some((found) => found.index <= at);
  const behind = [...clause.matchAll(NOT_WANTED_AFTER)].some((found) => found.index >= at);
  if (before || behind || onlySays(after, NOT_WANTED_AFTER)) return 'not_wanted';
  if (says(clause, BY_OTHERS) || onlySays(after, BY_OTHERS)) return 'by_others';
  if (says(clause, SUPPLIED) || onlySays(after, SUPPLIED)) return 'client_supplied';
  return null;
}

/** What the notes say of the words between `start` and `end`: supplied by the client, done by others, not wanted, or nothing. */
export function ruledOutAt(notes: string, start: number, end: number): RuledOut {
  return ruledOut(notes, { start, end, ...clauseAround(notes, start, end) });
}

// ---- How many, how long ---------------------------------------------------------------

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  'a pair of': 2, 'pair of': 2, 'a couple of': 2, 'couple of': 2, 'a dozen': 12, dozen: 12,
};
const NUM = String.raw`\d+(?:\.\d+)?`;
const WORD = `(?:${Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).join('|')})`;
// A number before these is a size, a time or money, not how many.
const NOT_A_COUNT = String.raw`(?:\s*(?:mm²|mm2|mm|cm|km|kw|kva|kwh|amps?|volts?|watts?|litres?|liters?|hours?|hrs?|mins?|minutes?|days?|weeks?|years?|yrs?|%)(?![\p{L}])|(?:a|v|w|l|h|pm|am|k|:)(?![\p{L}]))`;
const COUNT = new RegExp(
  String.raw`(?<![\p{L}\p{N}.$])(?:` +
    String.raw`(?<width>${NUM})\s*m?\s*[x×]\s*(?<length>${NUM})\s*m(?![\p{L}\p{N}])` +
    String.raw`|(?<times>${NUM})\s*[x×](?![\p{L}\p{N}])` +
    String.raw`|[x×]\s*(?<by>${NUM})(?![\p{L}\p{N}.])` +
    String.raw`|(?<metres>${NUM})\s*(?:m|lm|m2|m²|sqm|metres?|meters?|lengths?)(?![\p{L}\p{N}])` +
    String.raw`|(?<plain>${NUM})(?!${NOT_A_COUNT})(?![\p{L}\p{N}.]|-\p{L})` +
    String.raw`|(?<word>${WORD})(?![\p{L}])` +
    ')',
  'giu',
);

function countOf(match: RegExpMatchArray): number {
  const { width, length, times, by, metres, plain, word } = match.groups ?? {};
  // "5m x 4m": the area, in square metres.
  if (width && length) return Number(width) * Number(length);
  const digits = times ?? by ?? metres ?? plain;
  return digits ? Number(digits) : (NUMBER_WORDS[word!.toLowerCase().replace(/\s+/g, ' ')] ?? 0);
}

const sensible = (n: number) => Number.isFinite(n) && n > 0 && n <= 10_000;

function countsIn(text: string): { value: number; end: number }[] {
  return [...text.matchAll(COUNT)].map((match) => ({ value: countOf(match), end: match.index + match[0].length })).filter((count) => sensible(count.value));
}

// Words that join one thing to the next: a count before them counts something else.
const JOINING = /^(?:and|or|plus|then|with|in|on|at|from|to|also|but|&)$/iu;

/** How many the notes say of the thing a material line cites; null when they say nothing clear. */
export function statedQuantity(notes: string, citation: Citation, drafted: number): number | null {
  const within = countsIn(notes.slice(citation.start, citation.end));
  const distinct = [...new Set(within.map((count) => count.value))];
  if (distinct.length === 1) return distinct[0]!;
  if (distinct.length > 1) {
    // "Six in the lounge and three on the deck": all of them, unless the drafter chose one.
    const sum = within.reduce((total, count) => total + count.value, 0);
    return distinct.includes(drafted) || drafted === sum ? drafted : sum;
  }
  const before = notes.slice(citation.clauseStart, citation.start);
  const last = countsIn(before).at(-1);
  if (last) {
    const between = before.slice(last.end).trim().split(/\s+/u).filter(Boolean);
    if (between.length <= 2 && !between.some((word) => JOINING.test(word))) return last.value;
  }
  const after = notes.slice(citation.end, citation.clauseEnd);
  // "smoke alarms x3", "downlights (six)", "GPOs: 4" (the last only when nothing follows: "Lighting: 4 spike lights" counts the spike lights).
  const next = new RegExp(String.raw`^\s*(?:[x×]\s*(${NUM})(?![\p{L}\p{N}])|\(\s*(${NUM}|${WORD})\s*\)|:\s*(${NUM})\s*$)`, 'iu').exec(after);
  if (next) {
    const said = next[1] ?? next[2] ?? next[3]!;
    const value = NUMBER_WORDS[said.toLowerCase()] ?? Number(said);
    if (sensible(value)) return value;
  }
  return null;
}

/** A line priced by its length or area: "Gutter (per m)", "Interior wall paint (per m²)". */
const MEASURED = /(?:\bper\b|\/)\s*(?:m\b|m2|m²|sqm|lm\b|metre|meter|square)/i;

/**
 * What the notes say of a material line: a count for a thing counted; for a line priced by
 * length or area, only a number the notes give as metres or square metres ("3 bedrooms" is
 * no area of paint, "12 metres of gutter" is a length).
 */
function statedMeasure(notes: string, citation: Citation, line: { item: string; quantity: number }): number | null {
  const value = statedQuantity(notes, citation, line.quantity);
  if (value === null || !MEASURED.test(line.item)) return value;
  const clause = notes.slice(citation.clauseStart, citation.clauseEnd);
  const asMeasure = new RegExp(String.raw`(?<![\d.])${String(value).replace('.', '\\.')}\s*(?:m\b|m2|m²|metres?|meters?|sqm|lm\b|square)`, 'i');
  return asMeasure.test(clause) ? value : null;
}

const HOURS = new RegExp(
  String.raw`(?<![\p{L}\p{N}.])(?:(?:${NUM})\s*(?:-|to)\s*)?(?<n>${NUM}|half an?|an?|${WORD})\s*(?:hours?|hrs?|h)(?![\p{L}])`,
  'giu',
);
const HOUR_WORDS: Record<string, number> = { 'half a': 0.5, 'half an': 0.5, a: 1, an: 1 };
// Words that may sit between the work and the hours it takes: "switchboard, about 3 hours".
const HOURS_LEAD_IN = /^[\s,:;()~-]*(?:(?:about|around|approx\.?|approximately|roughly|maybe|say|for|takes?|taking|should|will|would|take|allow|it|is|of|job|work|all|up|to|in|total)\b[\s,:;()~-]*)*$/iu;

function hoursOf(match: RegExpMatchArray): number {
  const said = match.groups!.n!.toLowerCase().replace(/\s+/g, ' ');
  return HOUR_WORDS[said] ?? NUMBER_WORDS[said] ?? Number(said);
}

/**
 * The hours the notes give for the work a labour line cites ("about 2 hours"); null when
 * none. When other work is cited in the same sentence (`shared`), hours beside the words
 * may be for all of it ("oven and a new circuit, about 4 hours"): only hours within count.
 */
export function statedHours(notes: string, citation: Citation, { shared }: { shared: boolean } = { shared: false }): number | null {
  const within = [...notes.slice(citation.start, citation.end).matchAll(HOURS)].map(hoursOf).filter(sensible);
  if (within.length === 1) return within[0]!;
  if (within.length > 1 || shared) return null;
  // Hours often follow in a clause of their own ("switchboard, about 3 hours"): only filler words may sit between.
  const after = notes.slice(citation.end, citation.end + 80);
  const following = [...after.matchAll(HOURS)][0];
  if (following && HOURS_LEAD_IN.test(after.slice(0, following.index)) && sensible(hoursOf(following))) return hoursOf(following);
  const before = notes.slice(Math.max(0, citation.start - 80), citation.start);
  const preceding = [...before.matchAll(HOURS)].at(-1);
  if (preceding && /^\s*(?:(?:of|for|to)\s+)?(?:[\p{L}'-]+\s+)?$/iu.test(before.slice(preceding.index + preceding[0].length)) && sensible(hoursOf(preceding))) {
    return hoursOf(preceding);
  }
  return null;
}

/** Which sentence of the notes a position is in, counting from 0. */
function sentenceAt(notes: string, at: number): number {
  return [...notes.slice(0, at).matchAll(/[!?\n]|\.(?=\s|$)/gu)].length;
}

// ---- Prices -----------------------------------------------------------------------------

const dollars = (unitPrice: string) => parseMoney(unitPrice) / 100;

/** A description's words, a note in brackets aside: "Smoke alarm (240 V)" is "smoke alarm". */
const coreWords = (description: string) => new Set(significantWords(description.replace(/\([^)]*\)/gu, ' ')));

/** The book's priced items of one kind, each with its description lowered and its words, read once a draft. */
interface Shelf {
  items: BookItem[];
  lowered: string[];
  words: Set<string>[];
}

function shelf(book: readonly BookItem[], kind: 'materials' | 'other'): Shelf {
  const items = book.filter((item) => item.type !== 'labor' && (item.type === 'other') === (kind === 'other'));
  return { items, lowered: items.map((item) => item.description.trim().toLowerCase()), words: items.map((item) => coreWords(item.description)) };
}

/**
 * The book's item a line is: the same description in any case, else the same words, a
 * note in brackets aside on either. "Smoke alarm" is the book's "Smoke alarm (240 V
 * interconnected)" and "Hot water system (Rheem 250 L)" its "Hot water system"; neither
 * "USB double power point" nor "LED downlight" is its "Brilliant LED downlight series 3".
 */
function bookItemOf(line: string, { items, lowered, words }: Shelf): BookItem | null {
  const exact = lowered.indexOf(line.trim().toLowerCase());
  if (exact >= 0) return items[exact]!;
  const mine = coreWords(line);
  if (mine.size === 0) return null;
  const same = words.findIndex((theirs) => theirs.size === mine.size && [...mine].every((word) => theirs.has(word)));
  return same >= 0 ? items[same]! : null;
}

/**
 * A material or other line's price: the book's when it is one of the book's items (or it
 * says so and a book item of its words has that very price), the drafter's as typical,
 * or $0.00 as needed when the drafter gave none.
 */
function priced(item: string, price: number, source: Material['source'], book: Shelf) {
  // A drafter that read the client supplies it knows more than a price could say.
  if (source === 'client_supplied') return { price: 0, source: 'client_supplied' as const };
  const mine = bookItemOf(item, book);
  if (mine) return { price: dollars(mine.unitPrice), source: 'price_book' as const };
  if (!Number.isFinite(price) || price <= 0 || source === 'price_needed') return { price: 0, source: 'price_needed' as const };
  if (source === 'price_book' && closestBookItems(book.items, item, 5).some((entry) => dollars(entry.unitPrice) === price)) {
    return { price, source: 'price_book' as const };
  }
  return { price, source: 'typical' as const };
}

// ---- The draft --------------------------------------------------------------------------

/** What the checks need of the business: its rate and its price book. */
export type GroundingContext = Pick<DraftContext, 'hourlyRate' | 'priceBook'>;

/**
 * The draft as the notes back it: each line citing words the notes do not hold is
 * dropped and counted in `dropped`; its `from` becomes the notes' own words; counts and
 * hours the notes state win; an item the notes say the client supplies is $0.00
 * "Supplied by client", one they rule out is left out; labour is at the business's rate.
 * A line a price-book rule added (`rule`) is the business's own and passes as it is.
 */
export function groundDraft(notes: string, draft: QuoteDraft, context: GroundingContext): QuoteDraft {
  let dropped = draft.dropped ?? 0;
  const cite = (line: { from?: string | undefined }) => {
    const citation = findCitation(notes, line.from);
    if (!citation) dropped += 1;
    return citation && { citation, from: notes.slice(citation.start, citation.end), ruled: ruledOut(notes, citation) };
  };

  const labourCited = draft.labour.map((line) => (line.rule ? null : cite(line)));
  const sentences = labourCited.map((cited) => (cited ? sentenceAt(notes, cited.citation.start) : null));
  const labour = draft.labour.flatMap((line, index): Labour[] => {
    if (line.rule) return [line];
    const cited = labourCited[index];
    // Fitting what the client bought is still the tradie's work; work done by others is not.
    if (!cited || cited.ruled === 'not_wanted' || cited.ruled === 'by_others') return [];
    const shared = sentences.some((sentence, other) => other !== index && sentence !== null && sentence === sentences[index]);
    const hours = statedHours(notes, cited.citation, { shared }) ?? line.hours;
    return [{ ...line, hours, rate: context.hourlyRate, source: 'business_rate', from: cited.from }];
  });

  const materialsShelf = shelf(context.priceBook, 'materials');
  const materials = draft.materials.flatMap((line): Material[] => {
    if (line.rule) return [line];
    const cited = cite(line);
    if (!cited || cited.ruled === 'not_wanted') return [];
    const quantity = statedMeasure(notes, cited.citation, line) ?? line.quantity;
    if (cited.ruled) return [{ ...line, quantity, unit_cost: 0, source: 'client_supplied', from: cited.from }];
    const { price, source } = priced(line.item, line.unit_cost, line.source, materialsShelf);
    return [{ ...line, quantity, unit_cost: price, source, from: cited.from }];
  });

  const otherShelf = shelf(context.priceBook, 'other');
  const other = draft.other.flatMap((line): Other[] => {
    if (line.rule) return [line];
    const cited = cite(line);
    if (!cited || cited.ruled === 'not_wanted') return [];
    if (cited.ruled) return [{ ...line, cost: 0, source: 'client_supplied', from: cited.from }];
    const { price, source } = priced(line.item, line.cost, line.source, otherShelf);
    return [{ ...line, cost: price, source, from: cited.from }];
  });

  return { ...draft, labour, materials, other, dropped };
}
