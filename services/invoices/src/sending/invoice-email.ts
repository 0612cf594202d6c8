import { displayMoney, parseMoney, payIdLabel, type Invoice } from '@cobber/contracts';
import { businessBand, businessColours, escapeHtml, greeting, mailButton, mailPage, openThisLink, type KnownBusiness, type MailMessage } from '@cobber/documents';

/** `2025-03-26` → `26 March 2025`, the calendar date as written. */
export function displayDay(date: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${date}T00:00:00Z`));
}

/** The bank details and PayID, with the invoice number as the reference; none when the business gave none. */
export function howToPay(business: KnownBusiness, invoiceNumber: string): string[] {
  const lines = [
    business.bankName ? `Bank: ${business.bankName}` : null,
    business.bsb ? `BSB: ${business.bsb}` : null,
    business.accountNumber ? `Account number: ${business.accountNumber}` : null,
    business.accountName ? `Account name: ${business.accountName}` : null,
    business.payId ? `${payIdLabel(business.payId)}: ${business.payId}` : null,
  ].filter((line): line is string => line !== null);
  return lines.length > 0 ? [...lines, `Reference: ${invoiceNumber}`] : [];
}

/**
 * The email a client receives with an invoice: the tradie's message, the amount and due
 * date, the bank details and PayID with the reference, and the link to the invoice page (PDF,
 * and the e-invoice when `eInvoice`, attached by the caller).
 */
export function invoiceEmail({ invoice, business, link, message, eInvoice = false }: { invoice: Invoice; business: KnownBusiness; link: string; message: string | null; eInvoice?: boolean }): Omit<MailMessage, 'to' | 'attachments'> {
  const attached = eInvoice ? 'The invoice is attached as a PDF, and as an e-invoice (XML) for your accounting software.' : 'The invoice is attached as a PDF.';
  const colours = businessColours(business);
  const amount = displayMoney(parseMoney(invoice.balanceDue));
  const gstNote = business.applyGST ? ' (inc. GST)' : '';
  const due = displayDay(invoice.dueDate);
  const kind = business.applyGST ? 'Tax invoice' : 'Invoice';
  const subject = `${kind} ${invoice.invoiceNumber} from ${business.name}: ${invoice.title}`;
  const bank = howToPay(business, invoice.invoiceNumber);
  const hi = greeting(invoice.clientName);
  const e = escapeHtml;
  const html = mailPage({
    band: businessBand(business, colours),
    body: `<p style="margin:0 0 12px">${e(hi)}</p>
${message ? `<p style="margin:0 0 12px;white-space:pre-line">${e(message)}</p>` : ''}
<p style="margin:0 0 12px">Here is invoice <strong>${e(invoice.invoiceNumber)}</strong> for <strong>${e(invoice.title)}</strong>.</p>
<p style="margin:0 0 20px;font-size:18px">Amount due: <strong>${e(amount)}</strong>${gstNote} by ${e(due)}</p>
${bank.length > 0 ? `<p style="margin:0 0 20px;color:#3f3f46">${bank.map(e).join('<br>')}</p>` : ''}
${mailButton(link, 'View your invoice', colours)}
<p style="margin:0;color:#52525b;font-size:13px">Or open this link: <a href="${e(link)}">${e(link)}</a>. ${e(attached)}</p>`,
  });
  const text = [
    hi,
    '',
    ...(message ? [message, ''] : []),
    `Here is invoice ${invoice.invoiceNumber} from ${business.name} for ${invoice.title}.`,
    `Amount due: ${amount}${gstNote} by ${due}`,
    '',
    ...(bank.length > 0 ? [...bank, ''] : []),
    `View it here: ${link}`,
    '',
    attached,
  ].join('\n');
  return { subject, html, text, replyTo: business.email ?? null, fromBusiness: business.name };
}
