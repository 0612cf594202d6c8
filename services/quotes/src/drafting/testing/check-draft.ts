/**
 * Checks drafts against what tradies expect of their notes (job-notes-set.ts): the share of
 * expectations met, the lines that cite nothing in the notes and the priced lines the
 * notes rule out. Shared by the drafting test and `npm run bench drafting`.
 */
import type { QuoteDraft } from '@cobber/contracts';
import type { JobNotesCase } from './job-notes-set.ts';

export interface CaseResult {
  notes: string;
  met: number;
  expected: number;
  /** What was not met, in words, to read when a figure drops. */
  misses: string[];
  uncited: number;
  pricedExclusions: number;
}

interface Line {
  item: string;
  quantity: number;
  price: number;
  from?: string | undefined;
  rule?: string | undefined;
}

function linesOf(draft: QuoteDraft): { priced: Line[]; labour: Line[] } {
  return {
    priced: [
      ...draft.materials.map((m) => ({ item: m.item, quantity: m.quantity, price: m.unit_cost, from: m.from, rule: m.rule })),
      ...draft.other.map((o) => ({ item: o.item, quantity: 1, price: o.cost, from: o.from, rule: o.rule })),
    ],
    labour: draft.labour.map((l) => ({ item: l.item, quantity: l.hours, price: l.rate, from: l.from, rule: l.rule })),
  };
}

const pattern = (source: string) => new RegExp(source, 'i');
const cents = (dollars: number) => Math.round(dollars * 100);

export function draftTotal(draft: QuoteDraft): number {
  const { priced, labour } = linesOf(draft);
  return [...priced, ...labour].reduce((sum, line) => sum + Math.round(line.quantity * cents(line.price)), 0) / 100;
}

export function checkDraft(draft: QuoteDraft, expected: JobNotesCase): CaseResult {
  const { priced, labour } = linesOf(draft);
  const misses: string[] = [];
  let met = 0;
  let count = 0;
  const expect = (ok: boolean, miss: string) => {
    count++;
    if (ok) met++;
    else misses.push(miss);
  };
  for (const [words, quantity] of expected.items ?? []) {
    const found = priced.filter((line) => pattern(words).test(line.item));
    expect(found.some((line) => quantity === undefined || line.quantity === quantity), `item /${words}/${quantity === undefined ? '' : ` × ${quantity}`}: ${found.map((l) => `${l.item} × ${l.quantity}`).join('; ') || 'none'}`);
  }
  let pricedExclusions = 0;
  for (const words of expected.unpriced ?? []) {
    const wrong = priced.filter((line) => line.price > 0 && pattern(words).test(line.item));
    pricedExclusions += wrong.length;
    expect(wrong.length === 0, `priced /${words}/: ${wrong.map((l) => l.item).join('; ')}`);
  }
  for (const words of expected.tasks ?? []) {
    expect(labour.some((line) => pattern(words).test(line.from ?? '')), `no labour citing /${words}/`);
  }
  const hours = labour.reduce((sum, line) => sum + line.quantity, 0);
  if (expected.hours) expect(hours >= expected.hours[0] && hours <= expected.hours[1], `hours ${hours} outside ${expected.hours.join('–')}`);
  const total = draftTotal(draft);
  if (expected.total) expect(total >= expected.total[0] && total <= expected.total[1], `total $${total.toFixed(2)} outside $${expected.total.join('–')}`);
  const uncited = [...priced, ...labour].filter((line) => !line.rule && !(line.from && expected.notes.includes(line.from))).length;
  return { notes: expected.notes, met, expected: count, misses, uncited, pricedExclusions };
}

export interface SetFigures {
  met: number;
  expected: number;
  uncited: number;
  pricedExclusions: number;
}

export function sumUp(results: CaseResult[]): SetFigures {
  return results.reduce(
    (sum, r) => ({ met: sum.met + r.met, expected: sum.expected + r.expected, uncited: sum.uncited + r.uncited, pricedExclusions: sum.pricedExclusions + r.pricedExclusions }),
    { met: 0, expected: 0, uncited: 0, pricedExclusions: 0 },
  );
}
