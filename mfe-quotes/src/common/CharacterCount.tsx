import { cn } from '@cobber/ui';

/** The most a quote's description or a job's notes may hold, as the server checks it. */
export const LONG_TEXT_LIMIT = 5000;

const count = new Intl.NumberFormat('en-AU');

/** "1,234 / 5,000" under a long field, red once past the limit, so it is known before Create. */
export function CharacterCount({ text, limit = LONG_TEXT_LIMIT }: { text: string; limit?: number }) {
  const over = text.length > limit;
  return (
    <p className={cn('-mt-2 text-right text-xs', over ? 'font-semibold text-red-700' : 'text-stone-600')}>
      {count.format(text.length)} / {count.format(limit)}
    </p>
  );
}
