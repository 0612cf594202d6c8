import { COBBER_ORANGE, displayMoney, parseMoney, type Invoice, type InvoiceReminderKind, type IsoDate } from '@cobber/contracts';
import { escapeHtml, greeting, type KnownBusiness, type MailMessage } from '@cobber/kit';
import { displayDay, howToPay } from '../sending/invoice-email.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from one calendar date to another. */
function daysFrom(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

const plural = (days: number) => `${days} day${days === 1 ? '' : 's'}`;

/** Where the invoice stands today, in the client's words: for the subject and the first line. */
function standing(kind: InvoiceReminderKind, dueDate: IsoDate, today: IsoDate): { subject: string; sentence: string } {
  const late = daysFrom(dueDate, today);
  const due = displayDay(dueDate);
  if (late > 0) return { subject: `is ${plural(late)} overdue`, sentence: `was due on ${due} and is now ${plural(late)} overdue` };
  if (late === 0 || kind === 'invoice_due') return { subject: 'is due today', sentence: 'is due today' };
  return { subject: `is due in ${plural(-late)}`, sentence: `is due on ${due}` };
}

/**
 * The reminder a client receives about an unpaid invoice: where it stands, the
 * amount due, the bank details and PayID with the reference, and the link to the invoice page, where
 * it can be paid. Short, friendly, and with a way out for one who has just paid.
 */
export function invoiceReminderEmail({
  invoice,
  kind,
  business,
  link,
  today,
}: {
  invoice: Invoice;
  kind: InvoiceReminderKind;
  business: KnownBusiness;
  link: string;
  today: IsoDate;
}): Omit<MailMessage, 'to' | 'attachments'> {
  const colour = business.brandColors?.primary ?? COBBER_ORANGE;
  const onColour = business.brandColors?.onPrimary ?? '#ffffff';
  const amount = displayMoney(parseMoney(invoice.balanceDue));
  const where = standing(kind, invoice.dueDate, today);
  const subject = `Reminder: invoice ${invoice.invoiceNumber} from ${business.name} ${where.subject}`;
  const first = `This is a friendly reminder that invoice ${invoice.invoiceNumber} for ${invoice.title} ${where.sentence}.`;
  const bank = howToPay(business, invoice.invoiceNumber);
  const paidAlready = 'If you have already paid, thank you, and please ignore this reminder.';
  const call = business.phone ? ` Questions? Call ${business.phone}.` : '';
  const hi = greeting(invoice.clientName);
  const e = escapeHtml;
  const html = `<!doctype html>
<html><body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${e(colour)};color:${e(onColour)};padding:20px 24px"><div style="font-size:20px;font-weight:bold">${e(business.name)}</div></td></tr>
<tr><td style="padding:24px">
<p style="margin:0 0 12px">${e(hi)}</p>
<p style="margin:0 0 12px">${e(first)}</p>
<p style="margin:0 0 20px;font-size:18px">Amount due: <strong>${e(amount)}</strong></p>
${bank.length > 0 ? `<p style="margin:0 0 20px;color:#3f3f46">${bank.map(e).join('<br>')}</p>` : ''}
<p style="margin:0 0 24px"><a href="${e(link)}" style="display:inline-block;background:${e(colour)};color:${e(onColour)};text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">View and pay your invoice</a></p>
<p style="margin:0 0 8px;color:#52525b;font-size:13px">Or open this link: <a href="${e(link)}">${e(link)}</a></p>
<p style="margin:0;color:#52525b;font-size:13px">${e(paidAlready + call)}</p>
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    hi,
    '',
    first,
    `Amount due: ${amount}`,
    '',
    ...(bank.length > 0 ? [...bank, ''] : []),
    `View and pay it here: ${link}`,
    '',
    paidAlready + call,
  ].join('\n');
  return { subject, html, text, replyTo: business.email ?? null, fromBusiness: business.name };
}
