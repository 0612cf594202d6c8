import { VariationMessages, type SendVariation, type Variation } from '@cobber/contracts';
import { badRequest, conflict, notFound, type Owner } from '@cobber/kit';
import { SMS_NUMBER_MESSAGE, smsNumber, type ClientMessage, type DocumentSend, type SendingBusiness } from '@cobber/documents';
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

/** The message and where the job's history says it went. */
interface Addressed {
  message: ClientMessage;
  sentTo: string;
}

function variationMail(sending: QuoteSending, quote: QuoteRow, row: VariationRow, { business, logoUrl }: SendingBusiness): Addressed {
  if (!quote.client_email) throw badRequest(NO_EMAIL, { clientEmail: NO_EMAIL });
  const job = { title: quote.title, clientName: quote.client_name };
  const message = variationEmail({ variation: row, job, business, link: variationLink(sending.publicUrl, row.id), logoUrl });
  return { message: { by: 'email', ...message, to: quote.client_email }, sentTo: quote.client_email };
}

async function variationText(sending: QuoteSending, owner: Owner, quote: QuoteRow, row: VariationRow, { business }: SendingBusiness): Promise<Addressed> {
  const phone = quote.client_id ? await sending.clientPhone(owner, quote.client_id) : null;
  if (!phone) throw badRequest(NO_PHONE, { clientPhone: NO_PHONE });
  const to = smsNumber(phone);
  if (!to) throw badRequest(SMS_NUMBER_MESSAGE, { clientPhone: SMS_NUMBER_MESSAGE });
  const body = variationSms(row, { title: quote.title, clientName: quote.client_name }, business.name, variationLink(sending.publicUrl, row.id));
  return { message: { by: 'text', to, body }, sentTo: phone };
}

/**
 * `POST /api/variations/:id/send` as the documents package runs it: a draft or sent
 * variation goes to the client by email or text (sent again while unanswered); only a
 * message the provider accepted marks it sent. An answered one is not sent again (409).
 */
export function variationSend(sending: QuoteSending, owner: Owner, id: string, input: SendVariation): DocumentSend<Variation> {
  return {
    // A change since is a new send.
    document: { table: 'quote_variations', id },
    related: 'variation',
    async prepare(db, business) {
      const row = await findVariation(db, owner.id, id);
      if (!row) throw notFound('Variation not found');
      if (row.status === 'approved' || row.status === 'rejected') throw conflict(VariationMessages.notSent);
      const quote = await findQuote(db, owner.id, row.quote_id);
      if (!quote) throw notFound('Variation not found');
      const { message, sentTo } = input.method === 'sms' ? await variationText(sending, owner, quote, row, business) : variationMail(sending, quote, row, business);
      return {
        message,
        async record(trx) {
          const locked = await findVariation(trx, owner.id, id, { lock: true });
          if (!locked) throw notFound('Variation not found');
          // An answer that came in while the message went keeps its status.
          const sent = await updateVariation(trx, locked.id, { sent_at: trx.fn.now(), ...(locked.status === 'draft' ? { status: 'sent' } : {}) });
          await addHistory(trx, quote.id, [{ changeType: 'variation', description: `${variationWords(row)} sent to ${sentTo}` }]);
          return readVariation(trx, sent);
        },
      };
    },
  };
}
