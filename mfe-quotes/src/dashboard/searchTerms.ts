/**
 * What a tradie types into the dashboard's search, read once per search: words for the
 * client and the title, and what the same text may mean as a document number (Q-0002,
 * "q2", "0002", INV-0001) or an amount ("827.75", "$827", "827").
 */
export interface SearchTerms {
  /** Lower case, trimmed: looked for in the client name and the title. */
  words: string;
  /** A quote number it may be: "q2", "Q-0002", "0002" or "2" all give 2. */
  quoteNumber: number | null;
  /** An invoice number it may be: "inv1", "INV-0001", "0001" or "1" all give 1. */
  invoiceNumber: number | null;
  /** An amount it may be: whole dollars, and the cents typed so far (null when none). */
  amount: { dollars: string; cents: string | null } | null;
}

// Letters before the digits that name a document: any start of "q" or "inv".
const NUMBERED = /^([a-z]*)[\s-]*(\d{1,9})$/;
// Dollars with or without thousands commas, then up to two decimals; no leading zeros.
const AMOUNT = /^\$?\s*((?:[1-9]\d{0,2}(?:,\d{3})+)|[1-9]\d*|0)(?:\.(\d{0,2}))?$/;

export function searchTerms(search: string): SearchTerms {
  const words = search.trim().toLowerCase();
  const numbered = NUMBERED.exec(words);
  const prefix = numbered?.[1] ?? '';
  const number = numbered ? Number(numbered[2]) : null;
  const amount = AMOUNT.exec(words);
  return {
    words,
    quoteNumber: number !== null && 'q'.startsWith(prefix) ? number : null,
    invoiceNumber: number !== null && 'inv'.startsWith(prefix) ? number : null,
    amount: amount ? { dollars: amount[1]!.replaceAll(',', ''), cents: amount[2] ?? null } : null,
  };
}

/** The number of a document number ("Q-0002" → 2), or null for none. */
export function documentNumberOf(documentNumber: string | null | undefined): number | null {
  const digits = documentNumber ? /(\d+)$/.exec(documentNumber)?.[1] : undefined;
  return digits === undefined ? null : Number(digits);
}

/**
 * Whether a wire amount ("827.75") is the one searched: the same whole dollars, and the
 * cents start with those typed ("827", "827.7" and "827.75" find it; "82" does not).
 */
export function amountMatches(amount: string, searched: NonNullable<SearchTerms['amount']>): boolean {
  const [dollars, cents = ''] = amount.split('.');
  return dollars === searched.dollars && (searched.cents === null || cents.startsWith(searched.cents));
}
