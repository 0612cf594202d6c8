import { ErrorCode, VariationMessages, type SendVariation, type Variation } from '@cobber/contracts';
import { badRequest, conflict, HttpError, notFound, type Knex, type Owner } from '@cobber/kit';
import { findBusiness, reserveMail, reserveSms, SMS_NUMBER_MESSAGE, smsNumber } from '@cobber/documents';
import { addHistory, findQuote } from '../quotes/repository.ts';
import type { QuoteRow } from '../quotes/rows.ts';
import type { QuoteSending } from '../sending/send-quote.ts';
import { variationEmail, variationSms } from './message.ts';
import { findVariation, updateVariation, type VariationRow } from './repository.ts';
import { readVariation, variationWords } from './service.ts';

const NO_EMAIL = 'Add the client’s email before sending this variation';
const NO_PHONE = 'Add the client’s phone number before texting this variation';

/** Where the client reads and signs it. */
export function variationLink(publicUrl: string, id: string): string {
  return new URL(`/variation/${id}`, publicUrl).toString();
}

async function emailVariation(db: Knex, sending: QuoteSending, quote: QuoteRow, row: VariationRow): Promise<string> {
  if (!quote.client_email) throw badRequest(NO_EMAIL, { clientEmail: NO_EMAIL });
  const business = await findBusiness(db, row.owner_id);
  const logoUrl = business.logoUrl ? new URL(business.logoUrl, sending.publicUrl).toString() : null;
  const job = { title: quote.title, clientName: quote.client_name };
  const message = variationEmail({ variation: row, job, business, link: variationLink(sending.publicUrl, row.id), logoUrl });
  const to = quote.client_email;
  const limit = { perDay: sending.mailPerDay, timeZone: business.timeZone, what: 'emails' };
  const pending = await reserveMail(db, { to, subject: message.subject, ownerId: row.owner_id, related: { type: 'variation', id: row.id } }, limit);
  const result = await sending.mailer.send({ ...message, to });
  await pending.settle(result);
  if (!result.accepted) throw new HttpError(502, ErrorCode.badGateway, `The email could not be sent: ${result.error ?? 'the mail server refused it'}`);
  return to;
}

async function textVariation(db: Knex, sending: QuoteSending, owner: Owner, quote: QuoteRow, row: VariationRow): Promise<string> {
  const phone = quote.client_id ? await sending.clientPhone(owner, quote.client_id) : null;
  if (!phone) throw badRequest(NO_PHONE, { clientPhone: NO_PHONE });
  const to = smsNumber(phone);
  if (!to) throw badRequest(SMS_NUMBER_MESSAGE, { clientPhone: SMS_NUMBER_MESSAGE });
  const business = await findBusiness(db, row.owner_id);
  const body = variationSms(row, { title: quote.title, clientName: quote.client_name }, business.name, variationLink(sending.publicUrl, row.id));
  const limit = { perDay: sending.smsPerDay, timeZone: business.timeZone, what: 'text messages' };
  const pending = await reserveSms(db, { ownerId: row.owner_id, to, body, related: { type: 'variation', id: row.id } }, limit);
  const result = await sending.sms.send({ to, body });
  await pending.settle(result);
  if (!result.accepted) throw new HttpError(502, ErrorCode.badGateway, `The text message could not be sent: ${result.error ?? 'the SMS provider refused it'}`);
  return phone;
}

/**
 * `POST /api/variations/:id/send`: a draft or sent variation goes to the client by email or
 * text (sent again while unanswered); only a message the provider accepted marks it sent.
 * An answered one is not sent again (409).
 */
export async function sendVariation(db: Knex, sending: QuoteSending, owner: Owner, id: string, input: SendVariation): Promise<Variation> {
  const row = await findVariation(db, owner.id, id);
  if (!row) throw notFound('Variation not found');
  if (row.status === 'approved' || row.status === 'rejected') throw conflict(VariationMessages.notSent);
  const quote = await findQuote(db, owner.id, row.quote_id);
  if (!quote) throw notFound('Variation not found');
  const to = input.method === 'sms' ? await textVariation(db, sending, owner, quote, row) : await emailVariation(db, sending, quote, row);
  return db.transaction(async (trx) => {
    const locked = await findVariation(trx, owner.id, id, { lock: true });
    if (!locked) throw notFound('Variation not found');
    // An answer that came in while the message went keeps its status.
    const sent = await updateVariation(trx, locked.id, { sent_at: trx.fn.now(), ...(locked.status === 'draft' ? { status: 'sent' } : {}) });
    await addHistory(trx, quote.id, [{ changeType: 'variation', description: `${variationWords(row)} sent to ${to}` }]);
    return readVariation(trx, sent);
  });
}
