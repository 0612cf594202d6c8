import { z } from 'zod';
import { displayMoney, MAX_AMOUNT_CENTS, MAX_QUANTITY_HUNDREDTHS, parseMoney, parseQuantity } from './money.ts';

/** Money on the wire (spec §3): a string with exactly two decimals, "1234.56". */
export const MoneyString = z.string().regex(/^-?\d+\.\d{2}$/, 'Expected an amount like 1234.56');
export type MoneyString = z.infer<typeof MoneyString>;

/** A quantity, hours or distance on the wire: "0.25", "3.00". */
export const QuantityString = z.string().regex(/^\d+\.\d{2}$/, 'Expected a quantity like 2.50');
export type QuantityString = z.infer<typeof QuantityString>;

export const PRECISION_MESSAGE = 'Use at most 2 decimal places';

export type AmountMessages = {
  /** Missing, null or blank. */
  required: string;
  /** Not a number, or below the minimum when `tooSmall` is not given. */
  invalid: string;
  tooSmall?: string;
  tooLarge?: string;
};

type Range = { min?: number; max?: number };

function decimalField(
  parse: (input: string | number) => number,
  messages: AmountMessages,
  range: Required<Range>,
  describeMax: (max: number) => string,
) {
  const { required, invalid } = messages;
  return z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid),
    })
    .transform((input, ctx) => {
      if (typeof input === 'string' && input.trim() === '') {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      try {
        return parse(input);
      } catch {
        const tooPrecise = /\.\d{3,}$/.test(String(input).trim());
        ctx.addIssue({ code: 'custom', message: tooPrecise ? PRECISION_MESSAGE : invalid });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .number()
        .min(range.min, messages.tooSmall ?? invalid)
        .max(range.max, messages.tooLarge ?? `Must be at most ${describeMax(range.max)}`),
    );
}

/**
 * A money amount sent as "12.50", 12.5 or "$1,234.56" (rules of `parseMoney`), parsed to
 * integer cents. By default 0 up to `MAX_AMOUNT_CENTS`.
 */
export function moneyField(messages: AmountMessages, range: Range = {}) {
  return decimalField(
    parseMoney,
    messages,
    { min: range.min ?? 0, max: range.max ?? MAX_AMOUNT_CENTS },
    displayMoney,
  );
}

/** A quantity, hours or distance sent as "0.25" or 0.25, parsed to integer hundredths. */
export function quantityField(messages: AmountMessages, range: Range = {}) {
  return decimalField(
    parseQuantity,
    messages,
    { min: range.min ?? 0, max: range.max ?? MAX_QUANTITY_HUNDREDTHS },
    (max) => String(max / 100),
  );
}

/**
 * An amount the client may send but the server recomputes (DESIGN.md §6: a client-sent
 * total is never trusted). Accepted so the spec's bodies pass; the schemas using it drop it.
 */
export const IgnoredAmount = z.union([z.string(), z.number()]).nullish();
