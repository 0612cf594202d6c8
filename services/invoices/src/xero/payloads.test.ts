import { describe, expect, it } from 'vitest';
import { shareGst } from './payloads.ts';

describe("the invoice's GST shared over its lines for Xero", () => {
  it('adds up to the GST on the tax invoice, the cents left by rounding on the largest lines', () => {
    expect(shareGst(4647, [27000, 14970, 3000, 1500])).toEqual([2700, 1497, 300, 150]);
    expect(shareGst(4647, [27000, 14970, 3000, 1500]).reduce((a, b) => a + b)).toBe(4647);
    expect(shareGst(1, [100, 100, 100])).toEqual([1, 0, 0]);
    expect(shareGst(1000, [3333, 3333, 3334])).toEqual([333, 333, 334]);
  });

  it('gives no GST to any line of a business not registered for it', () => {
    expect(shareGst(0, [5000, 2500])).toEqual([0, 0]);
  });
});
