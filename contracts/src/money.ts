/**
 * The only money arithmetic in Cobber: integer cents in code, strings
 * with two decimals on the wire ("1234.56"), never floats.
 *
 * Quantities (hours, units, kilometres) are integer hundredths: 0.25 h is 25, 3 units
 * is 300. Hundredths cover the forms' steps (hours 0.25, quantity at least 0.01,
 * distance 0.1) and keep every product exact.
 */
import type { ItemType } from './items.ts';

export const GST_RATE_PERCENT = 10;
/** The least a card may pay, a deposit or a part of an invoice: Stripe's minimum charge. */
export const MIN_DEPOSIT_CENTS = 50;
/** Dollars per km; `parseMoney(DEFAULT_COST_PER_KM)` gives its cents. */
export const DEFAULT_COST_PER_KM = 1.5;
export const DEFAULT_DEPOSIT_PERCENT = 50;
export const SUGGESTED_DEPOSIT_PERCENT = 30;
export const INVOICE_DUE_DAYS = 14;
export const DEFAULT_RECEIPT_MESSAGE = "Thanks! Here's your receipt for the job.";

/** The most any amount or document total may be: $999,999,999.99, inside numeric(12,2). */
export const MAX_AMOUNT_CENTS = 99_999_999_999;
/** The most units a line may carry (100,000), in hundredths; inside numeric(10,2). */
export const MAX_QUANTITY_HUNDREDTHS = 10_000_000;

/**
 * Digits, an optional point and at most two decimals. Money may also carry a leading
 * minus, a dollar sign and thousands separators in groups of three ("-$1,234.56").
 */
const MONEY_PATTERN = /^(-)?\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;
const QUANTITY_PATTERN = /^(\d+)(?:\.(\d{1,2}))?$/;

/** A number's shortest exact decimal text; floats like 0.1 + 0.2 show their extra digits. */
function numberText(input: number): string {
  if (!Number.isFinite(input)) throw new RangeError(`Not a finite number: ${input}`);
  return String(input);
}

function hundredths(whole: string, fraction: string | undefined, input: unknown): number {
  const value = Number(whole.replaceAll(',', '')) * 100 + Number((fraction ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(value)) throw new RangeError(`Too large: ${String(input)}`);
  return value;
}

/**
 * Dollars to cents. Accepts numbers (12.5) and strings ("12.5", "12.50", "$1,234.56",
 * "-3"), surrounding spaces allowed. Rejects NaN, infinities, empty text, a third
 * decimal ("12.345": we never round a price someone typed) and anything else.
 */
export function parseMoney(input: string | number): number {
  const text = typeof input === 'number' ? numberText(input) : input.trim();
  const match = MONEY_PATTERN.exec(text);
  if (!match) throw new RangeError(`Not an amount of money: ${JSON.stringify(input)}`);
  const cents = hundredths(match[2]!, match[3], input);
  return match[1] && cents !== 0 ? -cents : cents;
}

/** Hours or units to hundredths: "0.25" or 0.25 → 25. No sign, at most two decimals. */
export function parseQuantity(input: string | number): number {
  const text = typeof input === 'number' ? numberText(input) : input.trim();
  const match = QUANTITY_PATTERN.exec(text);
  if (!match) throw new RangeError(`Not a quantity: ${JSON.stringify(input)}`);
  return hundredths(match[1]!, match[2], input);
}

function assertInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number: ${value}`);
}

function twoDecimals(value: number): string {
  assertInteger(value, 'Amount');
  const abs = Math.abs(value);
  const text = `${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return value < 0 ? `-${text}` : text;
}

/** Cents to the wire format: 123456 → "1234.56", -5 → "-0.05". */
export function formatMoney(cents: number): string {
  return twoDecimals(cents);
}

/** Cents for people: 123456 → "$1,234.56", -5 → "-$0.05". */
export function displayMoney(cents: number): string {
  const [whole, fraction] = twoDecimals(Math.abs(cents)).split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${cents < 0 ? '-' : ''}$${grouped}.${fraction}`;
}

/** The words for an amount below `MIN_DEPOSIT_CENTS`: "Minimum amount is $0.50 AUD". */
export const MINIMUM_AMOUNT_MESSAGE = `Minimum amount is ${displayMoney(MIN_DEPOSIT_CENTS)} AUD`;

/** A wire amount for people: "1234.5" → "$1,234.50"; text that is not an amount shows as it came. */
export function displayAmount(amount: string): string {
  try {
    return displayMoney(parseMoney(amount));
  } catch {
    return amount;
  }
}

/** Hundredths to the wire format: 25 → "0.25", 300 → "3.00". */
export function formatQuantity(quantity: number): string {
  return twoDecimals(quantity);
}

/** Hundredths for people, without trailing zeros: 25 → "0.25", 150 → "1.5", 300 → "3". */
export function displayQuantity(quantity: number): string {
  return twoDecimals(quantity).replace(/\.?0+$/, '');
}

/** A wire quantity for people, without trailing zeros: "2.50" → "2.5"; other text shows as it came. */
export function displayQuantityText(quantity: string): string {
  try {
    return displayQuantity(parseQuantity(quantity));
  } catch {
    return quantity;
  }
}

/** numerator / denominator rounded to the nearest integer, halves away from zero. */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const rounded = (abs * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

function divideRoundHalfUp(numerator: bigint, denominator: bigint): number {
  const result = Number(roundHalfUp(numerator, denominator));
  if (!Number.isSafeInteger(result)) throw new RangeError('Amount too large');
  return result;
}

/** quantity (hundredths) × unit price (cents) to the cent, exact at any size. */
function exactLineCents(quantity: number, unitPriceCents: number): bigint {
  assertInteger(quantity, 'Quantity');
  assertInteger(unitPriceCents, 'Unit price');
  return roundHalfUp(BigInt(quantity) * BigInt(unitPriceCents), 100n);
}

const withinAmountLimit = (cents: bigint) => cents >= -BigInt(MAX_AMOUNT_CENTS) && cents <= BigInt(MAX_AMOUNT_CENTS);

/**
 * The one limit on a line of a quote or invoice (travel included): it comes to at most
 * `MAX_AMOUNT_CENTS`, what any document may total. Never throws.
 */
export function lineFitsCents(quantity: number, unitPriceCents: number): boolean {
  if (!Number.isSafeInteger(quantity) || !Number.isSafeInteger(unitPriceCents)) return false;
  return withinAmountLimit(exactLineCents(quantity, unitPriceCents));
}

/**
 * quantity (hundredths) × unit price (cents), rounded half-up to the cent once. A line
 * past that limit is a RangeError: no document may hold it.
 */
export function lineTotalCents(quantity: number, unitPriceCents: number): number {
  const cents = exactLineCents(quantity, unitPriceCents);
  if (!withinAmountLimit(cents)) throw new RangeError(`Line total above ${displayMoney(MAX_AMOUNT_CENTS)}`);
  return Number(cents);
}

/** distance (hundredths of a km) × cost per km (cents), rounded half-up once; a line's limit. */
export function travelCostCents(distance: number, costPerKmCents: number): number {
  return lineTotalCents(distance, costPerKmCents);
}

/** A percentage (0 to 100, at most two decimals, e.g. 30 or 12.5) of an amount, half-up. */
export function percentOfCents(cents: number, percent: number): number {
  assertInteger(cents, 'Amount');
  const basisPoints = parseQuantity(percent);
  if (basisPoints > 100_00) throw new RangeError(`Percent above 100: ${percent}`);
  return divideRoundHalfUp(BigInt(cents) * BigInt(basisPoints), 100_00n);
}

/** GST on a subtotal: 10%, rounded half-up to the cent (GST Act s 9-90). */
export function gstCents(subtotalCents: number): number {
  return percentOfCents(subtotalCents, GST_RATE_PERCENT);
}

export type TotalsItem = { type: ItemType; totalCents: number };

export type DocumentTotals = {
  /** Labour, materials and other lines. */
  itemsCents: number;
  /** Lines plus travel: what GST is charged on. */
  subtotalCents: number;
  gstCents: number;
  /** Subtotal plus GST: the price. */
  totalCents: number;
  /** Deposit lines: a payment requested against the total, not part of it. */
  depositCents: number;
};

/**
 * A quote's or invoice's totals by the one GST rule: GST is 10% of (lines + travel),
 * rounded once per document, and only when the business applies GST.
 */
export function documentTotals(input: {
  items: readonly TotalsItem[];
  travelCents: number;
  applyGST: boolean;
}): DocumentTotals {
  let itemsCents = 0;
  let depositCents = 0;
  for (const item of input.items) {
    assertInteger(item.totalCents, 'Line total');
    if (item.type === 'deposit') depositCents += item.totalCents;
    else itemsCents += item.totalCents;
  }
  assertInteger(input.travelCents, 'Travel cost');
  const subtotalCents = itemsCents + input.travelCents;
  const gst = input.applyGST ? gstCents(subtotalCents) : 0;
  const totals = { itemsCents, subtotalCents, gstCents: gst, totalCents: subtotalCents + gst, depositCents };
  for (const [name, value] of Object.entries(totals)) assertInteger(value, name);
  return totals;
}

/**
 * Whether a document's lines and travel stay within what it may total, GST included even
 * while the business charges none: turning GST on reprices drafts, and they must still fit.
 */
export function totalFits(input: { items: readonly TotalsItem[]; travelCents: number }): boolean {
  return documentTotals({ ...input, applyGST: true }).totalCents <= MAX_AMOUNT_CENTS;
}

/**
 * A payment's share of its document's GST: payment × GST / total, rounded half-up once
 * per payment (the cash basis of the BAS: GST is reported as it is received). A document
 * of no total carries no GST to share.
 */
export function gstShareCents(paymentCents: number, document: { totalCents: number; gstCents: number }): number {
  assertInteger(paymentCents, 'Payment');
  assertInteger(document.totalCents, 'Total');
  assertInteger(document.gstCents, 'GST');
  if (document.totalCents === 0) return 0;
  return divideRoundHalfUp(BigInt(paymentCents) * BigInt(document.gstCents), BigInt(document.totalCents));
}

/**
 * A document's GST (rounded once) spread over its lines in proportion to
 * each line's amount, to the cent, adding up to exactly that GST: each line takes its
 * share rounded down, and the cents left go to the lines with the largest remainders.
 * What an import that wants each line with its tax (MYOB's Inc-Tax Amount) is given.
 */
export function gstByLineCents(lineCents: readonly number[], gstCents: number): number[] {
  assertInteger(gstCents, 'GST');
  for (const line of lineCents) assertInteger(line, 'Line total');
  const subtotal = lineCents.reduce((sum, line) => sum + BigInt(line), 0n);
  if (subtotal === 0n) {
    if (gstCents !== 0) throw new RangeError('GST on lines that come to nothing');
    return lineCents.map(() => 0);
  }
  const divisor = subtotal < 0n ? -subtotal : subtotal;
  const sign = subtotal < 0n ? -1n : 1n;
  const shares = lineCents.map((line, index) => {
    const numerator = BigInt(line) * BigInt(gstCents) * sign;
    // Floor division (towards minus infinity), whatever the signs.
    const floor = numerator >= 0n ? numerator / divisor : -((-numerator + divisor - 1n) / divisor);
    return { index, floor, remainder: numerator - floor * divisor };
  });
  let left = BigInt(gstCents) - shares.reduce((sum, share) => sum + share.floor, 0n);
  for (const share of shares.toSorted((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1))) {
    if (left === 0n) break;
    share.floor += 1n;
    left -= 1n;
  }
  return shares.map((share) => Number(share.floor));
}
