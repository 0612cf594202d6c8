import { displayMoney, parseEventOf, parseMoney, type EventEnvelope, type EventType, type NotificationKind } from '@cobber/contracts';

/** What the owner is told about one event, before it is kept. */
export interface NotificationWords {
  kind: NotificationKind;
  title: string;
  body: string;
  /** The owner's screen for it, in the app. */
  link: string;
}

type QuoteEvent = 'quote.viewed' | 'quote.approved' | 'quote.rejected' | 'quote.update_requested';

const QUOTE_NEWS: Record<QuoteEvent, { kind: NotificationKind; did: string }> = {
  'quote.viewed': { kind: 'quoteViewed', did: 'opened' },
  'quote.approved': { kind: 'quoteAccepted', did: 'accepted' },
  'quote.rejected': { kind: 'quoteDeclined', did: 'declined' },
  'quote.update_requested': { kind: 'updateRequested', did: 'asked for an update of' },
};

const quoteLink = (id: string) => `/quote/${id}/details`;
const invoiceLink = (id: string) => `/invoice/${id}`;
const money = (amount: string) => displayMoney(parseMoney(amount));

function aboutQuote(raw: EventEnvelope, type: QuoteEvent): NotificationWords {
  const quote = parseEventOf(raw, type).data;
  const news = QUOTE_NEWS[type];
  const which = quote.quoteNumber ? `quote ${quote.quoteNumber}` : `your quote "${quote.title}"`;
  const expired = type === 'quote.update_requested' ? ' (it expired)' : '';
  return {
    kind: news.kind,
    title: `${quote.clientName} ${news.did} ${which}${expired}`,
    body: [quote.title, quote.acceptance?.option && `${quote.acceptance.option.name} option`, money(quote.totalAmount)].filter(Boolean).join(' · '),
    link: quoteLink(quote.id),
  };
}

/** `INV-0003 (Kitchen rewire)`, `"Kitchen rewire"`, or null when the event is older than naming its document. */
function documentName(number: string | null | undefined, title: string | undefined): string | null {
  if (number) return title ? `${number} (${title})` : number;
  return title ? `"${title}"` : null;
}

/**
 * A card payment by the client from the quote's or invoice's page: a deposit, or a
 * payment of the invoice (all of it or a part), naming the document paid on. What the
 * owner records themselves (`invoice.paid` after "Mark as paid") is their own doing and
 * tells them nothing.
 */
function aboutPayment(raw: EventEnvelope): NotificationWords {
  const payment = parseEventOf(raw, 'payment.succeeded').data;
  const test = payment.testPayment ? ' (test payment: no real money moved)' : '';
  const link = payment.documentType === 'quote' ? quoteLink(payment.documentId) : invoiceLink(payment.documentId);
  const named = documentName(payment.documentNumber, payment.documentTitle);
  if (payment.purpose === 'invoice') {
    return { kind: 'invoicePaid', title: `${payment.customerName} paid ${displayMoney(payment.amountCents)} of ${named ?? 'an invoice'}`, body: `By card${test}`, link };
  }
  return {
    kind: 'depositPaid',
    title: `${payment.customerName} paid a ${displayMoney(payment.amountCents)} deposit${named ? ` on ${named}` : ''}`,
    body: `By card on the ${payment.documentType}${test}`,
    link,
  };
}

/** The events the owner hears about, and what each says (null: this one says nothing). */
export const NEWS_OF: Partial<Record<EventType, (raw: EventEnvelope) => NotificationWords | null>> = {
  'quote.viewed': (raw) => aboutQuote(raw, 'quote.viewed'),
  'quote.approved': (raw) => aboutQuote(raw, 'quote.approved'),
  'quote.rejected': (raw) => aboutQuote(raw, 'quote.rejected'),
  'quote.update_requested': (raw) => aboutQuote(raw, 'quote.update_requested'),
  'payment.succeeded': aboutPayment,
};
