/** The built-in drafter's lexicon, indexed for reading notes. */
import { BUILDING } from './building.ts';
import { ELECTRICAL } from './electrical.ts';
import { OUTDOOR } from './outdoor.ts';
import { PhraseIndex } from './phrases.ts';
import { PLUMBING } from './plumbing.ts';
import { TRADES } from './trades.ts';
import type { LexiconItem, Trade } from './types.ts';
import { EXCLUSIONS, FAULT_WORDS, PLACE_WORDS, ROOM_WORDS, WORK_WORDS, type ExclusionKind, type WorkKind } from './work.ts';

export type { LexiconItem, Trade, Unit } from './types.ts';
export type { WorkKind } from './work.ts';
export { canonical, PhraseIndex, wordsOf, type PhraseMatch } from './phrases.ts';
export { TRADES } from './trades.ts';

export const LEXICON: readonly LexiconItem[] = [...ELECTRICAL, ...PLUMBING, ...BUILDING, ...OUTDOOR];
export const LEXICON_BY_ID = new Map(LEXICON.map((item) => [item.id, item]));

const namesOf = (items: readonly LexiconItem[]) => items.flatMap((item) => item.names.map((name): [string, LexiconItem] => [name, item]));

/** Items by their names; work-scoped ones ("paint the doors") only under their work. */
export const ITEM_NAMES = new PhraseIndex(namesOf(LEXICON));

export type Work = { kind: WorkKind } | { kind: 'fault' } | { kind: 'exclusion'; exclusion: ExclusionKind; covers: 'after' | 'before' };

/** Work words, state words and exclusions in one index, so the longest phrase wins among them. */
export const WORK_NAMES = new PhraseIndex<Work>([
  ...Object.entries(WORK_WORDS).flatMap(([kind, words]) => words.map((w): [string, Work] => [w, { kind: kind as WorkKind }])),
  ...FAULT_WORDS.map((w): [string, Work] => [w, { kind: 'fault' }]),
  ...EXCLUSIONS.flatMap((e) => e.words.map((w): [string, Work] => [w, { kind: 'exclusion', exclusion: e.kind, covers: e.covers }])),
]);

export const ROOM_NAMES = new PhraseIndex(ROOM_WORDS.map((w): [string, true] => [w, true]));
export const PLACES = new Set(PLACE_WORDS);
export const TRADE_NAMES = new PhraseIndex(
  (Object.keys(TRADES) as Trade[]).flatMap((trade) => [TRADES[trade].label.toLowerCase(), ...TRADES[trade].words].map((w): [string, Trade] => [w, trade])),
);

/** The business's trade from its own words ("Licensed electrician"), when it says. */
export function tradeNamed(words: readonly string[]): Trade | null {
  return TRADE_NAMES.all(words)[0]?.target ?? null;
}
