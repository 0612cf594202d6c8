import { z } from 'zod';
import { BrandColors } from './business.ts';
import { TimeZone } from './dates.ts';
import { Timestamp } from './fields.ts';
import { ItemMessages, lineFits, lineFitsError, MAX_ITEMS, PricedItemType, PublicItem } from './items.ts';
import { MAX_AMOUNT_CENTS, parseMoney } from './money.ts';
import { MoneyString, PRECISION_MESSAGE, quantityField, QuantityString } from './money-fields.ts';
import { QuoteSignature } from './quote-answers.ts';
import { SendQuote } from './quotes.ts';
import { VariationMessages } from './variation-messages.ts';
import { VARIATION_STATUSES } from './variation-status.ts';

// Variations: once a client has accepted a quote, more work (or less: a credit) is priced
// as a variation of that job, sent to the client and signed by them on its own page. Only
// approved variations are billed.

export { VARIATION_STATUSES, VariationStatusLabels } from './variation-status.ts';
export { VariationMessages } from './variation-messages.ts';

export const VariationStatus = z.enum(VARIATION_STATUSES);
export type VariationStatus = z.infer<typeof VariationStatus>;

/** "V1", "V2"…: a variation's number within its job. */
export function variationNumber(position: number): string {
  return `V${position}`;
}

/** A price that may be negative (a credit): "-85.00", -85, "$1,234.50", to the cent. */
const signedUnitPrice = z
  .union([z.string(), z.number()], { error: (issue) => (issue.input === undefined || issue.input === null ? ItemMessages.unitPrice : VariationMessages.unitPrice) })
  .transform((input, ctx) => {
    try {
      return parseMoney(input);
    } catch {
      const tooPrecise = /\.\d{3,}$/.test(String(input).trim());
      ctx.addIssue({ code: 'custom', message: tooPrecise ? PRECISION_MESSAGE : VariationMessages.unitPrice });
      return z.NEVER;
    }
  })
  .pipe(z.number().min(-MAX_AMOUNT_CENTS, VariationMessages.unitPrice).max(MAX_AMOUNT_CENTS, VariationMessages.unitPrice))
  .meta({
    anyOf: [
      { type: 'string', pattern: '^ *-?\\$?(?:0*[1-9]\\d{0,8}|[1-9]\\d{0,2}(?:,\\d{3}){1,2}|0+)(?:\\.\\d{1,2})? *$' },
      { type: 'number', minimum: -MAX_AMOUNT_CENTS / 100, maximum: MAX_AMOUNT_CENTS / 100, multipleOf: 0.01 },
    ],
  });

/** One line of a variation: a credit is a negative unit price. */
export const VariationItemInput = z
  .strictObject({
    description: z.string(ItemMessages.descriptionRequired).max(500, 'Description must be at most 500 characters').trim().min(1, ItemMessages.descriptionRequired),
    quantity: quantityField({ required: ItemMessages.quantity, invalid: ItemMessages.quantity }, { min: 1 }),
    unitPrice: signedUnitPrice,
    type: PricedItemType,
  })
  .refine(lineFits, lineFitsError);
export type VariationItemInput = z.output<typeof VariationItemInput>;

const variationFields = {
  title: z.string(VariationMessages.title).max(200, 'Title must be at most 200 characters').trim().min(1, VariationMessages.title),
  description: z.string().max(2000, 'Description must be at most 2000 characters').trim().nullish(),
  items: z.array(VariationItemInput, VariationMessages.items).min(1, VariationMessages.items).max(MAX_ITEMS, `At most ${MAX_ITEMS} lines`),
};

/** `POST /api/quotes/:id/variations`. */
export const CreateVariation = z.strictObject(variationFields);
export type CreateVariation = z.output<typeof CreateVariation>;

/** `PATCH /api/variations/:id`, while draft: the fields sent; `items` replaces every line. */
export const UpdateVariation = z.strictObject({
  title: variationFields.title.optional(),
  description: variationFields.description,
  items: variationFields.items.optional(),
});
export type UpdateVariation = z.output<typeof UpdateVariation>;

export const VariationItem = z.strictObject({
  id: z.uuid(),
  description: z.string(),
  type: PricedItemType,
  quantity: QuantityString,
  unitPrice: MoneyString,
  totalPrice: MoneyString,
});
export type VariationItem = z.infer<typeof VariationItem>;

/** A variation as its owner sees it. */
export const Variation = z.strictObject({
  id: z.uuid(),
  quoteId: z.uuid(),
  number: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: VariationStatus,
  items: z.array(VariationItem),
  subtotal: MoneyString,
  taxAmount: MoneyString,
  total: MoneyString,
  createdAt: Timestamp,
  sentAt: Timestamp.nullable(),
  approvedAt: Timestamp.nullable(),
  rejectedAt: Timestamp.nullable(),
  /** The name the client typed when they signed it. */
  signedBy: z.string().nullable(),
});
export type Variation = z.infer<typeof Variation>;

/** `POST /api/variations/:id/send`: by email (the default) or by text. */
export const SendVariation = SendQuote;
export type SendVariation = z.infer<typeof SendVariation>;

/** A variation on its client's page, with the job it changes. */
export const PublicVariation = z.strictObject({
  variation: z.strictObject({
    id: z.uuid(),
    number: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    status: VariationStatus,
    subtotal: MoneyString,
    taxAmount: MoneyString,
    total: MoneyString,
    sentAt: Timestamp.nullable(),
    approvedAt: Timestamp.nullable(),
    rejectedAt: Timestamp.nullable(),
    signedBy: z.string().nullable(),
  }),
  items: z.array(PublicItem),
  /** The accepted quote it varies: its title and the price the client agreed to. */
  job: z.strictObject({ title: z.string(), clientName: z.string(), acceptedTotal: MoneyString }),
  business: z.strictObject({
    name: z.string(),
    logoUrl: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    brandColors: BrandColors.nullable(),
    timeZone: TimeZone,
    applyGST: z.boolean(),
  }),
});
export type PublicVariation = z.infer<typeof PublicVariation>;

/** `PATCH /api/variations/:id/public/approve`: the client's name and drawn signature, asked for always. */
export const ApproveVariation = z.strictObject({ signature: z.strictObject(QuoteSignature.shape, VariationMessages.signature) });
export type ApproveVariation = z.infer<typeof ApproveVariation>;

/** `PATCH /api/variations/:id/public/reject`. */
export const RejectVariation = z.strictObject({});
export type RejectVariation = z.infer<typeof RejectVariation>;

export const VariationStatusAnswer = z.strictObject({ status: VariationStatus });
export type VariationStatusAnswer = z.infer<typeof VariationStatusAnswer>;

/**
 * `GET /internal/quotes/:id/variations` on the quotes service, for the other services only:
 * every variation of the quote with its status and money (the caller scopes the quote to
 * its owner through `GET /internal/quotes/:id`, and bills only the approved ones).
 */
export const QuoteVariations = z.strictObject({
  variations: z.array(
    z.strictObject({
      id: z.uuid(),
      number: z.string(),
      title: z.string(),
      status: VariationStatus,
      subtotal: MoneyString,
      taxAmount: MoneyString,
      total: MoneyString,
      approvedAt: Timestamp.nullable(),
    }),
  ),
});
export type QuoteVariations = z.infer<typeof QuoteVariations>;

export function quoteVariationsPath(quoteId: string): string {
  return `/internal/quotes/${encodeURIComponent(quoteId)}/variations`;
}
