import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ItemType } from './items.ts';
import {
  documentTotals,
  formatMoney,
  gstByLineCents,
  gstCents,
  gstShareCents,
  lineTotalCents,
  MAX_AMOUNT_CENTS,
  parseMoney,
  percentOfCents,
  totalFits,
  travelCostCents,
} from './money.ts';

const lineCents = fc.integer({ min: 0, max: 10_000_000 });
const itemType = fc.constantFrom<ItemType>('labor', 'materials', 'other', 'deposit');
const items = fc.array(fc.record({ type: itemType, totalCents: lineCents }), { maxLength: 30 });
/** GST by the rule's own words: 10% of the subtotal, 0.5 cent rounds up. */
const referenceGst = (subtotal: number) => Math.floor((subtotal + 5) / 10);

describe('GST', () => {
  it.each([
    [5, 1], // 0.5 cent rounds up
    [4, 0],
    [15, 2], // 1.5 rounds up
    [14, 1],
    [0, 0],
    [23577, 2358],
  ])('on a subtotal of %i cents is %i', (subtotal, gst) => {
    expect(gstCents(subtotal)).toBe(gst);
  });

  it('is rounded once per document, not per line', () => {
    const lines = [5, 5, 5].map((totalCents) => ({ type: 'materials' as const, totalCents }));
    expect(documentTotals({ items: lines, travelCents: 0, applyGST: true }).gstCents).toBe(2);
  });

  it('is 10% of the subtotal to the nearest cent, halves up', () => {
    fc.assert(
      fc.property(items, lineCents, (lines, travelCents) => {
        const totals = documentTotals({ items: lines, travelCents, applyGST: true });
        expect(totals.gstCents).toBe(referenceGst(totals.subtotalCents));
        expect(Math.abs(totals.gstCents * 10 - totals.subtotalCents)).toBeLessThanOrEqual(5);
      }),
    );
  });
});

describe('documentTotals', () => {
  it('adds a job up as the one GST rule says', () => {
    const totals = documentTotals({
      items: [
        { type: 'labor', totalCents: lineTotalCents(200, 9000) },
        { type: 'materials', totalCents: lineTotalCents(300, 1234) },
        { type: 'deposit', totalCents: 5000 },
      ],
      travelCents: travelCostCents(1250, 150),
      applyGST: true,
    });
    expect(totals).toEqual({
      itemsCents: 21702,
      subtotalCents: 23577,
      gstCents: 2358,
      totalCents: 25935,
      depositCents: 5000,
    });
  });

  it('charges no GST when the business does not apply it', () => {
    const totals = documentTotals({ items: [{ type: 'other', totalCents: 999 }], travelCents: 1, applyGST: false });
    expect(totals).toMatchObject({ subtotalCents: 1000, gstCents: 0, totalCents: 1000 });
  });

  it('never drifts: the parts add up to the total, deposits aside', () => {
    fc.assert(
      fc.property(items, lineCents, fc.boolean(), (lines, travelCents, applyGST) => {
        const totals = documentTotals({ items: lines, travelCents, applyGST });
        const sum = (type: (t: ItemType) => boolean) =>
          lines.filter((line) => type(line.type)).reduce((total, line) => total + line.totalCents, 0);
        expect(totals.itemsCents).toBe(sum((t) => t !== 'deposit'));
        expect(totals.depositCents).toBe(sum((t) => t === 'deposit'));
        expect(totals.subtotalCents).toBe(totals.itemsCents + travelCents);
        expect(totals.totalCents).toBe(totals.subtotalCents + totals.gstCents);
        expect(applyGST || totals.gstCents === 0).toBe(true);
      }),
    );
  });

  it('does not depend on the order of the items', () => {
    const permuted = items.chain((lines) =>
      fc.tuple(fc.constant(lines), fc.shuffledSubarray(lines, { minLength: lines.length })),
    );
    fc.assert(
      fc.property(permuted, lineCents, fc.boolean(), ([lines, shuffled], travelCents, applyGST) => {
        expect(documentTotals({ items: shuffled, travelCents, applyGST })).toEqual(
          documentTotals({ items: lines, travelCents, applyGST }),
        );
      }),
    );
  });

  it('round-trips every figure through the wire format', () => {
    fc.assert(
      fc.property(items, lineCents, fc.boolean(), (lines, travelCents, applyGST) => {
        const totals = documentTotals({ items: lines, travelCents, applyGST });
        for (const value of Object.values(totals)) expect(parseMoney(formatMoney(value))).toBe(value);
      }),
    );
  });

  it('fits a document when its total with GST is within the limit, even while GST is off', () => {
    const line = (totalCents: number) => ({ type: 'labor' as const, totalCents });
    // $909,090,909.08 + GST $90,909,090.91 = $999,999,999.99, the most a document holds.
    expect(totalFits({ items: [line(90_909_090_908)], travelCents: 0 })).toBe(true);
    expect(totalFits({ items: [line(90_909_090_898)], travelCents: 10 })).toBe(true);
    expect(totalFits({ items: [line(90_909_090_909)], travelCents: 0 })).toBe(false);
    expect(totalFits({ items: [line(90_909_090_899)], travelCents: 10 })).toBe(false);
    // Deposits are a payment request, not part of the total.
    expect(totalFits({ items: [line(90_909_090_908), { type: 'deposit', totalCents: MAX_AMOUNT_CENTS }], travelCents: 0 })).toBe(true);
  });

  it('refuses fractions of a cent', () => {
    expect(() => documentTotals({ items: [{ type: 'labor', totalCents: 0.5 }], travelCents: 0, applyGST: true })).toThrow(
      RangeError,
    );
  });
});

describe('percentOfCents', () => {
  it.each([
    [10000, 30, 3000],
    [10000, 50, 5000],
    [333, 50, 167], // 166.5 rounds up
    [100, 12.5, 13], // 12.5 rounds up
    [25935, 100, 25935],
    [25935, 0, 0],
  ])('of %i cents at %s percent is %i', (amount, percent, expected) => {
    expect(percentOfCents(amount, percent)).toBe(expected);
  });

  it.each([101, -1, 33.333, Number.NaN])('refuses %s percent', (percent) => {
    expect(() => percentOfCents(10000, percent)).toThrow(RangeError);
  });

  it('never asks for more than the whole', () => {
    fc.assert(
      fc.property(lineCents, fc.integer({ min: 0, max: 10000 }), (amount, basisPoints) => {
        const deposit = percentOfCents(amount, basisPoints / 100);
        expect(deposit).toBeGreaterThanOrEqual(0);
        expect(deposit).toBeLessThanOrEqual(amount);
      }),
    );
  });
});

describe('gstShareCents (the cash basis: GST as it is received)', () => {
  // An invoice of $1,100.00 with $100.00 GST.
  const invoice = { totalCents: 110000, gstCents: 10000 };

  it.each([
    [110000, 10000], // paid in full: all its GST
    [55000, 5000], // half
    [10000, 909], // $100.00 of $1,100.00 is 909.09… cents
    [20000, 1818], // 1818.18…
    [25000, 2273], // 2272.72… rounds up
    [0, 0],
  ])('of a %i-cent payment is %i cents', (payment, share) => {
    expect(gstShareCents(payment, invoice)).toBe(share);
  });

  it('rounds a half cent up, once per payment', () => {
    // 5 cents of a 10-cent total carrying 1 cent of GST: half a cent.
    expect(gstShareCents(5, { totalCents: 10, gstCents: 1 })).toBe(1);
    expect(gstShareCents(4, { totalCents: 10, gstCents: 1 })).toBe(0);
  });

  it('shares nothing of a document without GST or without a total', () => {
    expect(gstShareCents(5000, { totalCents: 5000, gstCents: 0 })).toBe(0);
    expect(gstShareCents(5000, { totalCents: 0, gstCents: 0 })).toBe(0);
  });

  it('is the exact share to within half a cent, never more than the GST for a payment within the total, and grows with the payment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_AMOUNT_CENTS }), fc.integer({ min: 0, max: 1_000_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (subtotal, _seed, fraction) => {
        const gst = gstCents(subtotal);
        const total = subtotal + gst;
        const payment = Math.floor(total * fraction);
        const share = gstShareCents(payment, { totalCents: total, gstCents: gst });
        const error = BigInt(share) * BigInt(total) - BigInt(payment) * BigInt(gst);
        expect(2n * (error < 0n ? -error : error)).toBeLessThanOrEqual(BigInt(total));
        expect(share).toBeLessThanOrEqual(gst);
        expect(gstShareCents(Math.min(total, payment + 1), { totalCents: total, gstCents: gst })).toBeGreaterThanOrEqual(share);
      }),
    );
  });

  it('gives the whole GST for a payment of the whole total, and part-payments within a cent per payment of it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 6 }), (subtotal, weights) => {
        const gst = gstCents(subtotal);
        const total = subtotal + gst;
        expect(gstShareCents(total, { totalCents: total, gstCents: gst })).toBe(gst);
        // The total split into payments by the weights; the last takes what is left.
        const sum = weights.reduce((a, b) => a + b, 0);
        const payments = weights.map((weight) => Math.floor((total * weight) / sum));
        payments[payments.length - 1]! += total - payments.reduce((a, b) => a + b, 0);
        const shares = payments.map((payment) => gstShareCents(payment, { totalCents: total, gstCents: gst }));
        expect(Math.abs(shares.reduce((a, b) => a + b, 0) - gst)).toBeLessThanOrEqual(payments.length / 2);
      }),
    );
  });
});

describe("gstByLineCents (a document's GST over its lines)", () => {
  it.each([
    [[100000, 100000, 100000], 30000, [10000, 10000, 10000]],
    [[333, 333, 334], 100, [33, 33, 34]], // 33.3, 33.3, 33.4: the cent left goes to the largest remainder
    [[27000, 14970, 1500, 3000], 4647, [2700, 1497, 150, 300]],
    [[1, 1, 1], 0, [0, 0, 0]],
    [[], 0, []],
  ])('spreads over %j the GST %i as %j', (lines, gst, shares) => {
    expect(gstByLineCents(lines, gst)).toEqual(shares);
  });

  it('adds up to exactly the GST, each line within a cent of its exact share', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1_000_000, max: 10_000_000 }), { minLength: 1, maxLength: 30 }), (lines) => {
        const subtotal = lines.reduce((a, b) => a + b, 0);
        fc.pre(subtotal !== 0);
        const gst = gstCents(subtotal);
        const shares = gstByLineCents(lines, gst);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(gst);
        shares.forEach((share, index) => {
          const exact = (lines[index]! * gst) / subtotal;
          expect(Math.abs(share - exact)).toBeLessThan(1);
        });
      }),
    );
  });
});
