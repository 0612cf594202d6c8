import type { Quote, SendQuote } from '@cobber/contracts';
import {
  badRequest,
  type Knex,
  type Logger,
  notFound,
  type Owner,
} from '@cobber/kit';
import {
  fetchLogo,
  findBusiness,
  mailDocument,
  type Mailer,
  makeQuotePdf,
  SMS_NUMBER_MESSAGE,
  type SmsSender,
  smsNumber,
  textDocument,
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

function quoteLink(sending: QuoteSending, id: string): string {
  return new URL(`/quote/${id}`, sending.publicUrl).toString();
}

/** Emails the quote with its PDF; answers where it went. */
async function emailQuote(db: Knex, sending: QuoteSending, row: QuoteRow, validUntil: string): Promise<string> {
  if (!row.client_email) throw badRequest(NO_EMAIL, { clientEmail: NO_EMAIL });
  const quote = { ...toQuote(row), validUntil };
  const [items, business] = await Promise.all([listItems(db, row.id), findBusiness(db, row.owner_id)]);
  const link = quoteLink(sending, quote.id);
  const logoUrl = business.logoUrl ? new URL(business.logoUrl, sending.publicUrl).toString() : null;
  const pdf = await makeQuotePdf({
    quote,
    items: items.map(toItem),
    business,
    logo: await fetchLogo(sending.publicUrl, business.logoUrl, sending.logger),
    publicUrl: link,
    acceptance: await pdfAcceptance(db, row.id),
    photos: await quotePdfPhotos(db, sending.photoStore, row.id),
    options: await quoteOptions(db, row),
  });
  const depositLine = items.find((item) => item.type === 'deposit');
  const deposit = depositLine ? { requested: depositLine.total_price, paid: row.deposit_paid } : null;
  const message = quoteEmail({ quote, business, link, logoUrl, deposit });
  const to = row.client_email;
  const attachment = { filename: `Quote-${quote.quoteNumber ?? quote.id}.pdf`, content: pdf, contentType: 'application/pdf' };
  const limit = { perDay: sending.mailPerDay, timeZone: business.timeZone, what: 'emails' };
  await mailDocument(db, sending.mailer, { ...message, to, attachments: [attachment] }, { ownerId: row.owner_id, related: { type: 'quote', id: quote.id } }, limit);
  return to;
}

/** Texts the quote's link to its client's phone, with the receipts' limits and checks; answers where it went. */
async function textQuote(db: Knex, sending: QuoteSending, owner: Owner, row: QuoteRow): Promise<string> {
  const phone = row.client_id ? await sending.clientPhone(owner, row.client_id) : null;
  if (!phone) throw badRequest(NO_PHONE, { clientPhone: NO_PHONE });
  const to = smsNumber(phone);
  if (!to) throw badRequest(SMS_NUMBER_MESSAGE, { clientPhone: SMS_NUMBER_MESSAGE });
  const business = await findBusiness(db, row.owner_id);
  const body = quoteSms(toQuote(row), business.name, quoteLink(sending, row.id));
  const limit = { perDay: sending.smsPerDay, timeZone: business.timeZone, what: 'text messages' };
  await textDocument(db, sending.sms, { to, body }, { ownerId: row.owner_id, related: { type: 'quote', id: row.id } }, limit);
  return phone;
}

/**
 * `POST /api/quotes/:id/send`: emails the quote with its PDF to the client, or texts them
 * its link. Only a message the provider accepted marks the quote sent; every attempt is
 * logged and counted against the business's daily limit.
 */
export async function sendQuote(db: Knex, sending: QuoteSending, owner: Owner, id: string, input: SendQuote): Promise<Quote> {
  const row = await findQuote(db, owner.id, id);
  if (!row) throw notFound('Quote not found');
  // The day the email and PDF say the price holds until is the one the quote keeps.
  const validUntil = await validityOnSend(db, row);
  const to = input.method === 'sms' ? await textQuote(db, sending, owner, row) : await emailQuote(db, sending, row, validUntil);
  return db.transaction(async (trx) => toQuote(await markSent(trx, await loadQuoteForChange(trx, owner.id, id), to, row.revision, validUntil)));
}
