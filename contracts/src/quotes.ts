import { z } from 'zod';
import { ClientMessages } from './clients.ts';
import { dateOrInstant, IsoDate } from './dates.ts';
import { documentNumber, optionalEmail, optionalText, requiredEmail, Timestamp } from './fields.ts';
import { ItemType, itemFields, LineId, lineFits, lineFitsError, MAX_ITEMS, newLineComplete, PricedItemType } from './items.ts';
import { DEFAULT_COST_PER_KM, lineFitsCents, lineTotalCents, parseMoney, totalFits } from './money.ts';
import { IgnoredAmount, moneyField, MoneyString, quantityField, QuantityString } from './money-fields.ts';
import type { MoneyFacts } from './money-status.ts';
import { LineOptionId, QuoteOption } from './options.ts';
import { PriceSource } from './price-book.ts';
import { QuoteMessages } from './quote-messages.ts';
import { QUOTE_STATUSES } from './quote-status.ts';

export { QUOTE_STATUSES, QuoteStatusLabels } from './quote-status.ts';
export * from './quote-words.ts';
export * from './options.ts';
export * from './option-lines.ts';
export { QuoteMessages } from './quote-messages.ts';

/**
 * Which words of a new quote were made by the draft rather than typed by the owner:
 * `lines` are the positions, in its `items`, of the labour lines whose words were made.
 */
export const GeneratedWords = z.strictObject({
  title: z.boolean('Must be true or false').default(false),
  description: z.boolean('Must be true or false').default(false),
  lines: z.array(z.number().int().min(0).max(MAX_ITEMS)).max(MAX_ITEMS).default([]),
});
export type GeneratedWords = z.infer<typeof GeneratedWords>;

export const QuoteStatus = z.enum(QUOTE_STATUSES);
export type QuoteStatus = z.infer<typeof QuoteStatus>;

/** What a client reads is one revision of the quote; every change they would see makes a new one. */
export const QuoteRevision = z.number().int().positive();

export const Quote = z.object({
  id: z.uuid(),
  /** `Q-0001`, sequential per business (an addition to the original API). */
  quoteNumber: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  clientId: z.uuid().nullable(),
  clientName: z.string(),
  clientEmail: z.string().nullable(),
  /** Subtotal plus GST; deposit items are not part of it. */
  totalAmount: MoneyString,
  /** Labour, materials and other lines plus travel. */
  subtotal: MoneyString,
  taxAmount: MoneyString,
  status: QuoteStatus,
  revision: QuoteRevision,
  includeTravel: z.boolean(),
  /** Kilometres. */
  travelDistance: QuantityString,
  costPerKm: MoneyString,
  travelCost: MoneyString,
  aiSummary: z.string().nullable(),
  tone: z.string().nullable(),
  invoiceId: z.uuid().nullable(),
  /**
   * The last day the price holds (YYYY-MM-DD, the business's days): set when it
   * is first sent; null before. Optional so a copy kept from before it existed still reads.
   */
  validUntil: IsoDate.nullable().optional(),
  /**
   * Which of its words still follow its lines (the draft made them and the owner has not
   * changed them): its title, its description, and its labour lines by id. Absent on a
   * quote whose words were all typed, and on a copy kept from before it existed.
   */
  wordsFollowLines: z.object({ title: z.boolean(), description: z.boolean(), lines: z.array(z.uuid()) }).optional(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Quote = z.infer<typeof Quote>;

/** What a quote's number starts with: `Q-0007`. */
export const QUOTE_NUMBER_PREFIX = 'Q';

export function formatQuoteNumber(n: number): string {
  return documentNumber(QUOTE_NUMBER_PREFIX, n);
}

export const QuoteItem = z.object({
  id: z.uuid(),
  quoteId: z.uuid(),
  description: z.string(),
  detailedDescription: z.string().nullable(),
  quantity: QuantityString,
  unitPrice: MoneyString,
  totalPrice: MoneyString,
  type: ItemType,
  /**
   * An add-on: left out of the total until the client chooses it when they
   * accept. Events written before add-ons carry none.
   */
  optional: z.boolean().default(false),
  /** The option the line belongs to; null for a line in every option (and on quotes before options). */
  optionId: z.uuid().nullable().optional(),
});
export type QuoteItem = z.infer<typeof QuoteItem>;

/**
 * The money of a quote as the quotes service knows it: the deposit requested
 * (its deposit line) and paid by card (payment.succeeded), and the invoice made from it as
 * its `invoice.*` events last told. `moneyStatus` (money-status.ts) reads it.
 */
export const QuoteMoney = z.object({
  depositRequested: MoneyString.nullable(),
  depositPaid: MoneyString,
  /** When the last card deposit was paid. */
  depositPaidAt: Timestamp.nullable(),
  /** Null without an invoice, or when it was cancelled. */
  invoice: z
    .object({
      id: z.uuid(),
      /** Null (and the amounts too) for a quote invoiced before the service kept them. */
      invoiceNumber: z.string().nullable(),
      totalAmount: MoneyString.nullable(),
      /** Its total less deposits and payments received. */
      balanceDue: MoneyString.nullable(),
      paid: z.boolean(),
      /** Past its due date by the business's today, and not paid. */
      overdue: z.boolean(),
    })
    .nullable(),
}) satisfies z.ZodType<MoneyFacts>;
export type QuoteMoney = z.infer<typeof QuoteMoney>;

/** The owner's `GET /api/quotes/:id` and `PATCH`: the quote with its money. */
export const QuoteWithMoney = Quote.extend({ money: QuoteMoney, options: z.array(QuoteOption).optional() });
export type QuoteWithMoney = z.infer<typeof QuoteWithMoney>;

/**
 * `GET /api/quotes`: one dashboard card each. `invoiceNumber` and `money` are optional so
 * a list a phone kept from before they existed still reads.
 */
export const QuoteListItem = Quote.pick({
  id: true,
  quoteNumber: true,
  clientName: true,
  title: true,
  totalAmount: true,
  status: true,
  createdAt: true,
  invoiceId: true,
}).extend({ invoiceNumber: z.string().nullable().optional(), money: QuoteMoney.optional() });
export type QuoteListItem = z.infer<typeof QuoteListItem>;

/** A labour, materials or other line as a person enters it. */
export const QuoteItemInput = z
  .strictObject({ ...itemFields, detailedDescription: optionalText(2000), type: PricedItemType, optional: z.boolean('Add-on must be true or false').optional(), optionId: LineOptionId.optional() })
  .refine(lineFits, lineFitsError);
export type QuoteItemInput = z.infer<typeof QuoteItemInput>;

function requiredText(message: string) {
  return z.string(message).max(200, 'Must be at most 200 characters').trim().min(1, message);
}

const newQuoteFields = {
  clientId: z.uuid(QuoteMessages.selectClient),
  clientName: requiredText(QuoteMessages.clientNameRequired),
  clientEmail: requiredEmail(ClientMessages.emailRequired, ClientMessages.emailInvalid),
  title: requiredText(QuoteMessages.titleRequired),
  description: optionalText(5000),
};

/** The header of the New Quote form; its lines are `QuoteItemInput`. */
export const NewQuoteForm = z.strictObject(newQuoteFields);
export type NewQuoteForm = z.infer<typeof NewQuoteForm>;

/** Travel: distance (hundredths of a km) × cost per km (cents), counted when included. */
const travelFields = {
  includeTravel: z.boolean('Include travel must be true or false').default(false),
  travelDistance: quantityField({
    required: 'Travel distance is required',
    invalid: 'Travel distance must be 0 or more',
  }).default(0),
  costPerKm: moneyField({ required: 'Cost per km is required', invalid: 'Cost per km must be 0 or more' }).default(
    parseMoney(DEFAULT_COST_PER_KM),
  ),
};

type Travel = { includeTravel: boolean; travelDistance: number; costPerKm: number };

/** Refinement: travel, when included, is a line like any other and has a line's limit. */
function travelFits(quote: Travel): boolean {
  return !quote.includeTravel || lineFitsCents(quote.travelDistance, quote.costPerKm);
}
const travelFitsError = { message: QuoteMessages.travelTooLarge, path: ['costPerKm'] };

/**
 * `POST /api/quotes`. New quotes are drafts and the server recomputes every
 * amount, so `totalAmount`, `status` and `travelCost` are accepted and dropped.
 */
export const CreateQuote = z
  .strictObject({
    ...newQuoteFields,
    clientId: newQuoteFields.clientId.nullish().transform((id) => id ?? null),
    ...travelFields,
    totalAmount: IgnoredAmount,
    status: z.string().max(20).optional(),
    travelCost: IgnoredAmount,
  })
  .refine(travelFits, travelFitsError)
  .transform(({ totalAmount: _total, status: _status, travelCost: _travel, ...quote }) => quote);
export type CreateQuote = z.infer<typeof CreateQuote>;

/** A deposit asked of the client: a payment request against the total, at least a cent. */
const depositField = moneyField({ required: QuoteMessages.depositRequired, invalid: QuoteMessages.depositInvalid }, { min: 1 });

/**
 * A quote with its lines in one call (our addition), and its deposit request
 * when `deposit` names one (the service caps it at the total including GST).
 * `generatedWords` says which of its words the draft made: those follow its lines.
 */
export const CreateQuoteWithItems = z
  .strictObject({
    ...newQuoteFields,
    ...travelFields,
    items: z.array(QuoteItemInput).max(MAX_ITEMS, QuoteMessages.tooManyItems).default([]),
    deposit: depositField.optional(),
    generatedWords: GeneratedWords.optional(),
  })
  .refine(travelFits, travelFitsError)
  .refine(quoteTotalFits, { message: QuoteMessages.totalTooLarge, path: ['items'] });
export type CreateQuoteWithItems = z.infer<typeof CreateQuoteWithItems>;

/**
 * Whether a quote's total, GST included, stays inside what we store. A line or travel
 * past a line's limit has its own message, so it passes here.
 */
function quoteTotalFits(quote: Travel & { items: readonly { type: ItemType; quantity: number; unitPrice: number }[] }): boolean {
  const lines = quote.includeTravel ? [...quote.items, { quantity: quote.travelDistance, unitPrice: quote.costPerKm }] : quote.items;
  if (!lines.every((line) => lineFitsCents(line.quantity, line.unitPrice))) return true;
  const items = quote.items.map((item) => ({ type: item.type, totalCents: lineTotalCents(item.quantity, item.unitPrice) }));
  const travelCents = quote.includeTravel ? lineTotalCents(quote.travelDistance, quote.costPerKm) : 0;
  return totalFits({ items, travelCents });
}

/** `POST /api/quote-items`; `totalPrice` is recomputed, so dropped. */
export const CreateQuoteItem = z
  .strictObject({ quoteId: z.uuid('Unknown quote'), ...QuoteItemInput.shape, totalPrice: IgnoredAmount })
  .refine(lineFits, lineFitsError)
  .transform(({ totalPrice: _total, ...item }) => item);
export type CreateQuoteItem = z.infer<typeof CreateQuoteItem>;

/**
 * One line of the quote's whole list in `PATCH /api/quotes/:id`: with the id of one of its
 * lines it changes that line (only the fields sent), without an id it is a new line.
 */
export const QuoteLineEntry = z
  .strictObject({ id: LineId, ...QuoteItemInput.shape, totalPrice: IgnoredAmount })
  .partial()
  .superRefine(newLineComplete)
  .refine(lineFits, lineFitsError)
  .transform(({ totalPrice: _total, ...line }) => line);
export type QuoteLineEntry = z.infer<typeof QuoteLineEntry>;

/**
 * `PATCH /api/quotes/:id`. Only the fields sent change, all in one
 * transaction. Ours beside the original API's: `items` saves the lines, all or nothing: the
 * quote's labour, materials and other lines in order, a line left out is removed (the
 * deposit line is not in the list); travel (`includeTravel`, `travelDistance`,
 * `costPerKm`); `deposit` requests, changes or (null) withdraws the deposit.
 */
export const UpdateQuote = z
  .strictObject({
    title: requiredText(QuoteMessages.editTitleRequired),
    description: optionalText(5000),
    clientName: requiredText(QuoteMessages.clientNameRequired),
    clientEmail: optionalEmail(QuoteMessages.editEmailInvalid),
    aiSummary: optionalText(5000),
    items: z.array(QuoteLineEntry).max(MAX_ITEMS, QuoteMessages.tooManyItems),
    // Without travelFields' defaults: a field not sent stays as it is.
    includeTravel: travelFields.includeTravel.unwrap(),
    travelDistance: travelFields.travelDistance.unwrap(),
    costPerKm: travelFields.costPerKm.unwrap(),
    deposit: depositField.nullable(),
    /** The last day the price holds; a day already past closes the quote at once. */
    validUntil: dateOrInstant('Enter the date the quote is valid until'),
  })
  .partial();
export type UpdateQuote = z.infer<typeof UpdateQuote>;

/**
 * `PATCH /api/quotes/:id/items/:itemId`. `type` may name `deposit` because the edit
 * screen sends every line back; the service refuses turning a line into or out of one.
 */
export const UpdateQuoteItem = z
  .strictObject({ ...QuoteItemInput.shape, type: ItemType, totalPrice: IgnoredAmount })
  .partial()
  .refine(lineFits, lineFitsError)
  .transform(({ totalPrice: _total, ...item }) => item);
export type UpdateQuoteItem = z.infer<typeof UpdateQuoteItem>;

/** `POST /api/quotes/:id/deposit`. The service also caps it at the total including GST. */
export const RequestDeposit = z.strictObject({ amount: depositField });
export type RequestDeposit = z.infer<typeof RequestDeposit>;

/**
 * `POST /api/quotes/:id/send`: by email (the PDF attached) or by text (the link); the
 * original API's empty body emails.
 */
export const SendQuote = z.strictObject({
  method: z.enum(['email', 'sms'], 'Choose email or text').default('email'),
});
export type SendQuote = z.infer<typeof SendQuote>;

/** `POST /api/generate-quote`. */
export const GenerateQuoteRequest = z.strictObject({
  jobDescription: z
    .string(QuoteMessages.jobDescription)
    .max(5000, 'Job description must be at most 5000 characters')
    .trim()
    .min(10, QuoteMessages.jobDescription),
});
export type GenerateQuoteRequest = z.infer<typeof GenerateQuoteRequest>;

/** The AI quote form: a client and the job description. */
export const AiQuoteForm = GenerateQuoteRequest.extend({ clientId: newQuoteFields.clientId });
export type AiQuoteForm = z.infer<typeof AiQuoteForm>;

/**
 * Where a drafted line comes from: `from`, the words of the job notes it answers (an
 * exact substring of the notes), or `rule`, the price-book rule of the business that
 * adds it to such work ("with any switchboard work"). A line with neither is not drafted.
 */
const DraftLineGrounds = {
  source: PriceSource.optional(),
  from: z.string().optional(),
  rule: z.string().optional(),
  /** The option (one of the draft's `options`) the line belongs to; none or null: in every option. */
  option: z.string().nullable().optional(),
};

/**
 * The AI's draft, with the API's field names. Plain types only, so it doubles as the
 * structured-output schema (no optional keys there: no travel is `null`; the OpenAI
 * drafter asks for `source` and `from` as required keys); the lines are checked as
 * `QuoteItemInput` when the quote is created. `dropped` counts the lines a model gave
 * that cited nothing in the notes, left out of the draft.
 */
export const QuoteDraft = z.strictObject({
  title: z.string(),
  description: z.string(),
  labour: z.array(z.strictObject({ item: z.string(), hours: z.number(), rate: z.number(), ...DraftLineGrounds })),
  materials: z.array(z.strictObject({ item: z.string(), quantity: z.number(), unit_cost: z.number(), ...DraftLineGrounds })),
  other: z.array(z.strictObject({ item: z.string(), cost: z.number(), ...DraftLineGrounds })),
  travel: z.string().nullable(),
  dropped: z.number().int().min(0).optional(),
  /** The choices the notes ask to quote ("option of 2.5 kW or 3.5 kW"), two or three, in order. */
  options: z.array(z.string()).min(2).max(3).optional(),
});
export type QuoteDraft = z.infer<typeof QuoteDraft>;
