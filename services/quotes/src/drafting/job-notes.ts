/**
 * Reading a tradie's job notes into words and clauses that keep their place in the notes
 * as typed (so a drafted line can cite them exactly), with the numbers in them read as
 * counts, lengths, areas, sizes, time on the job or the distance to it.
 */
import { canonical } from './lexicon/index.ts';

export interface Word {
  /** Lower case, as typed. */
  text: string;
  /** Singular, for matching names. */
  canon: string;
  start: number;
  end: number;
}

export type QuantityKind = 'count' | 'length' | 'area' | 'size' | 'time' | 'travel';

export interface Quantity {
  kind: QuantityKind;
  value: number;
  /** A size as the line shows it: "315 L", "20 A", "1.8 m high". */
  text: string;
  /** Words [from, to) it takes: they name nothing else. */
  from: number;
  to: number;
}

/** How a clause follows the one before: a new sentence, a list ("and", commas) or "also". */
export type Joiner = 'start' | 'list' | 'also';

export interface Clause {
  /** Words [from, to). */
  from: number;
  to: number;
  joiner: Joiner;
  /** Which sentence of the notes it is in: time stated in a sentence is its tasks' time. */
  sentence: number;
}

export interface JobNotes {
  text: string;
  words: Word[];
  quantities: Quantity[];
  clauses: Clause[];
  /** "45 km away" → 45. */
  travelKm: number | null;
}

const NUMBER_WORDS = new Map<string, number>([
  ...['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'].map((w, i): [string, number] => [w, i + 1]),
  ['thirty', 30], ['forty', 40], ['fifty', 50], ['sixty', 60], ['seventy', 70], ['eighty', 80], ['ninety', 90], ['hundred', 100],
  ['dozen', 12], ['pair', 2], ['couple', 2], ['both', 2], ['few', 3], ['single', 1], ['once', 1],
]);

const LENGTH_UNITS = new Set(['m', 'mtr', 'mtrs', 'metre', 'metres', 'meter', 'meters', 'lm', 'lineal', 'linear', 'lin']);
const AREA_UNITS = new Set(['m2', 'sqm', 'm²', 'square', 'squares', 'sq']);
const SIZE_UNITS: Record<string, string> = { mm: 'mm', cm: 'cm', l: 'L', lt: 'L', ltr: 'L', litre: 'L', litres: 'L', liter: 'L', liters: 'L', kw: 'kW', kva: 'kVA', a: 'A', amp: 'A', amps: 'A', v: 'V', volt: 'V', volts: 'V', w: 'W', watt: 'W', watts: 'W', hp: 'hp', star: 'star', phase: 'phase', ph: 'phase', pin: 'pin', way: 'way', pole: 'pole' };
const DIMENSION_WORDS = new Set(['high', 'tall', 'wide', 'deep', 'thick', 'height']);
const HOUR_UNITS = new Set(['h', 'hr', 'hrs', 'hour', 'hours']);
const DAY_UNITS = new Set(['day', 'days']);
const KM_UNITS = new Set(['km', 'kms', 'kilometre', 'kilometres', 'kilometer', 'kilometers', 'klm', 'k']);
const HOURS_A_DAY = 8;

/** A word's number: "12", "2.5", "twelve", "dozen"; null when it is none. */
function numberOf(word: string): number | null {
  if (/^\d+(?:\.\d+)?$/.test(word)) return Number(word);
  return NUMBER_WORDS.get(word) ?? null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Words with a number and unit in one ("12m", "315l", "5x4m", "x3"). */
function joinedQuantity(word: string, i: number, next: string | undefined): Quantity | null {
  const q = (kind: QuantityKind, value: number, text = '', to = i + 1): Quantity => ({ kind, value: round2(value), text, from: i, to });
  let m = /^(\d+(?:\.\d+)?)m?x(\d+(?:\.\d+)?)m?$/.exec(word);
  if (m) return q('area', Number(m[1]) * Number(m[2]));
  if ((m = /^(\d+)x$|^x(\d+)$/.exec(word))) return q('count', Number(m[1] ?? m[2]));
  m = /^(\d+(?:\.\d+)?)([a-z²]+\d?)$/.exec(word);
  if (!m) return null;
  const [value, unit] = [Number(m[1]), m[2]!];
  if (AREA_UNITS.has(unit)) return q('area', value);
  if (LENGTH_UNITS.has(unit)) return next && DIMENSION_WORDS.has(next) ? q('size', value, `${value} m ${next}`, i + 2) : q('length', value);
  if (KM_UNITS.has(unit)) return q('travel', value);
  if (HOUR_UNITS.has(unit)) return q('time', value);
  if (SIZE_UNITS[unit]) return q('size', value, `${value} ${SIZE_UNITS[unit]}`);
  return null;
}

/** A number followed by its unit as separate words: "12 metres", "40 square metres", "2 days". */
function spacedQuantity(words: readonly string[], i: number, value: number): Quantity {
  const q = (kind: QuantityKind, v: number, to: number, text = ''): Quantity => ({ kind, value: round2(v), text, from: i, to });
  const [next, after] = [words[i + 1], words[i + 2]];
  if (next === 'x' && after !== undefined) {
    const other = numberOf(after.replace(/m$/, ''));
    if (other !== null && /^\d/.test(after)) return q('area', value * other, words[i + 3] && LENGTH_UNITS.has(words[i + 3]!) ? i + 4 : i + 3);
  }
  if (next === undefined) return q('count', value, i + 1);
  if (AREA_UNITS.has(next)) return q('area', value, after && /^(?:m|metres?|meters?|mtrs?)$/.test(after) ? i + 3 : i + 2);
  if (LENGTH_UNITS.has(next)) {
    const to = after && /^(?:metres?|meters?|m)$/.test(after) ? i + 3 : i + 2;
    return words[to] && DIMENSION_WORDS.has(words[to]!) ? q('size', value, to + 1, `${value} m ${words[to]}`) : q('length', value, to);
  }
  if (KM_UNITS.has(next) && (next !== 'k' || after === 'away')) return q('travel', value, i + 2);
  if (HOUR_UNITS.has(next)) return q('time', value, i + 2);
  if (DAY_UNITS.has(next)) return q('time', value * HOURS_A_DAY, i + 2);
  if (SIZE_UNITS[next] && next !== 'a' && next !== 'w') return q('size', value, i + 2, `${value} ${SIZE_UNITS[next]}`);
  if (DIMENSION_WORDS.has(next)) return q('size', value, i + 2, `${value} ${next}`);
  return q('count', value, i + 1);
}

/** Time said without a number: "half a day", "an hour", "a full day". */
function wordedTime(words: readonly string[], i: number): Quantity | null {
  const next = (k: number) => words[i + k];
  const q = (value: number, to: number): Quantity => ({ kind: 'time', value, text: '', from: i, to });
  if (words[i] === 'half' && next(1) === 'a' && next(2) === 'day') return q(HOURS_A_DAY / 2, i + 3);
  if (words[i] === 'half' && next(1) === 'day') return q(HOURS_A_DAY / 2, i + 2);
  if (words[i] === 'half' && next(1) === 'an' && next(2) === 'hour') return q(0.5, i + 3);
  if ((words[i] === 'a' || words[i] === 'full') && next(1) === 'full' && next(2) === 'day') return q(HOURS_A_DAY, i + 3);
  if ((words[i] === 'a' || words[i] === 'full' || words[i] === 'all') && (next(1) === 'day' || next(1) === "day's")) return q(HOURS_A_DAY, i + 2);
  if (words[i] === 'an' && next(1) === 'hour') return q(1, i + 2);
  return null;
}

function readQuantities(words: readonly string[]): Quantity[] {
  const quantities: Quantity[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    let found = wordedTime(words, i) ?? joinedQuantity(word, i, words[i + 1]);
    if (!found) {
      let value = numberOf(word);
      if (value !== null && word === 'dozen' && words[i - 2] === 'half') value = 6;
      // "twenty five"
      if (value !== null && value >= 20 && value % 10 === 0 && value < 100) {
        const ones = numberOf(words[i + 1] ?? '');
        if (ones !== null && ones < 10 && !/\d/.test(words[i + 1]!)) {
          found = { ...spacedQuantity(words, i + 1, value + ones), from: i };
        }
      }
      if (!found && value !== null) found = spacedQuantity(words, i, value);
    }
    // "5m x 4m": a length, then "x" and another length.
    const last = quantities.at(-1);
    if (found && last?.kind === 'length' && last.to === i - 1 && words[i - 1] === 'x' && (found.kind === 'length' || found.kind === 'count')) {
      quantities[quantities.length - 1] = { kind: 'area', value: round2(last.value * found.value), text: '', from: last.from, to: found.to };
      i = found.to - 1;
      continue;
    }
    if (found) {
      quantities.push(found);
      i = found.to - 1;
    }
  }
  return quantities;
}

const WORD = /[a-z0-9²]+(?:['./][a-z0-9²]+)*/g;
const SENTENCE_GAP = /[.;!?\n]/;
const LIST_GAP = /[,:()[\]+&]|\s[-–—]+\s|^[-–—]+\s/;
const LIST_WORDS = new Set(['and', 'plus']);
const ALSO_WORDS = new Set(['also', 'then', 'but']);
const STRENGTH: Record<Joiner, number> = { list: 0, also: 1, start: 2 };

/**
 * Lower case with the same length as the notes (each character on its own), so every
 * offset found in it is an offset into the notes as typed.
 */
function lowerInPlace(text: string): string {
  let lower = '';
  for (const ch of text) {
    const l = ch === '’' || ch === '‘' ? "'" : ch === '×' ? 'x' : ch.toLowerCase();
    lower += l.length === ch.length ? l : ch;
  }
  return lower;
}

export function readJobNotes(text: string): JobNotes {
  const lower = lowerInPlace(text);
  const words: Word[] = [...lower.matchAll(WORD)].map((m) => {
    const word = m[0].replace(/\.$/, '');
    return { text: word, canon: canonical(word), start: m.index, end: m.index + word.length };
  });
  const plain = words.map((w) => w.text);
  const quantities = readQuantities(plain);
  const quantityAt = new Map(quantities.flatMap((q) => Array.from({ length: q.to - q.from }, (_, k): [number, Quantity] => [q.from + k, q])));

  const clauses: Clause[] = [];
  let open: Clause | null = null;
  let pending: Joiner = 'start';
  const close = (joiner: Joiner) => {
    if (open) clauses.push(open);
    open = null;
    if (STRENGTH[joiner] > STRENGTH[pending]) pending = joiner;
  };
  for (let i = 0; i < words.length; i++) {
    const gap = i === 0 ? '' : lower.slice(words[i - 1]!.end, words[i]!.start);
    if (!quantityAt.has(i) || quantityAt.get(i) !== quantityAt.get(i - 1)) {
      // A new line starting "- " or "• " is the next item of a list.
      if (SENTENCE_GAP.test(gap)) close(/\n\s*[-*•]\s*$/.test(gap) ? 'list' : 'start');
      else if (LIST_GAP.test(gap)) close('list');
    }
    const word = plain[i]!;
    if (!quantityAt.has(i) && (LIST_WORDS.has(word) || ALSO_WORDS.has(word))) {
      close(ALSO_WORDS.has(word) ? 'also' : 'list');
      continue;
    }
    if (open) open.to = i + 1;
    else {
      open = { from: i, to: i + 1, joiner: pending, sentence: (clauses.at(-1)?.sentence ?? -1) + (pending === 'start' ? 1 : 0) };
      pending = 'list';
    }
  }
  if (open) clauses.push(open);
  const travel = quantities.find((q) => q.kind === 'travel');
  return { text, words, quantities, clauses, travelKm: travel ? travel.value : null };
}
