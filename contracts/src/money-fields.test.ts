import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { moneyField, quantityField } from './money-fields.ts';

type Wire = { anyOf: [{ pattern: string }, { minimum: number; maximum: number }] };
const wireOf = (field: z.ZodType) => z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' }) as unknown as Wire;
const messages = { required: 'Required', invalid: 'Invalid' };

const fields = {
  'any amount': moneyField(messages),
  'an amount above 0': moneyField(messages, { min: 1 }),
  'at least $0.50': moneyField(messages, { min: 50 }),
  'any quantity': quantityField(messages),
  'a quantity above 0': quantityField(messages, { min: 1 }),
};

describe('what the API document says of an amount is what the field takes', () => {
  const typed = fc.stringMatching(/^ ?\$?-?[0-9,]{0,13}(\.[0-9]{0,3})? ?$/);
  it.each(Object.entries(fields))('%s: a text takes exactly when its pattern says so', (_name, field) => {
    const pattern = new RegExp(wireOf(field).anyOf[0].pattern);
    fc.assert(
      fc.property(typed, (text) => {
        // Forms the pattern leaves out to stay simple ("-0", "000,000") are still taken by the field.
        if (pattern.test(text)) expect(field.safeParse(text).success, text).toBe(true);
        else if (!/-|^\$?0+,|^ ?\$?0\d*,/.test(text.trim())) expect(field.safeParse(text).success, text).toBe(false);
      }),
      { numRuns: 3000 },
    );
    fc.assert(fc.property(fc.stringMatching(pattern), (text) => field.safeParse(text).success), { numRuns: 500 });
  });

  it.each(Object.entries(fields))('%s: a number takes from its minimum to its maximum, in hundredths', (_name, field) => {
    const { minimum, maximum } = wireOf(field).anyOf[1];
    fc.assert(
      fc.property(fc.integer({ min: Math.round(minimum * 100) - 1000, max: Math.round(maximum * 100) + 1000 }), (hundredths) => {
        const value = Number((hundredths / 100).toFixed(2));
        expect(field.safeParse(value).success, String(value)).toBe(value >= minimum && value <= maximum);
      }),
    );
  });
});
