import { expect, it } from 'vitest';
import { draftQuote } from './builtin-drafter.ts';
import { groundDraft } from './grounding.ts';
import { HOURLY_RATE, JOB_NOTES_SET } from './testing/job-notes-set.ts';

it('changes nothing in the built-in drafter’s drafts of the job notes set: their lines are grounded already', () => {
  const context = { businessName: 'Sparks Electrical', hourlyRate: HOURLY_RATE, applyGST: true, priceBook: [] };
  const changed = JOB_NOTES_SET.filter(({ notes }) => {
    const draft = draftQuote(notes, context);
    return JSON.stringify(groundDraft(notes, draft, context)) !== JSON.stringify({ ...draft, dropped: draft.dropped ?? 0 });
  });
  expect(changed.map(({ notes }) => notes)).toEqual([]);
});
