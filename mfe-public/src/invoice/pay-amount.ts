import { displayAmount, MIN_DEPOSIT_CENTS, MINIMUM_AMOUNT_MESSAGE } from '@cobber/contracts/display';

// What the client types to pay on an invoice, checked on the phone before the card form
// opens (the payments service checks it again and has the last word).

/** "1,234.5", "$80" or "80.00" as cents; null when it is not an amount. */
export function amountCents(text: string): number | null {
  const match = /^\$?(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Why the amount typed cannot be paid against what is due ("123.45"), or null when it can. */
export function payAmountProblem(text: string, due: string): string | null {
  const cents = amountCents(text);
  if (cents === null || cents === 0) return 'Enter the amount to pay';
  if (cents < MIN_DEPOSIT_CENTS) return MINIMUM_AMOUNT_MESSAGE;
  const dueCents = amountCents(due) ?? 0;
  if (cents > dueCents) return `You can pay at most the ${displayAmount(due)} still due`;
  return null;
}
