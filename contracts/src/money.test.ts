import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COST_PER_KM,
  displayAmount,
  displayMoney,
  displayQuantity,
  displayQuantityText,
  formatMoney,
  formatQuantity,
  lineFitsCents,
  lineTotalCents,
  MAX_AMOUNT_CENTS,
  MAX_QUANTITY_HUNDREDTHS,
  MIN_DEPOSIT_CENTS,
  MINIMUM_AMOUNT_MESSAGE,
  parseMoney,
  parseQuantity,
  travelCostCents,
} from './money.ts';

const cents = fc.integer({ min: -MAX_AMOUNT_CENTS, max: MAX_AMOUNT_CENTS });

describe('parseMoney', () => {
  it.each([
    ['12.5', 1250],
    ['12.50', 1250],
    ['12', 1200],
    ['$1,234.56', 123456],
    ['1234.56', 123456],
    [' 7.05 ', 705],
    ['-$3.10', -310],
    ['-0', 0],
    [12.5, 1250],
    [0.07, 7],
    [90, 9000],
  ])('reads %j as %i cents', (input, expected) => {
    expect(parseMoney(input)).toBe(expected);
  });

  it.each(['', ' ', 'abc', '12.345', '12.', '.5', '1,23.00', '12,34', '$-5', '1e3', '١٢', '0x10', '12 .50'])(
    'rejects %j',
    (input) => {
      expect(() => parseMoney(input)).toThrow(RangeError);
    },
  );

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 0.1 + 0.2, 1e21, 1e-7])(
    'rejects the number %d',
    (input) => {
      expect(() => parseMoney(input)).toThrow(RangeError);
    },
  );

  it('gives the default cost per km in cents', () => {
    expect(parseMoney(DEFAULT_COST_PER_KM)).toBe(150);
  });
});

describe('formatMoney and displayMoney', () => {
  it.each([
    [0, '0.00', '$0.00'],
    [5, '0.05', '$0.05'],
    [123456, '1234.56', '$1,234.56'],
    [100_000_000, '1000000.00', '$1,000,000.00'],
    [-5, '-0.05', '-$0.05'],
    [-123456, '-1234.56', '-$1,234.56'],
  ])('%i cents is %s on the wire and %s for people', (value, wire, display) => {
    expect(formatMoney(value)).toBe(wire);
    expect(displayMoney(value)).toBe(display);
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatMoney(1.5)).toThrow(RangeError);
  });

  it('round-trips through the wire format and the display format', () => {
    fc.assert(
      fc.property(cents, (value) => {
        expect(parseMoney(formatMoney(value))).toBe(value);
        expect(parseMoney(displayMoney(value))).toBe(value);
      }),
    );
  });
});

describe('amounts and quantities from the wire, for people', () => {
  it('writes a wire amount as money and a quantity without trailing zeros', () => {
    expect(displayAmount('1234.50')).toBe('$1,234.50');
    expect(displayAmount('-0.05')).toBe('-$0.05');
    expect(displayQuantityText('2.50')).toBe('2.5');
    expect(displayQuantityText('3.00')).toBe('3');
  });

  it('shows text that is not an amount as it came, rather than failing the page', () => {
    expect(displayAmount('n/a')).toBe('n/a');
    expect(displayQuantityText('lots')).toBe('lots');
  });

  it('says the least a card may pay in the form’s own words', () => {
    expect(MINIMUM_AMOUNT_MESSAGE).toBe('Minimum amount is $0.50 AUD');
    expect(MIN_DEPOSIT_CENTS).toBe(50);
  });
});

describe('quantities in hundredths', () => {
  it.each([
    ['0.25', 25],
    [0.25, 25],
    ['1', 100],
    ['2.5', 250],
    [12.75, 1275],
  ])('reads %j as %i hundredths', (input, expected) => {
    expect(parseQuantity(input)).toBe(expected);
  });

  it.each(['-1', '0.125', '', 'two', '$1', '1,000'])('rejects %j', (input) => {
    expect(() => parseQuantity(input)).toThrow(RangeError);
  });

  it('formats for the wire and for people', () => {
    expect(formatQuantity(25)).toBe('0.25');
    expect(formatQuantity(300)).toBe('3.00');
    expect(displayQuantity(300)).toBe('3');
    expect(displayQuantity(150)).toBe('1.5');
    expect(displayQuantity(1000)).toBe('10');
    expect(displayQuantity(0)).toBe('0');
  });

  it('round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (value) => {
        expect(parseQuantity(formatQuantity(value))).toBe(value);
        expect(parseQuantity(displayQuantity(value))).toBe(value);
      }),
    );
  });
});

describe('line totals', () => {
  it('multiplies quantity by unit price and rounds half-up once', () => {
    expect(lineTotalCents(25, 9000)).toBe(2250); // 0.25 h at $90
    expect(lineTotalCents(300, 1234)).toBe(3702); // 3 at $12.34
    expect(lineTotalCents(50, 1)).toBe(1); // half a cent rounds up
    expect(lineTotalCents(49, 1)).toBe(0);
    expect(lineTotalCents(33, 333)).toBe(110); // 109.89
  });

  it('has one limit: a line comes to at most what a document may total', () => {
    expect(lineTotalCents(100, MAX_AMOUNT_CENTS)).toBe(MAX_AMOUNT_CENTS);
    expect(lineFitsCents(100, MAX_AMOUNT_CENTS)).toBe(true);
    // The largest quantity at the largest price: past the limit, and past a safe integer.
    for (const [quantity, price] of [[101, MAX_AMOUNT_CENTS], [MAX_QUANTITY_HUNDREDTHS, MAX_AMOUNT_CENTS]] as const) {
      expect(lineFitsCents(quantity, price)).toBe(false);
      expect(() => lineTotalCents(quantity, price)).toThrow(RangeError);
      expect(() => travelCostCents(quantity, price)).toThrow(RangeError);
    }
    expect(lineFitsCents(1.5, 100)).toBe(false);
  });

  it('agrees with the limit it states', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_QUANTITY_HUNDREDTHS }), fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }), (q, p) => {
        const exact = (BigInt(q) * BigInt(p) * 2n + 100n) / 200n;
        expect(lineFitsCents(q, p)).toBe(exact <= BigInt(MAX_AMOUNT_CENTS));
      }),
    );
  });

  it('agrees with exact arithmetic', () => {
    fc.assert(
      // Every quantity, at prices up to $9,999.99: all such lines fit a document.
      fc.property(fc.integer({ min: 0, max: MAX_QUANTITY_HUNDREDTHS }), fc.integer({ min: 0, max: 999_999 }), (q, p) => {
        const exact = (BigInt(q) * BigInt(p) * 2n + 100n) / 200n;
        expect(lineTotalCents(q, p)).toBe(Number(exact));
      }),
    );
  });

  it('prices travel by distance and cost per km', () => {
    expect(travelCostCents(1250, 150)).toBe(1875); // 12.5 km at $1.50
    expect(travelCostCents(0, 150)).toBe(0);
  });
});
