import type { Quote, SendQuote } from '@cobber/contracts';
import { badRequest, type Knex, type Logger, notFound, type Owner } from '@cobber/kit';
import {
  type ClientMessage,
  type DocumentSend,
  type Mailer,
  SMS_NUMBER_MESSAGE,
  type SendingBusiness,
  type SmsSender,
  smsNumber,
} from '@cobber/documents';
import type { PhotoStore } from '@cobber/documents/photos';
import { quoteOptions } from '../options/pricing.ts';
import { pdfAcceptance } from '../quotes/acceptance.ts';
import { quotePdfPhotos } from '../quotes/pdf-photos.ts';
import { findQuote, listItems } from '../quotes/repository.ts';
import { toItem, toQuote, type QuoteRow } from '../quotes/rows.ts';
import { loadQuoteForChange } from '../quotes/service.ts';
import { markSent } from '../quotes/status.ts';
import { validityOnSend } from '../expiry/validity.ts';
import type { ClientPhone } from '../replica/clients.ts';
import { quoteEmail } from './quote-email.ts';
import { quoteSms } from './quote-sms.ts';

export interface QuoteSending {
  mailer: Mailer;
  /** Texts go the receipts' way: Twilio, or the local mailbox in the embedded default, else refused. */
  sms: SmsSender;
  /** Emails and texts one business may send in its day; past them a send answers 429 and sends nothing. */
  mailPerDay: number;
  smsPerDay: number;
  /** The client's phone number, asked of the business service (the owner of clients) when a quote is texted. */
  clientPhone: ClientPhone;
  /** The app as clients reach it; links and the logo are addressed from here. */
  publicUrl: string;
  /** Where the job photos the PDF prints are kept. */
  photoStore: PhotoStore;
  logger: Logger;
}

const NO_EMAIL = 'Add the client’s email before sending this quote';
const NO_PHONE = 'Add the client’s phone number before texting this quote';

/** The message and where the quote's history says it went. */
interface Addressed {
  message: ClientMessage;
  sentTo: string;
}

function quoteLink(sending: QuoteSending, id: string): string {
  return new URL(`/quote/${id}`, sending.publicUrl).toString();
}

/** The quote's email, its PDF as the client reads it attached. */
async function quoteMail(db: Knex, sending: QuoteSending, row: QuoteRow, validUntil: string, { business, logoUrl }: SendingBusiness): Promise<Addressed> {
  if (!row.client_email) throw badRequest(NO_EMAIL, { clientEmail: NO_EMAIL });
  const quote = { ...toQuote(row), validUntil };
  const items = await listItems(db, row.id);
  const link = quoteLink(sending, quote.id);
  const content = {
    quote,
    items: items.map(toItem),
    business,
    publicUrl: link,
    acceptance: await pdfAcceptance(db, row.id),
    photos: await quotePdfPhotos(db, sending.photoStore, row.id),
    options: await quoteOptions(db, row),
  };
  const depositLine = items.find((item) => item.type === 'deposit');
  const deposit = depositLine ? { requested: depositLine.total_price, paid: row.deposit_paid } : null;
  const to = row.client_email;
  const pdf = { kind: 'quote' as const, filename: `Quote-${quote.quoteNumber ?? quote.id}.pdf`, content };
  return { message: { by: 'email', ...quoteEmail({ quote, business, link, logoUrl, deposit }), to, pdf }, sentTo: to };
}

/** The quote's link in a text to its client's phone, checked as the receipts' are. */
async function quoteText(sending: QuoteSending, owner: Owner, row: QuoteRow, { business }: SendingBusiness): Promise<Addressed> {
  const phone = row.client_id ? await sending.clientPhone(owner, row.client_id) : null;
  if (!phone) throw badRequest(NO_PHONE, { clientPhone: NO_PHONE });
  const to = smsNumber(phone);
  if (!to) throw badRequest(SMS_NUMBER_MESSAGE, { clientPhone: SMS_NUMBER_MESSAGE });
  return { message: { by: 'text', to, body: quoteSms(toQuote(row), business.name, quoteLink(sending, row.id)) }, sentTo: phone };
}

/**
 * `POST /api/quotes/:id/send` as the documents package runs it: the owner's quote emailed
 * with its PDF or its link texted; once the message was taken, the quote is marked sent at
 * the revision mailed (a change meanwhile is refused), and `quote.sent` goes to the outbox.
 */
export function quoteSend(sending: QuoteSending, owner: Owner, id: string, input: SendQuote): DocumentSend<Quote> {
  return {
    // What the client reads moves the revision on: a changed quote is a new send.
    document: { table: 'quotes', id, versionColumn: 'revision' },
    related: 'quote',
    async prepare(db, business) {
      const row = await findQuote(db, owner.id, id);
      if (!row) throw notFound('Quote not found');
      // The day the email and PDF say the price holds until is the one the quote keeps.
      const validUntil = await validityOnSend(db, row);
      const { message, sentTo } = input.method === 'sms' ? await quoteText(sending, owner, row, business) : await quoteMail(db, sending, row, validUntil, business);
      return {
        message,
        record: async (trx) => toQuote(await markSent(trx, await loadQuoteForChange(trx, owner.id, id), sentTo, row.revision, validUntil)),
      };
    },
  };
}
