import { displayDay, displayMoney, displayQuantity, parseMoney, parseQuantity } from '@cobber/contracts';

/** An amount from the API as dollars with 2 decimals, or its raw text when it is not a number. */
export function showAmount(text: string): string {
  try {
    return displayMoney(parseMoney(text));
  } catch {
    return text;
  }
}

export function showQuantity(text: string): string {
  try {
    return displayQuantity(parseQuantity(text));
  } catch {
    return text;
  }
}

/** A calendar date (`2025-07-01`) as "1 Jul 2025", the same wherever the phone is. */
export function showCalendarDate(date: string): string {
  return displayDay(date);
}
