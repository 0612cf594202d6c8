import { cn } from '@cobber/ui';

/** The most a quote's description or a job's notes may hold, as the server checks it. */
export const LONG_TEXT_LIMIT = 5000;

/**
 * A count with its thousands grouped as en-AU writes them ("1,234"). Not Intl.NumberFormat:
 * a phone builds its first number formatter slowly (about 70 ms at a quarter of a laptop's
 * speed), on the first screen of every new quote.
 */
export function grouped(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** "1,234 / 5,000" under a long field, red once past the limit, so it is known before Create. */
export function CharacterCount({ text, limit = LONG_TEXT_LIMIT }: { text: string; limit?: number }) {
  const over = text.length > limit;
  return (
    <p className={cn('-mt-2 text-right text-xs', over ? 'font-semibold text-red-700' : 'text-stone-600')}>
      {grouped(text.length)} / {grouped(limit)}
    </p>
  );
}
