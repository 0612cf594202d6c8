/**
 * Quotes that expire: a sent quote holds until the end of its `validUntil` day
 * in the business's time zone. The words are here, free of schemas, so the client's page,
 * the email, the PDF and the owner's screens say the same thing.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-12-23` → `23 Dec 2026`. A calendar date, so no time zone enters it. */
export function displayValidDay(date: string): string {
  const [year, month, day] = date.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

/** "Valid until 23 Dec 2026": the line under a quote's total on its page, email and PDF. */
export function validUntilLine(validUntil: string): string {
  return `Valid until ${displayValidDay(validUntil)}`;
}

/** What the client reads of an expired quote, and what approving or declining it answers (409). */
export function quoteExpiredMessage(validUntil: string, businessName: string): string {
  return `This quote expired on ${displayValidDay(validUntil)} — ask ${businessName} for an updated quote`;
}

/** Past its last day: `today` is the business's own today (`todayIn`), both `YYYY-MM-DD`. */
export function isPastValidUntil(validUntil: string | null | undefined, today: string): boolean {
  return Boolean(validUntil) && validUntil! < today;
}
