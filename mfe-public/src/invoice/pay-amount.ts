// What the client types to pay on an invoice, checked on the phone before the card form
// opens (the payments service checks it again and has the last word). Plain code, no zod:
// the page does not download the contracts' schemas.

/** The smallest amount a card can pay (Stripe's minimum charge, as for deposits). */
export const MIN_CARD_CENTS = 50;

/** "1,234.5", "$80" or "80.00" as cents; null when it is not an amount. */
export function amountCents(text: string): number | null {
  const match = /^\$?(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents on the wire: 12345 → "123.45". */
export function wireAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Why the amount typed cannot be paid against what is due ("123.45"), or null when it can. */
export function payAmountProblem(text: string, due: string): string | null {
  const cents = amountCents(text);
  if (cents === null || cents === 0) return 'Enter the amount to pay';
  if (cents < MIN_CARD_CENTS) return 'Minimum amount is $0.50 AUD';
  const dueCents = amountCents(due) ?? 0;
  if (cents > dueCents) return `You can pay at most the $${due.replace(/\B(?=(\d{3})+\.)/g, ',')} still due`;
  return null;
}
