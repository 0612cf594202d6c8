import { describe, expect, it } from 'vitest';
import type { Quote, QuoteItem } from '@cobber/contracts';
import { followLines } from '../quote-form/wordsFollowLines.ts';
import { editValues, madeWordsOf, quoteChanges } from './editQuote.ts';

const QUOTE_ID = '5b1c8a52-1f0e-4c8e-9d1a-3f7e2b6c9d01';
const LABOUR = '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f';
const ALARM = '7a2e3d4c-5b6a-4f9e-8d1c-2b3c4d5e6f70';
const DOWNLIGHT = '8b3f4e5d-6c7b-4a0f-9e2d-3c4d5e6f7081';

const item = (id: string, type: QuoteItem['type'], description: string, quantity: string): QuoteItem => ({
  id,
  quoteId: QUOTE_ID,
  description,
  detailedDescription: null,
  quantity,
  unitPrice: '50.00',
  totalPrice: '100.00',
  type,
  optional: false,
});

const items = [
  item(LABOUR, 'labor', 'Electrical labour: smoke alarms and downlights', '4.00'),
  item(ALARM, 'materials', 'Smoke alarm', '2.00'),
  item(DOWNLIGHT, 'materials', 'Downlight', '6.00'),
];

const quote = {
  title: 'Smoke alarms and downlights',
  description: 'Scope of work:\n• Supply and install smoke alarm × 2\n• Supply and install downlight × 6',
  clientId: null,
  clientName: 'Sarah Nguyen',
  clientEmail: 'sarah@example.com',
  aiSummary: null,
  includeTravel: false,
  travelDistance: '0.00',
  costPerKm: '1.50',
  wordsFollowLines: { title: false, description: true, lines: [LABOUR] },
} as Quote;

describe("Quote Details' edit: the draft's words follow the lines", () => {
  it('makes the words that still follow again when a line goes, leaves the owner’s title, and never sends what it knows of them', () => {
    const before = editValues(quote, items);
    expect(before.laborItems[0]!.madeWords).toBe(items[0]!.description);
    const made = madeWordsOf(quote);
    expect(made).toEqual({ title: null, description: quote.description });

    const after = { ...before, materialItems: before.materialItems.filter((line) => line.id !== DOWNLIGHT) };
    const change = followLines(after, made);
    expect(change.title).toBeUndefined();
    expect(change.description).toBe('Scope of work:\n• Supply and install smoke alarm × 2');
    expect(change.labour).toEqual([{ index: 0, words: 'Electrical labour: smoke alarms' }]);

    const saved = { ...after, description: change.description!, laborItems: [{ ...after.laborItems[0]!, description: change.labour[0]!.words, madeWords: change.labour[0]!.words }] };
    const body = quoteChanges(before, saved);
    expect(body.description).toBe(change.description);
    expect(JSON.stringify(body.items)).not.toContain('madeWords');
  });
});
