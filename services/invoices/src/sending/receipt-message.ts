import { displayMoney, parseMoney, type Receipt } from '@cobber/contracts';
import { invoiceStanding } from '@cobber/contracts/documents';
import { escapeHtml, greeting, type KnownBusiness, type MailMessage } from '@cobber/documents';
import { displayDay } from './invoice-email.ts';
import type { PaidInvoice } from './receipt-invoice.ts';

/**
 * The email with a receipt: the tradie's message, the payment, and where the invoice it
 * was made on stands now (PDF attached by the caller).
 */
export function receiptEmail(receipt: Receipt, business: KnownBusiness, invoice: PaidInvoice | null = null): Omit<MailMessage, 'to' | 'attachments'> {
  const amount = displayMoney(parseMoney(receipt.paymentAmount));
  // The receipt's own number: the invoice's is in its mail, and a search for it finds that one.
  const subject = `Receipt ${receipt.receiptNumber} from ${business.name}`;
  const lines = [
    greeting(receipt.clientName),
    '',
    receipt.messageTemplate,
    '',
    `Payment received: ${amount} by ${receipt.paymentMethod} on ${displayDay(receipt.paymentDate)}.`,
    ...(receipt.description ? [`For: ${receipt.description}`] : []),
    ...(invoice ? [`Invoice ${invoice.invoiceNumber} (${invoice.title}): ${invoiceStanding(invoice.owingAfter)}`] : []),
    '',
    `Your receipt ${receipt.receiptNumber} is attached as a PDF.`,
    '',
    business.name,
  ];
  const e = escapeHtml;
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#18181b;max-width:560px;margin:0 auto;padding:24px">
${lines.map((line) => (line ? `<p style="margin:0 0 8px">${e(line)}</p>` : '')).join('\n')}
</body></html>`;
  return { subject, html, text: lines.join('\n'), replyTo: business.email ?? null, fromBusiness: business.name };
}

/** The text message with a receipt: short, with the amount and where to get the PDF. */
export function receiptSms(receipt: Receipt, business: KnownBusiness, link: string): string {
  const amount = displayMoney(parseMoney(receipt.paymentAmount));
  return `${business.name}: ${receipt.messageTemplate} Receipt ${receipt.receiptNumber}, ${amount} received ${displayDay(receipt.paymentDate)}. ${link}`;
}
