/**
 * One clause of the notes read against the lexicon: the work it names (supply, service,
 * paint, tile), a fault that asks for a repair, the items with their counts, measures and
 * sizes, and what an exclusion in it rules out or leaves to the client.
 */
import type { Clause, JobNotes, Quantity } from './job-notes.ts';
import { ITEM_NAMES, PLACES, ROOM_NAMES, WORK_NAMES, type LexiconItem, type PhraseIndex, type PhraseMatch, type Work, type WorkKind } from './lexicon/index.ts';

export type MentionStatus = 'supply' | 'service' | 'client' | 'old';

export interface Mention {
  entry: LexiconItem;
  quantity: number;
  counted: boolean;
  sizes: string[];
  /** Words [from, to) it covers, its count included. */
  from: number;
  to: number;
  status: MentionStatus;
  /** The item's own words start here. */
  nameFrom: number;
  /** What it serves, named just before it: "oven circuit", "dishwasher gpo". */
  purpose: string | null;
  /** The kind a word near it names: "weatherproof double GPO", "20m colorbond fence". */
  kind: ItemKind | null;
  /** The work its own clause does to it, when the clause names work. */
  done: WorkKind | null;
}

export type ItemKind = NonNullable<LexiconItem['kinds']>[number];
export type UnknownThing = { from: number; to: number; quantity: number };
type Exclusion = Extract<Work, { kind: 'exclusion' }>;

function kindOf(notes: JobNotes, entry: LexiconItem, nameFrom: number, to: number): ItemKind | null {
  if (!entry.kinds) return null;
  const from = notes.words[Math.max(0, nameFrom - 3)]!.start;
  const end = notes.words[Math.min(notes.words.length - 1, to + 1)]!.end;
  const near = notes.text.slice(from, end).toLowerCase();
  return entry.kinds.find((k) => k.words.some((w) => new RegExp(`(?:^|[^a-z])${w}(?:[^a-z]|$)`).test(near))) ?? null;
}

export interface ClauseReading {
  clause: Clause;
  works: WorkKind[];
  /** "replace", "swap": work on a thing already there. */
  replacing: boolean;
  fault: boolean;
  mentions: Mention[];
  /** Hours stated in it. */
  hours: number | null;
  /** Counts, measures and sizes no item in it took: they belong to the clause before. */
  spare: Quantity[];
  /** It says the client supplies something without naming it ("…, client has bought their own"): what the clause before named. */
  theirsBefore: boolean;
  /** Words after its last work word, for a thing to supply the lexicon does not know. */
  object: UnknownThing | null;
}

const REPLACING = new Set(['replace', 'swap', 'change', 'convert', 'replacement']);
const NEW_SIDE = new Set(['with', 'for', 'to', 'into']);
const NOT_PLACE_AFTER = new Set(['a', 'an']);
/** Words before a work word that make it a thing: "old tiles", "client supplying paint". */
const NOUN_BEFORE = new Set(['the', 'a', 'an', 'of', 'old', 'new', 'broken', 'cracked', 'roof', 'floor', 'wall', 'some', 'more', 'any', 'own', 'their', 'existing']);
const FILLERS = new Set(['the', 'a', 'an', 'new', 'some', 'to', 'please', 'and', 'of', 'for', 'we', 'need', 'needs', 'want', 'wants', 'quote', 'price', 'pls', 'asap', 'more', 'extra', 'another', 'further', 'one', 'ones', 'it', 'them', 'this', 'that', 'these', 'those']);
/** Where work happens, never a thing to price: "rewire house". */
const SITES = new Set(['house', 'home', 'property', 'place', 'unit', 'flat', 'apartment', 'townhouse', 'shed', 'garage', 'yard', 'backyard', 'site', 'job', 'building', 'shop', 'office', 'premises', 'everything', 'all']);
const DISTRIBUTED = /^\s+(?:in|to|for|on|at)\s+(?:each|every|all)(?:\s+of)?(?:\s+the)?\s+(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+[a-z]+((?:\s*(?:,|\+|&|and|plus)\s*(?:the\s+|a\s+|an\s+)?[a-z]+)*)/;
const SMALL_NUMBERS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);

/** Items of the lexicon (and the tradie's own book, whose longer names win) found in the clause's free words. */
function findItems(canon: string[], from: number, to: number, free: (i: number) => boolean, work: WorkKind | null, book: PhraseIndex<LexiconItem> | null): PhraseMatch<LexiconItem>[] {
  const found: PhraseMatch<LexiconItem>[] = [];
  const scoped = (entry: LexiconItem) => (work === 'paint' || work === 'tile' ? entry.work === work : !entry.work);
  const plain = (entry: LexiconItem) => !entry.work;
  for (let i = from; i < to; i++) {
    if (!free(i)) continue;
    const within = (k: number) => k < to && free(k);
    const options = [book?.at(canon, i, undefined, within), ITEM_NAMES.at(canon, i, scoped, within), ITEM_NAMES.at(canon, i, plain, within)].filter((m): m is PhraseMatch<LexiconItem> => Boolean(m));
    const best = options.reduce<PhraseMatch<LexiconItem> | null>((a, b) => (!a || b.to > a.to ? b : a), null);
    if (best) {
      found.push(best);
      i = best.to - 1;
    }
  }
  return found;
}

function countBefore(notes: JobNotes, at: number, floor: number, quantities: Quantity[]): Quantity | null {
  for (let k = at - 1, skipped = 0; k >= floor && skipped <= 3; k--, skipped++) {
    const q = quantities.find((x) => x.to === k + 1 && x.from >= floor);
    if (q && q.kind === 'size') {
      k = q.from;
      continue;
    }
    if (q) return q.kind === 'count' ? q : null;
    const word = notes.words[k]!.text;
    if (word === 'a' || word === 'an') return { kind: 'count', value: 1, text: '', from: k, to: k + 1 };
    if (PLACES.has(word)) return null;
  }
  return null;
}

function countAfter(notes: JobNotes, to: number, ceiling: number, quantities: Quantity[]): Quantity | null {
  const q = quantities.find((x) => x.from === to || (notes.words[to]?.text === 'x' && x.from === to + 1));
  if (q && q.kind === 'count' && q.to <= ceiling && (q.from === to + 1 || /^x\d/.test(notes.words[to]!.text))) return { ...q, from: to };
  return null;
}

/** "in each of the 3 bedrooms plus the hall" is 4. */
function distributed(notes: JobNotes, end: number): number | null {
  const match = DISTRIBUTED.exec(notes.text.slice(end).toLowerCase());
  if (!match) return null;
  const count = Number(match[1]) || SMALL_NUMBERS[match[1]!] || 0;
  return count + (match[2] ?? '').split(/,|\+|&|\band\b|\bplus\b/).filter((part) => part.trim()).length;
}

/** What the exclusions of a clause rule out (`out`) and leave to the client (`client`), by word. */
function readExclusions(exclusions: PhraseMatch<Exclusion>[], items: PhraseMatch<LexiconItem>[], clause: Clause) {
  const out = new Set<number>();
  const client = new Set<number>();
  let theirsBefore = false;
  for (const ex of exclusions) {
    const after = range(ex.to, clause.to);
    const before = range(clause.from, ex.from);
    const itemsIn = (span: number[]) => items.some((m) => span.includes(m.from));
    const { exclusion, covers } = ex.target;
    const span = covers === 'after' ? after : before;
    if (exclusion === 'out') span.forEach((i) => out.add(i));
    else {
      // "client supplied tap" looks ahead, "tap supplied by client" back; either finds what the clause names.
      const theirs = itemsIn(span) ? span : covers === 'after' ? before : after;
      theirs.forEach((i) => client.add(i));
      if (!itemsIn(theirs)) theirsBefore = true;
    }
  }
  return { out, client, theirsBefore };
}

/** Words after the last work word naming a thing the lexicon does not know: "install hills hoist in the backyard". */
function unknownThing(notes: JobNotes, clause: Clause, after: number, usable: (i: number) => boolean, quantities: Quantity[]): UnknownThing | null {
  const { words } = notes;
  const canon = words.map((w) => w.canon);
  const thing: number[] = [];
  let count: Quantity | undefined;
  for (let i = after + 1; i < clause.to; i++) {
    const counted = thing.length === 0 && !count ? quantities.find((q) => q.kind === 'count' && q.from === i) : undefined;
    if (counted) {
      count = counted;
      i = counted.to - 1;
      continue;
    }
    if (!usable(i) || PLACES.has(words[i]!.text)) break;
    if (thing.length === 0 && FILLERS.has(words[i]!.text)) continue;
    thing.push(i);
  }
  // A room or a site alone is where the work is, not a thing.
  if (thing.every((i) => ROOM_NAMES.at(canon, i) || FILLERS.has(words[i]!.text) || SITES.has(words[i]!.text))) return null;
  return { from: thing[0]!, to: thing.at(-1)! + 1, quantity: count?.value ?? 1 };
}

export function readClause(notes: JobNotes, clause: Clause, inherited: WorkKind | null, book: PhraseIndex<LexiconItem> | null): ClauseReading {
  const { words } = notes;
  const canon = words.map((w) => w.canon);
  const quantities = notes.quantities.filter((q) => q.from >= clause.from && q.to <= clause.to);
  const inQuantity = new Set(quantities.flatMap((q) => range(q.from, q.to)));
  const free = (i: number) => !inQuantity.has(i);

  const all = WORK_NAMES.all(canon.slice(0, clause.to), (i) => i >= clause.from && free(i));
  const named = all.filter((m) => {
    const work = m.target;
    if (work.kind === 'exclusion' || work.kind === 'fault' || work.kind === 'service') return true;
    const before = words[m.from - 1];
    const afterExclusion = all.some((x) => x.target.kind === 'exclusion' && x.to === m.from);
    return !(m.from > clause.from && before && (afterExclusion || NOUN_BEFORE.has(before.text) || quantities.some((q) => q.to === m.from)));
  });
  const exclusions = named.filter((m): m is PhraseMatch<Exclusion> => m.target.kind === 'exclusion');
  const excluded = new Set(exclusions.flatMap((m) => range(m.from, m.to)));
  const scope = named.find((m) => m.target.kind === 'paint' || m.target.kind === 'tile')?.target.kind as WorkKind | undefined;
  const itemScope = scope ?? (named.some((m) => m.target.kind === 'supply' || m.target.kind === 'service') ? null : inherited === 'paint' || inherited === 'tile' ? inherited : null);
  // A work word inside a longer name is part of the name ("cable run", "switchboard upgrade"); otherwise the work word wins.
  const found = findItems(canon, clause.from, clause.to, (i) => free(i) && !excluded.has(i), itemScope, book);
  const inside = (m: PhraseMatch<unknown>, item: PhraseMatch<unknown>) => item.to - item.from > 1 && m.from >= item.from && m.to <= item.to;
  const workMatches = named.filter((m) => m.target.kind === 'exclusion' || !found.some((item) => inside(m, item)));
  const taken = new Set(workMatches.flatMap((m) => range(m.from, m.to)));
  const itemMatches = found.filter((item) => item.to - item.from > 1 || !taken.has(item.from));
  const ownWork = workMatches.flatMap((m) => (m.target.kind === 'supply' || m.target.kind === 'service' || m.target.kind === 'paint' || m.target.kind === 'tile' ? [{ kind: m.target.kind, at: m.from, word: canon[m.from]! }] : []));

  // Ruled out: what an exclusion covers takes no part in the job.
  const { out, client, theirsBefore } = readExclusions(exclusions, itemMatches, clause);
  const works = ownWork.filter((w) => !out.has(w.at));
  const replacing = works.some((w) => REPLACING.has(w.word));
  const kinds = works.map((w) => w.kind);
  const kind: WorkKind | null = kinds.includes('paint') ? 'paint' : kinds.includes('tile') ? 'tile' : kinds.includes('supply') ? 'supply' : kinds.includes('service') ? 'service' : inherited;

  const mentions: Mention[] = [];
  const used = new Set<Quantity>();
  let newSideAt = -1;
  let purpose: { text: string; from: number } | null = null;
  itemMatches.forEach((match, n) => {
    if (out.has(match.from)) return;
    // The first of two things named side by side, uncounted, is what the second serves.
    const next = itemMatches[n + 1];
    if (next && next.from === match.to && !countBefore(notes, match.from, n > 0 ? itemMatches[n - 1]!.to : clause.from, quantities)) {
      purpose = { text: notes.text.slice(words[match.from]!.start, words[match.to - 1]!.end), from: match.from };
      return;
    }
    const previousEnd = n > 0 ? itemMatches[n - 1]!.to : clause.from;
    const lead = words[match.from - 1]?.text;
    const placeAt = range(Math.max(previousEnd, match.from - 4), match.from).reverse().find((k) => PLACES.has(words[k]!.text));
    const isPlace = placeAt !== undefined && !(replacing && NEW_SIDE.has(words[placeAt]!.text)) && range(placeAt + 1, match.from).every((k) => !NOT_PLACE_AFTER.has(words[k]!.text) && (free(k) || quantities.some((q) => q.kind === 'count' && q.from <= k && k < q.to)));
    if (replacing && newSideAt < 0 && n > 0 && range(previousEnd, match.from).some((k) => NEW_SIDE.has(words[k]!.text))) newSideAt = match.from;
    const count = countBefore(notes, match.from, previousEnd, quantities) ?? countAfter(notes, match.to, clause.to, quantities);
    // "washers in 3 bathroom taps": after a thing, a counted place is still where it goes.
    const earlier = mentions.at(-1);
    if (isPlace && count && earlier && earlier.nameFrom >= clause.from) {
      if (!earlier.counted) Object.assign(earlier, { quantity: count.value, counted: true });
      return;
    }
    if (isPlace && !count) return;
    if ((lead === 'with' || lead === 'w') && !count) return;
    if (count) used.add(quantities.find((q) => q.from === count.from) ?? count);
    const servedBy = purpose;
    purpose = null;
    const spread = count ? null : distributed(notes, words[match.to - 1]!.end);
    const entry = match.target;
    // The work word before a thing is what is done to it ("fence repair, replace 4 palings"); else the one just after it.
    const own = [...works].reverse().find((w) => w.at < match.from) ?? works.find((w) => w.at === match.to);
    const done = own?.kind ?? (works.length ? kind : null);
    const status: MentionStatus = client.has(match.from) ? 'client' : done === 'service' ? 'service' : 'supply';
    mentions.push({
      entry, sizes: [], status, nameFrom: match.from, kind: null, purpose: servedBy?.text ?? null, done,
      quantity: count?.value ?? spread ?? 1,
      counted: Boolean(count ?? spread),
      from: Math.min(count?.from ?? match.from, servedBy?.from ?? match.from, match.from),
      to: count && count.to > match.to ? count.to : match.to,
    });
  });
  if (newSideAt >= 0 && mentions.some((m) => m.nameFrom >= newSideAt)) for (const m of mentions) if (m.nameFrom < newSideAt && m.status === 'supply') m.status = 'old';

  // Lengths and areas size what is priced by them; sizes go to the nearest item.
  for (const q of quantities) {
    if (used.has(q) || out.has(q.from)) continue;
    const near = [...mentions].sort((a, b) => Math.abs(a.nameFrom - q.from) - Math.abs(b.nameFrom - q.from));
    const unit = q.kind === 'length' ? 'm' : q.kind === 'area' ? 'm2' : null;
    const takes = unit ? near.find((m) => m.entry.unit === unit && (!m.counted || q.value > m.quantity)) : q.kind === 'size' ? near[0] : undefined;
    if (!takes) continue;
    used.add(q);
    if (unit) Object.assign(takes, { quantity: q.value, counted: true, from: Math.min(takes.from, q.from), to: Math.max(takes.to, q.to) });
    else takes.sizes.push(q.text);
  }
  for (const m of mentions) m.kind = kindOf(notes, m.entry, m.nameFrom, m.to);
  const lastWork = works.at(-1);
  const object = lastWork ? unknownThing(notes, clause, lastWork.at, (i) => !out.has(i) && free(i) && !taken.has(i), quantities) : null;
  const hours = quantities.filter((q) => q.kind === 'time').reduce<number | null>((sum, q) => (sum ?? 0) + q.value, null);
  return {
    clause, works: kinds, replacing, mentions, hours, theirsBefore, object,
    fault: workMatches.some((m) => m.target.kind === 'fault' && !out.has(m.from)),
    spare: quantities.filter((q) => !used.has(q) && q.kind !== 'time' && q.kind !== 'travel'),
  };
}
