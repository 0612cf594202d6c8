import { z } from 'zod';

/** How long a quote holds its price, chosen in Settings and carried to the other services with business.updated. */
export const QuoteValidityMessages = {
  quoteValidDays: 'Quotes must be valid for 1 to 365 days',
} as const;

export const DEFAULT_QUOTE_VALID_DAYS = 30;
export const MAX_QUOTE_VALID_DAYS = 365;

export const QuoteValidDays = z
  .number(QuoteValidityMessages.quoteValidDays)
  .int(QuoteValidityMessages.quoteValidDays)
  .min(1, QuoteValidityMessages.quoteValidDays)
  .max(MAX_QUOTE_VALID_DAYS, QuoteValidityMessages.quoteValidDays);
