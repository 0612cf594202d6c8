import { useEffect, useRef, useState } from 'react';
import type { GeneratedWords } from '@cobber/contracts';
import type { QuoteFormValues } from './quoteForm.ts';
import { followLines, linesKey, type MadeWords, type WordsState } from './wordsFollowLines.ts';

/** A word field the lines make: the title, the description, a labour line's words and what they were made as. */
export type WordsField = 'title' | 'description' | `laborItems.${number}.description` | `laborItems.${number}.madeWords`;

/**
 * The title, description and labour words follow the lines as the owner changes them (a
 * line deleted takes its words with it), unless the owner typed their own there. `start`
 * is the form as it opened and the words its lines had made. Answers what the screen
 * shows about them and which words a new quote carries as made.
 */
export function useWordsFollowLines(values: QuoteFormValues, start: { values: QuoteFormValues; made: MadeWords }, setWords: (field: WordsField, words: string) => void) {
  const [made, setMade] = useState<MadeWords>(start.made);
  const opened = useRef(linesKey(start.values));
  const seen = useRef(opened.current);
  const key = linesKey(values);

  useEffect(() => {
    if (key === seen.current) return;
    seen.current = key;
    const change = followLines(values, made);
    if (change.title !== undefined) setWords('title', change.title);
    if (change.description !== undefined) setWords('description', change.description);
    for (const { index, words } of change.labour) {
      setWords(`laborItems.${index}.description`, words);
      setWords(`laborItems.${index}.madeWords`, words);
    }
    if (change.title !== undefined || change.description !== undefined) {
      setMade((before) => ({ title: change.title ?? before.title, description: change.description ?? before.description }));
    }
  }, [key, values, made, setWords]);

  const state: WordsState = { ...made, linesChanged: key !== opened.current };
  const generated = (quote: QuoteFormValues): GeneratedWords => ({
    title: quote.title === made.title,
    description: quote.description === made.description,
    lines: quote.laborItems.flatMap((line, index) => (line.madeWords !== undefined && line.madeWords === line.description ? [index] : [])),
  });
  return { state, generated };
}
