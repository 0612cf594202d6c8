/**
 * Notes that ask for a choice ("option of 2.5 kW or 3.5 kW", "either a Rinnai or a Rheem
 * hot water unit", "basic or premium downlights, quote both"): the words of each choice,
 * and a draft made of the notes read once per choice, the lines all of them share in every
 * option and the rest in their own.
 */
import type { QuoteDraft } from '@cobber/contracts';

/** A quote offers at most three options. */
export const MAX_OPTIONS = 3;

export interface Alternative {
  /** How the notes read with this choice in place of the whole choice ("3.6 kW split system"). */
  text: string;
  /** The option's name, in the notes' words ("3.6 kW"). */
  name: string;
}

export interface Choice {
  /** The characters [start, end) of the notes that ask for the choice. */
  start: number;
  end: number;
  alternatives: Alternative[];
}

const ASKED = /\b(?:(?:an?|the)\s+)?(?:options?|choices?)\s+(?:of|between)\s+|\beither\s+/giu;
const QUOTE_ALL = /\b(?:quote|price)\s+(?:both|each|all(?:\s+(?:three|3))?)\b/iu;
/** A full stop (not the one in 2.5), a break, or the start of what the notes ask next. */
const CHOICE_END = /\.(?=\s|$)|[;:!?\n()]|\s+(?:quote|price|please|thanks|plus|with)\b|,(?!(?:[^.;:!?\n]|\.(?!\s|$))*\bor\b)/iu;
const SPLIT = /\s*,\s*(?:or\s+)?|\s+or\s+/iu;
const ARTICLE = /^(?:a|an|the)\s+/iu;
/** Words before "or" that are not part of the first choice ("install a … or …"). */
const BEFORE_CHOICE = new Set(['a', 'an', 'the', 'of', 'with', 'for', 'in', 'and', 'install', 'supply', 'fit', 'replace', 'quote', 'new', 'to']);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const wordsIn = (text: string) => text.trim().split(/\s+/u).filter(Boolean);

/**
 * The choices as the notes read with each: a last choice longer than the others lends them
 * its tail ("3.6 kW or 5 kW split system" reads "3.6 kW split system"), and each option is
 * named by its own words ("3.6 kW", "5 kW").
 */
function alternativesOf(said: string[]): Alternative[] | null {
  const choices = said.map((text) => wordsIn(text.replace(ARTICLE, ''))).filter((words) => words.length > 0).slice(0, MAX_OPTIONS);
  if (choices.length < 2) return null;
  const last = choices.at(-1)!;
  const own = choices[0]!.length;
  const shareTail = last.length > own && choices.slice(0, -1).every((words) => words.length === own);
  const alternatives = choices.map((words, i) => {
    const named = shareTail && i === choices.length - 1 ? words.slice(0, own) : words;
    const text = shareTail && i < choices.length - 1 ? [...words, ...last.slice(own)] : words;
    // A bare count names nothing: "6" is "6 LED downlights in the kitchen".
    const name = /^[\d.,]+$/u.test(named.join('')) ? text : named;
    return { text: text.join(' '), name: capitalise(name.join(' ')).slice(0, 100) };
  });
  const names = new Set(alternatives.map((a) => a.name.toLowerCase()));
  return names.size === alternatives.length ? alternatives : null;
}

/** "option of X or Y", "a choice between X and Y", "either X or Y". */
function askedChoice(notes: string): Choice | null {
  for (const asked of notes.matchAll(ASKED)) {
    const from = asked.index + asked[0].length;
    const rest = notes.slice(from);
    const end = from + (rest.match(CHOICE_END)?.index ?? rest.length);
    const between = /between\s+$/iu.test(asked[0]) ? /\s*,\s*(?:and\s+)?|\s+and\s+|\s+or\s+/iu : SPLIT;
    const alternatives = alternativesOf(notes.slice(from, end).split(between));
    if (alternatives) return { start: asked.index, end, alternatives };
  }
  return null;
}

/** "X or Y, quote both": the words either side of the "or" in the clause before. */
function quotedBoth(notes: string): Choice | null {
  const asked = notes.match(QUOTE_ALL);
  if (!asked) return null;
  const before = notes.slice(0, asked.index);
  const or = [...before.matchAll(/\s+or\s+/giu)].at(-1);
  if (!or) return null;
  const clauseStart = Math.max(...[...before.slice(0, or.index).matchAll(/\.(?=\s|$)|[,;:!?\n()]/gu)].map((m) => m.index + 1), 0);
  const leftWords = [...before.slice(clauseStart, or.index).matchAll(/\S+/gu)];
  let first = leftWords.length;
  while (first > 0 && first > leftWords.length - 4 && !BEFORE_CHOICE.has(leftWords[first - 1]![0].toLowerCase())) first -= 1;
  if (first === leftWords.length) return null;
  const start = clauseStart + leftWords[first]!.index;
  const afterOr = or.index + or[0].length;
  const rest = notes.slice(afterOr, asked.index);
  const end = afterOr + (rest.match(/\.(?=\s|$)|[,;:!?\n()]/u)?.index ?? rest.length);
  const alternatives = alternativesOf([notes.slice(start, or.index), notes.slice(afterOr, end).trimEnd()]);
  return alternatives ? { start, end: afterOr + notes.slice(afterOr, end).trimEnd().length, alternatives } : null;
}

/** The choice the notes ask to quote, if any. */
export function findChoice(notes: string): Choice | null {
  return askedChoice(notes) ?? quotedBoth(notes);
}

type Line = QuoteDraft['labour'][number] | QuoteDraft['materials'][number] | QuoteDraft['other'][number];
type Kind = 'labour' | 'materials' | 'other';
const KINDS: Kind[] = ['labour', 'materials', 'other'];

/**
 * What makes two choices' lines the same line. Work is the same when only the choice's words
 * in its name differ and its hours do not; a thing supplied is each option's own when it
 * differs by name, quantity or price.
 */
function sameness(kind: Kind, line: Line, alternative: Alternative): string {
  const { from: _from, option: _option, ...rest } = line;
  return JSON.stringify(kind === 'labour' ? { ...rest, item: line.item.replace(alternative.text, '§') } : rest);
}

/**
 * One draft from the notes read once per choice (`draftOf`): the lines every choice has,
 * once, in every option; the others in their choice's option. Words and citations are the
 * notes' own: a citation of a choice's reading cites the whole choice in the notes. Notes
 * whose choices draft the same lines draft as `base`, without options.
 */
export function draftWithChoices(notes: string, base: QuoteDraft, choice: Choice, draftOf: (notes: string) => QuoteDraft): QuoteDraft {
  const asked = notes.slice(choice.start, choice.end);
  const readings = choice.alternatives.map((alternative) => ({
    alternative,
    draft: draftOf(notes.slice(0, choice.start) + alternative.text + notes.slice(choice.end)),
  }));
  const inNotes = (text: string | undefined, alternative: Alternative, fallback: string) => {
    if (text === undefined || notes.includes(text)) return text;
    const back = text.replace(alternative.text, asked);
    return notes.includes(back) ? back : fallback;
  };
  const [first, ...others] = readings;
  const draft: QuoteDraft = { ...base, labour: [], materials: [], other: [] };
  let own = 0;
  for (const kind of KINDS) {
    const common: Line[] = [];
    const optionLines: Line[] = [];
    const unmatched = others.map(({ draft: theirs, alternative }) => theirs[kind].map((line) => sameness(kind, line, alternative)));
    const shared = first!.draft[kind].map((line) => {
      const key = sameness(kind, line, first!.alternative);
      const at = unmatched.map((keys) => keys.indexOf(key));
      if (at.some((i) => i < 0)) return false;
      at.forEach((i, n) => unmatched[n]!.splice(i, 1, ''));
      return true;
    });
    first!.draft[kind].forEach((line, i) => {
      const { alternative } = first!;
      if (shared[i]) common.push({ ...line, item: line.item.replace(alternative.text, asked).slice(0, 200), from: inNotes(line.from, alternative, asked) });
    });
    for (const [n, { draft: theirs, alternative }] of readings.entries()) {
      const keys = n === 0 ? null : unmatched[n - 1]!;
      theirs[kind].forEach((line, i) => {
        const isShared = n === 0 ? shared[i] : keys![i] === '';
        if (isShared) return;
        optionLines.push({ ...line, option: alternative.name, from: inNotes(line.from, alternative, asked) });
      });
    }
    own += optionLines.length;
    (draft[kind] as Line[]) = [...common, ...optionLines];
  }
  if (own === 0) return base;
  return { ...draft, options: choice.alternatives.map((a) => a.name) };
}

/**
 * A model's draft held to what a quote takes: the options in the order its lines name them,
 * at most three (lines of a fourth are left out and counted as dropped), a line without one
 * in every option, and a single option no choice at all.
 */
export function heldToOptions(draft: QuoteDraft): QuoteDraft {
  const named = (line: { option?: string | null }) => line.option?.trim() || null;
  const names = [...new Set(KINDS.flatMap((kind) => draft[kind].map(named)).filter((name): name is string => name !== null))].map((name) => name.slice(0, 100));
  const choosing = names.length >= 2;
  const kept = new Set(names.slice(0, MAX_OPTIONS));
  let dropped = draft.dropped ?? 0;
  const hold = <L extends Line>(lines: L[]): L[] =>
    lines.flatMap((line) => {
      const { option: _option, ...rest } = line;
      const name = named(line)?.slice(0, 100) ?? null;
      if (!choosing || name === null) return [rest as L];
      if (!kept.has(name)) {
        dropped += 1;
        return [];
      }
      return [{ ...rest, option: name } as L];
    });
  const held: QuoteDraft = { ...draft, labour: hold(draft.labour), materials: hold(draft.materials), other: hold(draft.other) };
  if (dropped > (draft.dropped ?? 0)) held.dropped = dropped;
  return choosing ? { ...held, options: [...kept] } : held;
}
