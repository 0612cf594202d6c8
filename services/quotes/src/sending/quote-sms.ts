import { displayMoney, parseMoney, type Quote } from '@cobber/contracts';

/** The text a client gets with a quote: who, which quote, how much, and the link to read and accept it. */
export function quoteSms(quote: Pick<Quote, 'quoteNumber' | 'totalAmount'>, businessName: string, link: string): string {
  return `${businessName}: quote ${quote.quoteNumber ?? ''} for ${displayMoney(parseMoney(quote.totalAmount))}: ${link}`;
}
