import { z } from 'zod';
import { Business } from './business.ts';
import { Client } from './clients.ts';
import { AUSTRALIAN_TIME_ZONE, TimeZone } from './dates.ts';
import { Timestamp } from './fields.ts';
import { Invoice, InvoiceItem } from './invoices.ts';
import { MoneyString } from './money-fields.ts';
import { DepositDocumentType, PaymentProvider, PaymentPurpose } from './payments.ts';
import { QuoteAcceptance } from './quote-answers.ts';
import { Quote, QuoteItem, QuoteOption, QuoteRevision } from './quotes.ts';
import { Receipt } from './receipts.ts';

const ownerId = z.uuid();

/**
 * Quote and invoice events carry the whole document with its items, so a consumer
 * keeps its replica (invoices keeps quotes to invoice them) by upserting whatever
 * arrives last for the key, whichever event it is.
 */
const QuoteSnapshot = Quote.extend({
  ownerId,
  items: z.array(QuoteItem),
  // Events written before quotes had revisions and acceptance records carry neither.
  revision: QuoteRevision.default(1),
  /** What the client accepted online, once they have. */
  acceptance: QuoteAcceptance.nullable().default(null),
  /** The options the client chooses between, in order; events before options carry none. */
  options: z.array(QuoteOption).optional(),
});
const InvoiceSnapshot = Invoice.extend({ ownerId, items: z.array(InvoiceItem) });
const ReceiptSnapshot = Receipt.extend({ ownerId });

/**
 * A card payment's outcome (a deposit, or a payment of the invoice); amounts in cents as the provider counts them. `testPayment`
 * says no real money moved (receipts and history say "test payment").
 */
const PaymentOutcome = z.object({
  ownerId,
  paymentId: z.uuid(),
  documentType: DepositDocumentType,
  documentId: z.uuid(),
  amountCents: z.number().int().positive(),
  customerEmail: z.string(),
  customerName: z.string(),
  provider: PaymentProvider,
  providerPaymentId: z.string(),
  testPayment: z.boolean(),
  /** Without one, a deposit: events written before invoices could be paid by card were all deposits. */
  purpose: PaymentPurpose.optional(),
  /** The document paid on as the client knows it (`INV-0003`, `Kitchen rewire`), so the owner's news can name it; events written before carry neither. */
  documentNumber: z.string().nullable().optional(),
  documentTitle: z.string().optional(),
});

/** Events written before `testPayment` existed were test payments exactly when the built-in provider took them. */
function withTestPaymentOfOldEvents<T extends z.ZodType>(schema: T) {
  return z.preprocess((data) => {
    if (typeof data !== 'object' || data === null || 'testPayment' in data) return data;
    return { ...data, testPayment: (data as { provider?: unknown }).provider === 'test' };
  }, schema);
}

/**
 * Every event the services share, by type, with the schema of its `data`
 * (docs/architecture.md). Topics are per stream (the part before the dot); the key is the
 * aggregate id, so order holds per business, client, quote or invoice.
 * An invoice created from a quote links it: quotes consumes `invoice.created` (its
 * `quoteId`) and answers with `quote.updated`.
 */
export const eventDataSchemas = {
  // Events written before businesses had a time zone carry none: theirs was Sydney's.
  'business.updated': Business.extend({ ownerId: z.uuid(), timeZone: TimeZone.default(AUSTRALIAN_TIME_ZONE) }),
  'client.upserted': Client.extend({ ownerId: z.uuid() }),
  'quote.created': QuoteSnapshot,
  'quote.updated': QuoteSnapshot,
  'quote.sent': QuoteSnapshot,
  'quote.viewed': QuoteSnapshot,
  'quote.approved': QuoteSnapshot,
  'quote.rejected': QuoteSnapshot,
  'quote.deposit_requested': QuoteSnapshot.extend({ depositAmount: MoneyString }),
  /** The client asked for an updated quote from the page of one that expired. */
  'quote.update_requested': QuoteSnapshot,
  'invoice.created': InvoiceSnapshot,
  'invoice.updated': InvoiceSnapshot,
  'invoice.sent': InvoiceSnapshot,
  'invoice.paid': InvoiceSnapshot,
  /** The owner cancelled the invoice: it owes nothing and takes no payment (sent, it has a credit note). */
  'invoice.cancelled': InvoiceSnapshot,
  'receipt.created': ReceiptSnapshot,
  'receipt.sent': ReceiptSnapshot.extend({ method: z.enum(['email', 'sms']) }),
  'payment.succeeded': withTestPaymentOfOldEvents(PaymentOutcome),
  'payment.failed': withTestPaymentOfOldEvents(PaymentOutcome.extend({ failureMessage: z.string() })),
} as const;

export type EventType = keyof typeof eventDataSchemas;

/** The quote events; each carries the whole quote, so a copy keeps whichever came last. */
export const QUOTE_EVENT_TYPES = [
  'quote.created',
  'quote.updated',
  'quote.sent',
  'quote.viewed',
  'quote.approved',
  'quote.rejected',
  'quote.deposit_requested',
  'quote.update_requested',
] as const satisfies readonly EventType[];

/** The invoice events; each carries the whole invoice. */
export const INVOICE_EVENT_TYPES = ['invoice.created', 'invoice.updated', 'invoice.sent', 'invoice.paid', 'invoice.cancelled'] as const satisfies readonly EventType[];
export type EventData<T extends EventType> = z.infer<(typeof eventDataSchemas)[T]>;

export const EVENT_VERSION = 1;

export const EventEnvelope = z.object({
  id: z.uuid(),
  type: z.string(),
  version: z.number().int().positive(),
  occurredAt: Timestamp,
  ownerId: z.uuid(),
  key: z.string().min(1),
  data: z.unknown(),
});
export type EventEnvelope = z.infer<typeof EventEnvelope>;

export type TypedEvent<T extends EventType> = Omit<EventEnvelope, 'type' | 'data'> & { type: T; data: EventData<T> };

/** The stream (and Kafka topic suffix) an event type belongs to: `quote.sent` → `quote`. */
export function eventStream(type: string): string {
  return type.split('.')[0] ?? type;
}

function isKnownEventType(type: string): type is EventType {
  return Object.hasOwn(eventDataSchemas, type);
}

/** Validates an envelope and its data against the schema of its type and version. */
export function parseEvent(raw: unknown): TypedEvent<EventType> {
  const envelope = EventEnvelope.parse(raw);
  if (!isKnownEventType(envelope.type)) throw new Error(`Unknown event type ${envelope.type}`);
  if (envelope.version !== EVENT_VERSION) {
    throw new Error(`Unsupported version ${envelope.version} of ${envelope.type}`);
  }
  const data = eventDataSchemas[envelope.type].parse(envelope.data);
  return { ...envelope, type: envelope.type, data } as TypedEvent<EventType>;
}

/**
 * `parseEvent` for a consumer that knows which types it was handed: the data is checked
 * against its type's schema and typed by it; any other type throws.
 */
export function parseEventOf<T extends EventType>(raw: unknown, ...types: T[]): TypedEvent<T> {
  const event = parseEvent(raw);
  if (!(types as EventType[]).includes(event.type)) throw new Error(`Expected ${types.join(' or ')}, got ${event.type}`);
  return event as TypedEvent<T>;
}
