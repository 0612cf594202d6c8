import { ErrorCode, type Quote } from '@cobber/contracts';
import { badRequest, fetchLogo, findBusiness, HttpError, type Knex, type Logger, type Mailer, makeQuotePdf, notFound, reserveMail } from '@cobber/kit';
import { findQuote, listItems } from '../quotes/repository.ts';
import { toItem, toQuote } from '../quotes/rows.ts';
import { loadQuoteForChange } from '../quotes/service.ts';
import { markSent } from '../quotes/status.ts';
import { quoteEmail } from './quote-email.ts';

export interface QuoteSending {
  mailer: Mailer;
  /** Emails one business may send in its day; past it a send answers 429 and sends nothing. */
  mailPerDay: number;
  /** The app as clients reach it; links and the logo are addressed from here. */
  publicUrl: string;
  logger: Logger;
}

/**
 * `POST /api/quotes/:id/send`: emails the quote with its PDF to the client. Only a
 * message the mail server accepted marks the quote sent; every attempt is logged and
 * counted against the business's daily limit.
 */
export async function sendQuote(db: Knex, sending: QuoteSending, ownerId: string, id: string): Promise<Quote> {
  const row = await findQuote(db, ownerId, id);
  if (!row) throw notFound('Quote not found');
  if (!row.client_email) {
    throw badRequest('Add the client’s email before sending this quote', { clientEmail: 'Add the client’s email before sending this quote' });
  }
  const quote = toQuote(row);
  const [items, business] = await Promise.all([listItems(db, row.id), findBusiness(db, ownerId)]);
  const link = new URL(`/quote/${quote.id}`, sending.publicUrl).toString();
  const logoUrl = business.logoUrl ? new URL(business.logoUrl, sending.publicUrl).toString() : null;
  const pdf = await makeQuotePdf({
    quote,
    items: items.map(toItem),
    business,
    logo: await fetchLogo(sending.publicUrl, business.logoUrl, sending.logger),
    publicUrl: link,
  });
  const depositLine = items.find((item) => item.type === 'deposit');
  const deposit = depositLine ? { requested: depositLine.total_price, paid: row.deposit_paid } : null;
  const message = quoteEmail({ quote, business, link, logoUrl, deposit });
  const to = row.client_email;
  const related = { type: 'quote', id: quote.id };
  const limit = { perDay: sending.mailPerDay, timeZone: business.timeZone, what: 'emails' };
  const pending = await reserveMail(db, { to, subject: message.subject, ownerId, related }, limit);
  const result = await sending.mailer.send({
    ...message,
    to,
    attachments: [{ filename: `Quote-${quote.quoteNumber ?? quote.id}.pdf`, content: pdf, contentType: 'application/pdf' }],
  });
  await pending.settle(result);
  if (!result.accepted) {
    throw new HttpError(502, ErrorCode.badGateway, `The email could not be sent: ${result.error ?? 'the mail server refused it'}`);
  }
  return db.transaction(async (trx) => toQuote(await markSent(trx, await loadQuoteForChange(trx, ownerId, id), to, row.revision)));
}
