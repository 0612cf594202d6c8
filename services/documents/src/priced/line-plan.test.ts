import { describe, expect, it } from 'vitest';
import { HttpError } from '@cobber/kit';
import { planAddLine, planChangeLine, planChanges, planLineList, planRemoveLine, planTouchesAmounts } from './line-plan.ts';
import { newLine, type LineTable, type StoredLine } from './lines.ts';

const QUOTE_LINES: LineTable<'quote_id'> = {
  table: 'quote_items',
  documentColumn: 'quote_id',
  details: true,
  messages: { tooManyItems: 'Too many', totalTooLarge: 'Too large' },
};
const QUOTE = '0b6a7f0e-8c55-4d3e-9f1a-2c7e5d4b3a21';

function quoteLines(): StoredLine<'quote_id'>[] {
  return [
    newLine(QUOTE_LINES, QUOTE, 0, { description: 'Electrician', quantity: 300, unitPrice: 9500, type: 'labor' }),
    newLine(QUOTE_LINES, QUOTE, 1, { description: 'RCBO', quantity: 400, unitPrice: 4850, type: 'materials' }),
    newLine(QUOTE_LINES, QUOTE, 2, { description: 'Deposit', quantity: 100, unitPrice: 20000, type: 'deposit' }),
    newLine(QUOTE_LINES, QUOTE, 3, { description: 'Disposal', quantity: 100, unitPrice: 1500, type: 'other' }),
  ];
}

/** The 400 or 409 a plan refuses with: status, and the fields it names. */
function refusal(plan: () => unknown): { status: number; fields: Record<string, string> | undefined } {
  try {
    plan();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, fields: error.fields };
    throw error;
  }
  throw new Error('The plan was not refused');
}

describe('a priced line', () => {
  it('is priced on the server, half-up once, whatever total the client sent', () => {
    const line = newLine(QUOTE_LINES, QUOTE, 0, { description: 'Cable', quantity: 33, unitPrice: 333, type: 'materials' });
    expect(line).toMatchObject({ quote_id: QUOTE, quantity: '0.33', unit_price: '3.33', total_price: '1.10', detailed_description: null });
  });

  it('past the most a document may total is a 400 naming the price, not a crash', () => {
    const huge = { description: 'x', quantity: 10_000_000, unitPrice: 99_999_999_999, type: 'labor' } as const;
    expect(refusal(() => newLine(QUOTE_LINES, QUOTE, 0, huge))).toEqual({
      status: 400,
      fields: { unitPrice: 'Line total must be at most $999,999,999.99' },
    });
  });
});

describe('the whole list of lines in one save', () => {
  it('adds, changes, removes and orders, keeping the deposit line after the others', () => {
    const before = quoteLines();
    const [labour, rcbo, deposit, disposal] = before;
    const plan = planLineList(QUOTE_LINES, QUOTE, before, [
      { id: rcbo!.id, quantity: 500 },
      { id: labour!.id, description: 'Electrician', unitPrice: 9500 },
      { description: 'Smoke alarm', quantity: 100, unitPrice: 6000, type: 'materials', detailedDescription: null },
    ]);
    expect(plan.after.map((line) => [line.description, line.position, line.total_price])).toEqual([
      ['RCBO', 0, '242.50'],
      ['Electrician', 1, '285.00'],
      ['Smoke alarm', 2, '60.00'],
      ['Deposit', 3, '200.00'],
    ]);
    expect(plan.added.map((line) => line.description)).toEqual(['Smoke alarm']);
    expect(plan.removed).toEqual([disposal]);
    expect(plan.changed).toEqual([
      { before: rcbo, after: expect.objectContaining({ id: rcbo!.id, quantity: '5.00' }), fields: [{ field: 'quantity', before: '4.00', after: '5.00' }] },
    ]);
    expect(plan.reordered).toBe(true);
    expect(plan.after.find((line) => line.id === deposit!.id)).toMatchObject({ type: 'deposit', total_price: '200.00' });
    expect([planChanges(plan), planTouchesAmounts(plan)]).toEqual([true, true]);
  });

  it('changes nothing when the list is the lines as they are', () => {
    const before = quoteLines();
    const same = before.filter((line) => line.type !== 'deposit').map((line) => ({ id: line.id, description: ` ${line.description}`.trim() }));
    expect(planChanges(planLineList(QUOTE_LINES, QUOTE, before, same))).toBe(false);
  });

  it('moves no money when only words change', () => {
    const before = quoteLines();
    const words = planLineList(QUOTE_LINES, QUOTE, before, [{ id: before[0]!.id, detailedDescription: 'Two circuits' }, { id: before[1]!.id }, { id: before[3]!.id }]);
    expect(words.changed[0]!.fields).toEqual([{ field: 'detailedDescription', before: null, after: 'Two circuits' }]);
    expect([planChanges(words), planTouchesAmounts(words)]).toEqual([true, false]);
  });

  it('names the entry it refuses: unknown, listed twice, the deposit line, or too many lines', () => {
    const before = quoteLines();
    const [labour, , deposit] = before;
    expect(refusal(() => planLineList(QUOTE_LINES, QUOTE, before, [{ id: labour!.id }, { id: crypto.randomUUID() }]))).toEqual({
      status: 400,
      fields: { 'items.1.id': 'No such item on this document' },
    });
    expect(refusal(() => planLineList(QUOTE_LINES, QUOTE, before, [{ id: labour!.id }, { id: labour!.id }]))).toEqual({
      status: 400,
      fields: { 'items.1.id': 'This item is listed twice' },
    });
    expect(refusal(() => planLineList(QUOTE_LINES, QUOTE, before, [{ id: deposit!.id }])).fields).toEqual({
      'items.0.id': 'A deposit is not part of the list: it follows the deposit request',
    });
    expect(refusal(() => planLineList(QUOTE_LINES, QUOTE, before, [{ id: labour!.id, type: 'deposit' }])).status).toBe(409);
    const many = Array.from({ length: 100 }, () => ({ description: 'x', quantity: 1, unitPrice: 1, type: 'other' as const }));
    expect(refusal(() => planLineList(QUOTE_LINES, QUOTE, before, many))).toEqual({ status: 400, fields: { items: 'Too many' } });
    expect(refusal(() => planLineList(QUOTE_LINES, QUOTE, before, [{ description: 'x', quantity: 1, type: 'other' }])).fields).toEqual({
      'items.0': 'Incomplete item',
    });
  });
});

describe("the spec's one-line calls", () => {
  it('add at the end, change only what is sent, remove one', () => {
    const before = quoteLines();
    const added = planAddLine(QUOTE_LINES, QUOTE, before, { description: 'Tester', quantity: 100, unitPrice: 100, type: 'other' });
    expect(added.after.at(-1)).toMatchObject({ description: 'Tester', position: 4 });
    const changed = planChangeLine(QUOTE_LINES, before, before[0]!, { quantity: 300, unitPrice: 9600 });
    expect(changed.changed[0]!.fields).toEqual([{ field: 'unitPrice', before: '95.00', after: '96.00' }]);
    expect(planChanges(planChangeLine(QUOTE_LINES, before, before[0]!, { description: 'Electrician' }))).toBe(false);
    expect(planRemoveLine(before, before[1]!).after.map((line) => line.description)).toEqual(['Electrician', 'Deposit', 'Disposal']);
    expect(refusal(() => planChangeLine(QUOTE_LINES, before, before[2]!, { type: 'other' })).status).toBe(409);
  });
});
