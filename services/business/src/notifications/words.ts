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
    body: `${quote.title} · ${money(quote.totalAmount)}`,
    link: quoteLink(quote.id),
  };
}

/**
 * A card payment by the client: a deposit tells the owner here. A payment of the whole
 * invoice is told by `invoice.paid` instead (it names the invoice), so it is told once.
 */
function aboutPayment(raw: EventEnvelope): NotificationWords | null {
  const payment = parseEventOf(raw, 'payment.succeeded').data;
  if (payment.purpose === 'invoice') return null;
  const test = payment.testPayment ? ' (test payment: no real money moved)' : '';
  return {
    kind: 'depositPaid',
    title: `${payment.customerName} paid a ${displayMoney(payment.amountCents)} deposit`,
    body: `By card on the ${payment.documentType}${test}`,
    link: payment.documentType === 'quote' ? quoteLink(payment.documentId) : invoiceLink(payment.documentId),
  };
}

function aboutInvoice(raw: EventEnvelope): NotificationWords {
  const invoice = parseEventOf(raw, 'invoice.paid').data;
  return {
    kind: 'invoicePaid',
    title: `${invoice.clientName} paid invoice ${invoice.invoiceNumber}`,
    body: `${invoice.title} · ${money(invoice.totalAmount)}`,
    link: invoiceLink(invoice.id),
  };
}

/** The events the owner hears about, and what each says (null: this one says nothing). */
export const NEWS_OF: Partial<Record<EventType, (raw: EventEnvelope) => NotificationWords | null>> = {
  'quote.viewed': (raw) => aboutQuote(raw, 'quote.viewed'),
  'quote.approved': (raw) => aboutQuote(raw, 'quote.approved'),
  'quote.rejected': (raw) => aboutQuote(raw, 'quote.rejected'),
  'quote.update_requested': (raw) => aboutQuote(raw, 'quote.update_requested'),
  'payment.succeeded': aboutPayment,
  'invoice.paid': aboutInvoice,
};
