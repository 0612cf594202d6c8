import { displayMoney, parseMoney, type Invoice, type InvoiceReminderKind, type IsoDate } from '@cobber/contracts';
import { businessBand, businessColours, escapeHtml, greeting, mailButton, mailPage, openThisLink, type KnownBusiness, type MailMessage } from '@cobber/documents';
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
  const colours = businessColours(business);
  const amount = displayMoney(parseMoney(invoice.balanceDue));
  const where = standing(kind, invoice.dueDate, today);
  const subject = `Reminder: invoice ${invoice.invoiceNumber} from ${business.name} ${where.subject}`;
  const first = `This is a friendly reminder that invoice ${invoice.invoiceNumber} for ${invoice.title} ${where.sentence}.`;
  const bank = howToPay(business, invoice.invoiceNumber);
  const paidAlready = 'If you have already paid, thank you, and please ignore this reminder.';
  const call = business.phone ? ` Questions? Call ${business.phone}.` : '';
  const hi = greeting(invoice.clientName);
  const e = escapeHtml;
  const html = mailPage({
    band: businessBand(business, colours),
    body: `<p style="margin:0 0 12px">${e(hi)}</p>
<p style="margin:0 0 12px">${e(first)}</p>
<p style="margin:0 0 20px;font-size:18px">Amount due: <strong>${e(amount)}</strong></p>
${bank.length > 0 ? `<p style="margin:0 0 20px;color:#3f3f46">${bank.map(e).join('<br>')}</p>` : ''}
${mailButton(link, 'View and pay your invoice', colours)}
${openThisLink(link)}
<p style="margin:0;color:#52525b;font-size:13px">${e(paidAlready + call)}</p>`,
  });
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
