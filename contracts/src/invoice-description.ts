/**
 * What an invoice made from a quote says about the job: the quote's description (the
 * scope of work, the standards the work meets, travel) without the words that belong to
 * a quote as an offer — how long it is valid, thanks for the opportunity to quote, that
 * its prices exclude GST (the invoice shows its GST), that it is an estimate still to be
 * quoted. The quote's AI summary is a pitch for the client deciding, not carried at all.
 *
 * Sentences are dropped only when they plainly speak of the quote as an offer; anything
 * else the owner wrote is kept as written, line breaks included.
 */

const OFFER_WORDING: readonly RegExp[] = [
  /\bquot(?:e|ation)\b[^.!?]*\bvalid\b/i,
  /\bvalid\s+for\s+\d+\s*days?\b/i,
  /\bthanks?\s+(?:you\s+)?for\s+the\s+opportunity\b/i,
  /\bopportunity\s+to\s+quote\b/i,
  /\bprices?\b[^.!?]*\b(?:exclude|excludes|excluding|exclusive\s+of)\b[^.!?]*\bGST\b/i,
  /\bwill\s+be\s+quoted\b/i,
];

const isOfferWording = (sentence: string) => OFFER_WORDING.some((pattern) => pattern.test(sentence));

/** A line without its offer sentences; sentences end at `.`, `!` or `?` followed by a space. */
function withoutOfferWording(line: string): string {
  return line
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !isOfferWording(sentence))
    .join(' ');
}

/** A paragraph's lines without their offer sentences; a line left empty goes. */
function paragraphWithoutOfferWording(paragraph: string): string {
  return paragraph
    .split(/\r?\n/)
    .map(withoutOfferWording)
    .filter((line) => line.trim() !== '')
    .join('\n');
}

/** The invoice's description from its quote's, or null when nothing of it is left. */
export function invoiceDescriptionFromQuote(description: string | null | undefined): string | null {
  const paragraphs = (description ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map(paragraphWithoutOfferWording)
    .filter((paragraph) => paragraph !== '');
  return paragraphs.length > 0 ? paragraphs.join('\n\n') : null;
}
