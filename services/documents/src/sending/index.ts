import type { InvoicePdfInput, QuotePdfInput, ReceiptPdfInput } from '@cobber/contracts/documents';
import { sendOnce, type Knex, type Logger, type SendRequest, type SentDocument } from '@cobber/kit';
import { mailDocument, textDocument } from '../mail/deliver.ts';
import { fetchLogo } from '../mail/logo.ts';
import type { MailAttachment, Mailer, MailMessage } from '../mail/mailer.ts';
import { makeInvoicePdf, makeQuotePdf, makeReceiptPdf } from '../pdfs/pdfs.ts';
import { findBusiness, type KnownBusiness } from '../priced/business-replica.ts';
import type { SmsSender } from '../sms/sms.ts';

/** A PDF to attach, as the plan says it reads; the business's logo is added when it is drawn. */
export type DocumentPdf = { filename: string } & (
  | { kind: 'quote'; content: Omit<QuotePdfInput, 'logo'> }
  | { kind: 'invoice'; content: Omit<InvoicePdfInput, 'logo'> }
  | { kind: 'receipt'; content: Omit<ReceiptPdfInput, 'logo'> }
);

/** What goes to the client: an email (its PDF drawn here, other files as they are), or a text. */
export type ClientMessage =
  | ({ by: 'email'; pdf?: DocumentPdf; attachments?: MailAttachment[] } & Omit<MailMessage, 'attachments'>)
  | { by: 'text'; to: string; body: string };

/** The message composed for a document, and how to record it sent once the provider took it. */
export interface PreparedSend<Answer> {
  message: ClientMessage;
  /** Marks the document sent and writes its event to the outbox, in the transaction given. */
  record(trx: Knex.Transaction): Promise<Answer>;
}

/** The business as a message shows it: its profile, and its logo's address for a mail. */
export interface SendingBusiness {
  business: KnownBusiness;
  logoUrl: string | null;
}

/**
 * One owner's Send of one document, as the service that owns the document plans it: which
 * row a change moves on (a retry of an unchanged document is the same send), what the logs
 * call it, and the message, composed from the owner's document once loaded and checked
 * (404 for another owner's, 400 naming a missing address, 409 for one that cannot go).
 */
export interface DocumentSend<Answer> {
  document: SentDocument;
  related: 'quote' | 'invoice' | 'receipt' | 'variation';
  prepare(db: Knex, business: SendingBusiness): Promise<PreparedSend<Answer>>;
}

/** How a business's messages to clients go, and how many a day. */
export interface ClientSending {
  mailer: Mailer;
  sms: SmsSender;
  mailPerDay: number;
  smsPerDay: number;
  /** The app as clients reach it; the logo is addressed from here. */
  publicUrl: string;
  logger: Logger;
}

/** Draws a document's PDF with the business's logo (none when it cannot be fetched). */
export async function drawDocumentPdf(pdf: DocumentPdf, logoUrl: string | null | undefined, sending: Pick<ClientSending, 'publicUrl' | 'logger'>): Promise<Uint8Array> {
  const logo = await fetchLogo(sending.publicUrl, logoUrl, sending.logger);
  if (pdf.kind === 'quote') return makeQuotePdf({ ...pdf.content, logo });
  if (pdf.kind === 'invoice') return makeInvoicePdf({ ...pdf.content, logo });
  return makeReceiptPdf({ ...pdf.content, logo });
}

/**
 * Sends the document without asking whether it was just sent: the plan composes the
 * message, its PDF is drawn, the message is mailed or texted within the business's daily
 * limit (429 past it, nothing sent) and logged, and only a message the provider took
 * (else 502) is recorded sent, with its event, in one transaction.
 */
export async function deliverToClient<Answer>(db: Knex, sending: ClientSending, ownerId: string, plan: DocumentSend<Answer>): Promise<Answer> {
  const business = await findBusiness(db, ownerId);
  const logoUrl = business.logoUrl ? new URL(business.logoUrl, sending.publicUrl).toString() : null;
  const { message, record } = await plan.prepare(db, { business, logoUrl });
  const sentFor = { ownerId, related: { type: plan.related, id: plan.document.id } };
  if (message.by === 'text') {
    const limit = { perDay: sending.smsPerDay, timeZone: business.timeZone, what: 'text messages' };
    await textDocument(db, sending.sms, { to: message.to, body: message.body }, sentFor, limit);
  } else {
    const { by: _email, pdf, attachments = [], ...mail } = message;
    const drawn = pdf ? [{ filename: pdf.filename, content: await drawDocumentPdf(pdf, business.logoUrl, sending), contentType: 'application/pdf' }] : [];
    const files = [...drawn, ...attachments];
    const limit = { perDay: sending.mailPerDay, timeZone: business.timeZone, what: 'emails' };
    await mailDocument(db, sending.mailer, { ...mail, ...(files.length > 0 ? { attachments: files } : {}) }, sentFor, limit);
  }
  return db.transaction((trx) => record(trx));
}

/**
 * The owner's Send: the whole of it, done once however often it is asked for (kit's
 * sendOnce: a double tap or a retry answers the first send's result while the document is
 * unchanged).
 */
export async function sendToClient<Answer>(db: Knex, ctx: SendRequest, sending: ClientSending, plan: DocumentSend<Answer>): Promise<Answer> {
  return sendOnce(db, ctx, plan.document, () => deliverToClient(db, sending, ctx.state.owner.id, plan));
}
