import { QuoteDraft } from '@cobber/contracts';
import { describe, expect, it } from 'vitest';
import { draftQuote } from './builtin-drafter.ts';
import { checkDraft, sumUp } from './testing/check-draft.ts';
import { HOURLY_RATE, JOB_NOTES_SET } from './testing/job-notes-set.ts';

describe('the built-in drafter over tradies’ job notes', () => {
  const context = { businessName: 'Test Trades', hourlyRate: HOURLY_RATE, applyGST: true, priceBook: [] };
  const results = JOB_NOTES_SET.map((expected) => {
    const draft = draftQuote(expected.notes, context);
    expect(QuoteDraft.parse(draft)).toEqual(draft);
    return checkDraft(draft, expected);
  });
  const figures = sumUp(results);

  it('meets at least 90% of what the tradies expect', () => {
    const misses = results.filter((r) => r.misses.length).map((r) => `${r.notes}: ${r.misses.join('; ')}`);
    expect(figures.met / figures.expected, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  it('drafts no line that cites nothing in the notes', () => {
    expect(figures.uncited).toBe(0);
  });

  it('prices nothing the notes rule out or leave to the client', () => {
    expect(figures.pricedExclusions).toBe(0);
  });
});
