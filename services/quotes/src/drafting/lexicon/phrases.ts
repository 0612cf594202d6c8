/**
 * Finding phrases in job notes word by word: the longest phrase wins, plurals are the
 * same word ("gpos", "switches") and a long word one letter out is the word meant
 * ("dowlights", "instalation").
 */

/** "switches" → "switch", "gpos" → "gpo", "glass" stays; notes and names go through it alike. */
export function canonical(said: string): string {
  const word = said.replace(/'s$/, '');
  if (word.length > 4 && /(?:ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

export const wordsOf = (phrase: string) => phrase.toLowerCase().split(/[^a-z0-9'/]+/).filter(Boolean).map(canonical);

/** Whether two words are one insertion, deletion or substitution apart, after the same first letter (typos rarely start a word). */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b || a[0] !== b[0]) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export interface PhraseMatch<T> {
  target: T;
  /** Word indexes: the phrase covers [from, to). */
  from: number;
  to: number;
}

const MIN_TYPO_LENGTH = 6;

export class PhraseIndex<T> {
  private readonly byFirst = new Map<string, { words: string[]; target: T }[]>();
  private readonly vocabulary = new Set<string>();
  private readonly corrections = new Map<string, string>();

  constructor(entries: Iterable<[phrase: string, target: T]> = []) {
    for (const [phrase, target] of entries) this.add(phrase, target);
  }

  add(phrase: string, target: T): void {
    const words = wordsOf(phrase);
    if (words.length === 0) return;
    const list = this.byFirst.get(words[0]!) ?? [];
    list.push({ words, target });
    list.sort((a, b) => b.words.length - a.words.length);
    this.byFirst.set(words[0]!, list);
    for (const word of words) this.vocabulary.add(word);
    this.corrections.clear();
  }

  /** The word the notes mean: itself when known, else a known long word one letter away. */
  spell(word: string): string {
    if (this.vocabulary.has(word) || word.length < MIN_TYPO_LENGTH || /\d/.test(word)) return word;
    const known = this.corrections.get(word);
    if (known !== undefined) return known;
    let meant = word;
    for (const candidate of this.vocabulary) {
      if (candidate.length >= MIN_TYPO_LENGTH && oneEditApart(word, candidate)) {
        meant = candidate;
        break;
      }
    }
    if (this.corrections.size > 5000) this.corrections.clear();
    this.corrections.set(word, meant);
    return meant;
  }

  /** The longest phrase starting at word `at`, if any. */
  at(words: readonly string[], at: number, accept: (target: T) => boolean = () => true, free: (i: number) => boolean = () => true): PhraseMatch<T> | null {
    if (!free(at)) return null;
    const first = this.spell(words[at]!);
    for (const phrase of this.byFirst.get(first) ?? []) {
      if (at + phrase.words.length > words.length || !accept(phrase.target)) continue;
      if (phrase.words.some((_, k) => !free(at + k))) continue;
      if (phrase.words.every((w, k) => (k === 0 ? first : this.spell(words[at + k]!)) === w)) return { target: phrase.target, from: at, to: at + phrase.words.length };
    }
    return null;
  }

  /** Every phrase found left to right, longest first, none overlapping; `free` says which words may be used. */
  all(words: readonly string[], free: (i: number) => boolean = () => true, accept?: (target: T) => boolean): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    for (let i = 0; i < words.length; i++) {
      const match = this.at(words, i, accept, free);
      if (match) {
        found.push(match);
        i = match.to - 1;
      }
    }
    return found;
  }
}
