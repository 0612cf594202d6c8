import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { GeneratedWords } from '@cobber/contracts';
import type { NewQuote, QuoteFormValues } from '../quote-form/quoteForm.ts';
import { followLines, linesKey, type MadeWords, type WordsState } from '../quote-form/wordsFollowLines.ts';

/**
 * The draft's title, description and labour words follow its lines as the owner changes
 * them (a line deleted takes its words with it), unless the owner typed their own there.
 * Answers what the screen shows about them and which words the new quote carries as made.
 */
export function useWordsFollowLines(form: UseFormReturn<QuoteFormValues, unknown, NewQuote>, values: QuoteFormValues, draft: QuoteFormValues) {
  const [made, setMade] = useState<MadeWords>({ title: draft.title, description: draft.description });
  const drafted = useRef(linesKey(draft));
  const seen = useRef(drafted.current);
  const key = linesKey(values);

  useEffect(() => {
    if (key === seen.current) return;
    seen.current = key;
    const change = followLines(values, made);
    const options = { shouldDirty: true };
    if (change.title !== undefined) form.setValue('title', change.title, options);
    if (change.description !== undefined) form.setValue('description', change.description, options);
    for (const { index, words } of change.labour) {
      form.setValue(`laborItems.${index}.description`, words, options);
      form.setValue(`laborItems.${index}.madeWords`, words);
    }
    if (change.title !== undefined || change.description !== undefined) {
      setMade((before) => ({ title: change.title ?? before.title, description: change.description ?? before.description }));
    }
  }, [key, values, made, form]);

  const state: WordsState = { ...made, linesChanged: key !== drafted.current };
  const generated = (quote: QuoteFormValues): GeneratedWords => ({
    title: quote.title === made.title,
    description: quote.description === made.description,
    lines: quote.laborItems.flatMap((line, index) => (line.madeWords !== undefined && line.madeWords === line.description ? [index] : [])),
  });
  return { state, generated };
}
