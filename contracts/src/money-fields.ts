import { z } from 'zod';
import { digitsBetween } from './day-pattern.ts';
import { displayMoney, MAX_AMOUNT_CENTS, MAX_QUANTITY_HUNDREDTHS, parseMoney, parseQuantity } from './money.ts';

/** Money on the wire: a string with exactly two decimals, "1234.56". */
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

/** The least an amount may be, in cents or hundredths (below one whole unit). */
type Range = { min?: number };

/** Spaces around a number's text are forgiven (trimmed), as in a typed field. */
const spaced = (alternatives: string[]) => `^ *(?:${alternatives.join('|')}) *$`;

/** Two decimals, or one ("0.5" is 50), from `min` hundredths (under 100) up. */
function fractionsFrom(min: number): string {
  if (!Number.isInteger(min) || min < 0 || min > 99) throw new RangeError(`A least amount under one unit only: ${min}`);
  const twoDigits = digitsBetween(String(min).padStart(2, '0'), '99');
  const oneDigit = Math.ceil(min / 10) <= 9 ? `[${Math.ceil(min / 10)}-9]` : null;
  return [twoDigits, oneDigit].filter(Boolean).join('|');
}

/**
 * What JSON Schema can say of an amount as it may be sent, exactly as `parseMoney` and
 * the range read it: text (a "$", thousands separators, one or two decimals, no sign) or
 * a number in hundredths, from `min` up to the most an amount may be.
 */
function moneyWire(min: number) {
  const whole = ['0*[1-9]\\d{0,8}', '[1-9]\\d{0,2}(?:,\\d{3}){1,2}'].map((digits) => `\\$?(?:${digits})(?:\\.\\d{1,2})?`);
  const cents = min === 0 ? '\\$?0+(?:\\.\\d{1,2})?' : `\\$?0+\\.(?:${fractionsFrom(min)})`;
  return {
    anyOf: [
      { type: 'string', pattern: spaced([...whole, cents]) },
      { type: 'number', minimum: min / 100, maximum: MAX_AMOUNT_CENTS / 100, multipleOf: 0.01 },
    ],
  };
}

/** The same for a quantity, hours or distance: up to 100,000, no sign and no separators. */
function quantityWire(min: number) {
  const max = MAX_QUANTITY_HUNDREDTHS / 100;
  const whole = [`0*[1-9]\\d{0,${String(max).length - 2}}(?:\\.\\d{1,2})?`, `0*${max}(?:\\.0{1,2})?`];
  const hundredths = min === 0 ? '0+(?:\\.\\d{1,2})?' : `0+\\.(?:${fractionsFrom(min)})`;
  return {
    anyOf: [
      { type: 'string', pattern: spaced([...whole, hundredths]) },
      { type: 'number', minimum: min / 100, maximum: max, multipleOf: 0.01 },
    ],
  };
}

function decimalField(
  parse: (input: string | number) => number,
  messages: AmountMessages,
  range: { min: number; max: number },
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
export function moneyField(messages: AmountMessages, { min = 0 }: Range = {}) {
  return decimalField(parseMoney, messages, { min, max: MAX_AMOUNT_CENTS }, displayMoney).meta(moneyWire(min));
}

/** A quantity, hours or distance sent as "0.25" or 0.25, parsed to integer hundredths. */
export function quantityField(messages: AmountMessages, { min = 0 }: Range = {}) {
  return decimalField(parseQuantity, messages, { min, max: MAX_QUANTITY_HUNDREDTHS }, (max) => String(max / 100)).meta(quantityWire(min));
}

/**
 * An amount the client may send but the server recomputes (a client-sent
 * total is never trusted). Accepted so the original API's bodies pass; the schemas using it drop it.
 */
export const IgnoredAmount = z.union([z.string(), z.number()]).nullish();
