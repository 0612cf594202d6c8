import type { QuoteDraft } from '@cobber/contracts';
import { describe, expect, it } from 'vitest';
import { ruleText, ruleWords, withBookRules, type RuleItem } from './book-rules.ts';

const certificate: RuleItem = { description: 'Certificate of compliance', type: 'other', unitPrice: '65.00', unit: null, alwaysWith: 'switchboard, meter box' };
const book: RuleItem[] = [
  certificate,
  { description: 'Smoke alarm', type: 'materials', unitPrice: '89.00', unit: 'each', alwaysWith: null },
  { description: 'Surge diverter', type: 'materials', unitPrice: '120.00', unit: 'each', alwaysWith: 'switchboard' },
  { description: 'Switchboard labelling', type: 'labor', unitPrice: '45.00', unit: 'hr', alwaysWith: 'Switchboards' },
];

const draftOf = (lines: Partial<Pick<QuoteDraft, 'labour' | 'materials' | 'other'>> = {}): QuoteDraft => ({
  title: 'Job',
  description: 'Scope',
  labour: [],
  materials: [],
  other: [],
  travel: null,
  ...lines,
});

describe("the business's price-book rules", () => {
  it('reads the work words as typed, comma separated, and says the rule in them', () => {
    expect(ruleWords(' switchboard,  Meter   box ,, ')).toEqual(['switchboard', 'Meter box']);
    expect(ruleWords(null)).toEqual([]);
    expect(ruleText(['switchboard'])).toBe('with any switchboard work');
    expect(ruleText(['switchboard', 'meter box', 'sub-board'])).toBe('with any switchboard, meter box or sub-board work');
  });

  it('adds each rule item once, at the book’s price, when the notes name its work as a whole word in any case or number', () => {
    const draft = withBookRules(draftOf({ labour: [{ item: 'Electrician', hours: 4, rate: 95, source: 'business_rate', from: 'Upgrade the SWITCHBOARDS' }] }), 'Upgrade the SWITCHBOARDS to RCBOs', book);
    expect(draft.other).toEqual([{ item: 'Certificate of compliance', cost: 65, source: 'price_book', rule: 'with any switchboard or meter box work' }]);
    expect(draft.materials).toEqual([{ item: 'Surge diverter', quantity: 1, unit_cost: 120, source: 'price_book', rule: 'with any switchboard work' }]);
    expect(draft.labour.at(-1)).toEqual({ item: 'Switchboard labelling', hours: 1, rate: 45, source: 'price_book', rule: 'with any Switchboards work' });
    expect(withBookRules(draft, 'Upgrade the SWITCHBOARDS to RCBOs', book)).toEqual(draft);
  });

  it('matches a phrase across a hyphen or a plural, and nothing that merely starts with the word', () => {
    expect(withBookRules(draftOf(), 'Move the meter-boxes to the side wall', [certificate]).other).toHaveLength(1);
    expect(withBookRules(draftOf(), 'Fix the switchboarding cupboard door and the meter', [certificate]).other).toEqual([]);
    expect(withBookRules(draftOf(), 'Install 6 downlights in the lounge', book)).toEqual(draftOf());
  });

  it('adds nothing the draft already has, nor for work the notes rule out', () => {
    const has = draftOf({ other: [{ item: 'certificate of compliance (electrical)', cost: 70, source: 'typical', from: 'certificate' }] });
    expect(withBookRules(has, 'Switchboard upgrade and a certificate', [certificate])).toEqual(has);
    expect(withBookRules(draftOf(), 'Replace two downlights; we don’t need to touch the switchboard', [certificate])).toEqual(draftOf());
    expect(withBookRules(draftOf(), 'Switchboard by others, we fit the oven', [certificate])).toEqual(draftOf());
  });
});
