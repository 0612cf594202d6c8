import { z } from 'zod';
import { MoneyString } from './money-fields.ts';
import { OptionMessages } from './option-lines.ts';

// A quote's options: the owner names up to three, each line is in one of them or in all,
// and the client chooses one when they accept.

const optionName = z.string(OptionMessages.nameRequired).max(100, 'Must be at most 100 characters').trim().min(1, OptionMessages.nameRequired);

/** `POST /api/quotes/:id/options` and its `PATCH`: the option's name ("Basic", "Premium"). */
export const QuoteOptionInput = z.strictObject({ name: optionName });
export type QuoteOptionInput = z.infer<typeof QuoteOptionInput>;

/** What creating or renaming an option answers. */
export const QuoteOptionName = z.object({ id: z.uuid(), name: z.string() });
export type QuoteOptionName = z.infer<typeof QuoteOptionName>;

/**
 * An option as the owner and the client see it: its price with the lines in every option,
 * its own lines, travel and GST as the business charges it (add-ons left out).
 */
export const QuoteOption = QuoteOptionName.extend({ subtotal: MoneyString, taxAmount: MoneyString, total: MoneyString });
export type QuoteOption = z.infer<typeof QuoteOption>;

/** A line's option on the wire: an option of its quote, or null for a line in every option. */
export const LineOptionId = z.uuid(OptionMessages.notAnOption).nullable();
