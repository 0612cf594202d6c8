import { createContext, useContext } from 'react';
import type { WordsLine } from '@cobber/contracts';
import { labourWords, quoteWords, withScope } from '@cobber/contracts/display';
import { SECTION_TYPES, type LineSectionName, type QuoteFormValues } from './quoteForm.ts';

export const WORDS_MAY_NOT_MATCH = 'These words may no longer match the lines';

/** The title and description as the lines last made them (null: the owner's own); a field that differs is the owner's own. */
export interface MadeWords {
  title: string | null;
  description: string | null;
}

const SECTIONS = Object.keys(SECTION_TYPES) as LineSectionName[];

function linesOf(values: QuoteFormValues): WordsLine[] {
  return SECTIONS.flatMap((section) => values[section].map((line) => ({ type: SECTION_TYPES[section], description: line.description, quantity: line.quantity })));
}

/**
 * What the words are made from: every line's section, name and count. A labour line's
 * words made from the others are left out, so making them again changes nothing here.
 */
export function linesKey(values: QuoteFormValues): string {
  return JSON.stringify(
    SECTIONS.flatMap((section) =>
      values[section].map((line) => [section, section === 'laborItems' && line.madeWords === line.description ? '' : line.description, line.quantity]),
    ),
  );
}

export interface WordsChange {
  title?: string;
  description?: string;
  /** Labour lines (by position) whose words are made again. */
  labour: { index: number; words: string }[];
}

/** The words the lines make now, for each field still as the lines last made it; the owner's own are left alone. */
export function followLines(values: QuoteFormValues, made: MadeWords): WordsChange {
  const words = quoteWords(linesOf(values));
  const change: WordsChange = { labour: [] };
  if (words.title && values.title === made.title && words.title !== made.title) change.title = words.title;
  const description = withScope(values.description, words);
  if (values.description === made.description && description !== made.description) change.description = description;
  values.laborItems.forEach((line, index) => {
    if (line.madeWords === undefined || line.madeWords !== line.description) return;
    const next = labourWords(line.description, words);
    if (next !== line.description) change.labour.push({ index, words: next });
  });
  return change;
}

/** Whether the lines changed since the draft, and the words they last made: what says which words may not match. */
export interface WordsState extends MadeWords {
  linesChanged: boolean;
}

export const WordsFollowLines = createContext<WordsState | null>(null);

/** Whether a field's words are the owner's own and the lines changed since: they may no longer match. */
export function useWordsMayNotMatch(): (field: keyof MadeWords, value: string | undefined) => boolean {
  const state = useContext(WordsFollowLines);
  return (field, value) => Boolean(state?.linesChanged && value !== undefined && value !== state[field]);
}

export function useLinesChanged(): boolean {
  return useContext(WordsFollowLines)?.linesChanged ?? false;
}
