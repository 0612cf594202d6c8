import { z } from 'zod';
import { BrandColors } from './business.ts';
import { IsoDate, TimeZone } from './dates.ts';
import { Timestamp } from './fields.ts';
import { MAX_ITEMS, PublicItem } from './items.ts';
import { MoneyString, QuantityString } from './money-fields.ts';
import { OptionMessages } from './option-lines.ts';
import { QuoteOption, QuoteOptionName } from './options.ts';
import { PhotoLabel } from './photos.ts';
import { QuoteRevision, QuoteStatus } from './quotes.ts';

// The client's side of a quote: the public page, accepting or declining it (with add-ons
// chosen and a signature), and what is kept of it (the acceptance record and
// the quote's history). The quote itself, its lines and the owner's forms are quotes.ts.

/** Change types, plus `deposit` (ours) for a deposit request. */
// `reminder`: an automatic follow-up went to the client; `variation`: a variation was added, sent or answered.
export const QuoteChangeType = z.enum(['created', 'updated', 'sent', 'approved', 'rejected', 'deposit', 'reminder', 'variation']);
export type QuoteChangeType = z.infer<typeof QuoteChangeType>;

/**
 * What the client agreed to when they accepted a quote online: the revision they read,
 * its price, when, and from where (the address the gateway saw and the browser's user agent).
 */
export const QuoteAcceptance = z.object({
  revision: QuoteRevision,
  totalAmount: MoneyString,
  taxAmount: MoneyString,
  acceptedAt: Timestamp,
  clientAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  // Acceptances recorded before add-ons and signatures chose none and were not signed.
  /** The add-ons the client chose; the total above includes them. */
  optionalItemIds: z.array(z.uuid()).default([]),
  /** The name they typed and the signature they drew (a PNG data URL), when they signed. */
  signature: z.object({ name: z.string(), image: z.string() }).nullable().default(null),
  /** The business's terms as the client agreed to them; null when there were none. */
  terms: z.string().nullable().default(null),
  termsAccepted: z.boolean().default(false),
  /** The option the client chose, as it was named then; null for a quote without options. */
  option: QuoteOptionName.nullable().optional(),
});
export type QuoteAcceptance = z.infer<typeof QuoteAcceptance>;

export const QuoteHistoryEntry = z.object({
  id: z.uuid(),
  changeType: QuoteChangeType,
  description: z.string(),
  fieldChanged: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  createdAt: Timestamp,
  /** On the entry of the client's approval: the acceptance record. */
  acceptance: QuoteAcceptance.optional(),
});
export type QuoteHistoryEntry = z.infer<typeof QuoteHistoryEntry>;

/**
 * A job photo on the client's page: its files through the public photo routes,
 * which answer only while the quote itself is on its public page.
 */
export const PublicQuotePhoto = z.strictObject({
  id: z.uuid(),
  url: z.string(),
  thumbnailUrl: z.string(),
  label: PhotoLabel,
  caption: z.string().nullable(),
});
export type PublicQuotePhoto = z.infer<typeof PublicQuotePhoto>;

/** `GET /api/quotes/:id/public`: only what the client's page shows (strict, so nothing leaks). */
export const PublicQuoteResponse = z.strictObject({
  quote: z.strictObject({
    title: z.string(),
    clientName: z.string(),
    createdAt: Timestamp,
    status: QuoteStatus,
    /** The revision the page shows; approve and reject send it back. */
    revision: QuoteRevision,
    /**
     * When the quote was last sent; null when it never was. A draft that was sent is being
     * updated by the business, one that never was is still being prepared.
     */
    sentAt: Timestamp.nullable(),
    /** The last day the price holds; optional so an older service's answer still reads. */
    validUntil: IsoDate.nullable().optional(),
    totalAmount: MoneyString,
    subtotal: MoneyString,
    taxAmount: MoneyString,
    description: z.string().nullable(),
    aiSummary: z.string().nullable(),
    /** Travel is part of the subtotal, so the page shows it as its own line. */
    travelDistance: QuantityString,
    travelCost: MoneyString,
  }),
  items: z.array(PublicItem),
  /** The requested deposit (the quote's deposit item), what was paid on it by card and what is still due; null when none. */
  deposit: z.strictObject({ requested: MoneyString, paid: MoneyString, due: MoneyString }).nullable(),
  business: z.strictObject({
    name: z.string(),
    logoUrl: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    brandColors: BrandColors.nullable(),
    /** The business's days (the quote's date); optional so an older service's answer still reads. */
    timeZone: TimeZone.optional(),
    /** Whether GST is added: the page works the total out again as the client ticks add-ons. */
    applyGST: z.boolean().optional(),
    /** Accepting shows these terms and asks the client to agree and sign. */
    quoteTerms: z.string().nullable().optional(),
    /** Accepting asks for the client's name and signature. */
    requireSignature: z.boolean().optional(),
  }),
  /** Who accepted it online and when, once they have. */
  acceptance: z.strictObject({ acceptedAt: Timestamp, signedBy: z.string().nullable(), optionId: z.uuid().nullable().optional() }).nullable().optional(),
  /** The job photos in the owner's order; optional so an older service's answer still reads. */
  photos: z.array(PublicQuotePhoto).optional(),
  /** The options the client chooses between, each priced; empty or absent for a quote of one price. */
  options: z.array(QuoteOption).optional(),
});
export type PublicQuoteResponse = z.infer<typeof PublicQuoteResponse>;

/**
 * `PATCH /api/quotes/:id/public/approve` and `/reject`: the revision the client read.
 * The original API's bare call (no body) answers whichever revision is current.
 */
export const AnswerQuote = z.strictObject({ revision: QuoteRevision.optional() });
export type AnswerQuote = z.infer<typeof AnswerQuote>;

/** What the accept dialog says when something it needs is missing. */
export const AcceptMessages = {
  name: 'Please type your full name',
  image: 'Please sign in the box',
  imageInvalid: 'The signature must be a PNG image of at most 200 KB and 2000 × 1000 pixels',
  terms: 'Please agree to the terms and conditions',
  notAnAddOn: 'Choose only add-ons of this quote',
} as const;

/** A signature's limits: a finger's drawing is a few kilobytes, so these only stop abuse. */
export const SIGNATURE_LIMITS = { bytes: 200 * 1024, width: 2000, height: 1000 } as const;
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

/** The client's signature: the full name they typed and what they drew, as a PNG data URL. */
export const QuoteSignature = z.strictObject({
  name: z.string(AcceptMessages.name).max(200, 'Must be at most 200 characters').trim().min(1, AcceptMessages.name),
  image: z
    .string(AcceptMessages.image)
    .min(1, AcceptMessages.image)
    .startsWith(PNG_DATA_URL_PREFIX, AcceptMessages.imageInvalid)
    .max(PNG_DATA_URL_PREFIX.length + Math.ceil(SIGNATURE_LIMITS.bytes / 3) * 4, AcceptMessages.imageInvalid),
});
export type QuoteSignature = z.infer<typeof QuoteSignature>;

/**
 * `PATCH /api/quotes/:id/public/approve`: beside the revision, the add-ons the
 * client chose (none by the original API's empty body), and their signature and agreement to the
 * terms, which the service asks for when the business has terms or asks clients to sign.
 */
export const ApproveQuote = AnswerQuote.extend({
  // Any text: an id that is not an add-on of this quote is refused by the service under this field's own name.
  optionalItemIds: z.array(z.string(AcceptMessages.notAnAddOn).max(100), AcceptMessages.notAnAddOn).max(MAX_ITEMS, AcceptMessages.notAnAddOn).default([]),
  signature: QuoteSignature.optional(),
  termsAccepted: z.boolean('Terms accepted must be true or false').optional(),
  /** The option the client chose: required when the quote has options (any text: the service names this field when it is not one). */
  optionId: z.string(OptionMessages.choose).max(100, OptionMessages.notAnOption).optional(),
});
export type ApproveQuote = z.infer<typeof ApproveQuote>;
