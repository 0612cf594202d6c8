import { describe, expect, it } from 'vitest';
import { draftForm } from '../ai-quote/draftForm.ts';
import { needingPrice } from '../ai-quote/needingPrice.ts';
import { quoteFromForm, type QuoteFormValues } from './quoteForm.ts';
import { followLines, linesKey } from './wordsFollowLines.ts';

const client = { clientId: '5b1c8a52-1f0e-4c8e-9d1a-3f7e2b6c9d01', clientName: 'Sarah Nguyen', clientEmail: 'sarah@example.com' };

const draft = draftForm(
  {
    title: 'Safety switches and switchboard upgrade',
    description: 'Scope of work:\n• Upgrade the switchboard\n• Supply and install safety switches × 2\n\nElectrical work to AS/NZS 3000.',
    labour: [{ item: 'Electrical labour: safety switches and switchboard upgrade', hours: 8, rate: 90, source: 'business_rate', from: 'upgrade the switchboard' }],
    materials: [
      { item: 'Safety switch (RCD)', quantity: 2, unit_cost: 95, source: 'typical', from: '2 safety switches' },
      { item: 'Switchboard upgrade (enclosure, main switch, RCBOs)', quantity: 1, unit_cost: 950, source: 'typical', from: 'upgrade the switchboard' },
    ],
    other: [{ item: 'Meter box labels', cost: 0, source: 'price_needed', rule: 'with any switchboard work' }],
    travel: null,
    dropped: 2,
  },
  client,
);

const without = (values: QuoteFormValues, pattern: RegExp): QuoteFormValues => ({
  ...values,
  materialItems: values.materialItems.filter((line) => !pattern.test(line.description)),
  otherItems: values.otherItems.filter((line) => !pattern.test(line.description)),
});

describe('the words of an AI draft follow its lines', () => {
  it('keeps where each line comes from on the line, never sends it, and counts the lines needing a price', () => {
    expect(draft.materialItems[0]).toMatchObject({ from: '2 safety switches', priceSource: 'typical' });
    expect(draft.otherItems[0]).toMatchObject({ rule: 'with any switchboard work', priceSource: 'price_needed' });
    expect(needingPrice(draft)).toBe(1);
    const sent = JSON.stringify(quoteFromForm(draft));
    expect(sent).not.toMatch(/from|rule|madeWords|priceSource/);
  });

  it('makes the title, the scope and the labour words again when a line is deleted', () => {
    const made = { title: draft.title, description: draft.description };
    const change = followLines(without(draft, /switchboard|meter box/i), made);
    expect(change.title).toBe('Safety switches');
    expect(change.description).toBe('Scope of work:\n• Supply and install safety switch × 2\n\nElectrical work to AS/NZS 3000.');
    expect(change.labour).toEqual([{ index: 0, words: 'Electrical labour: safety switches' }]);
  });

  it("leaves the owner's own words alone", () => {
    const typed = { ...draft, title: 'Switchboard for Sarah', laborItems: [{ ...draft.laborItems[0]!, description: 'Two sparkies, one day' }] };
    const change = followLines(without(typed, /switchboard/i), { title: draft.title, description: draft.description });
    expect(change.title).toBeUndefined();
    expect(change.labour).toEqual([]);
  });

  it('tells a change of the lines from a change of the words they made', () => {
    const labourMadeAgain = { ...draft, laborItems: [{ ...draft.laborItems[0]!, description: 'Electrical labour: x', madeWords: 'Electrical labour: x' }] };
    expect(linesKey(labourMadeAgain)).toBe(linesKey(draft));
    expect(linesKey(without(draft, /switchboard/i))).not.toBe(linesKey(draft));
  });
});
