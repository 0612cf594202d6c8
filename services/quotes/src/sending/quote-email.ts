import { displayMoney, parseMoney, validUntilLine, type Quote } from '@cobber/contracts';
import { businessBand, businessColours, escapeHtml, greeting, mailButton, mailPage, openThisLink, type KnownBusiness, type MailMessage } from '@cobber/documents';

/** The deposit the business asked for on the quote (its deposit line) and what was paid on it. */
export interface EmailDeposit {
  requested: string;
  paid: string;
}

/**
 * The deposit, so the client meets it before accepting, not after: it is part of the
 * total, paid by card on the quote page once accepted.
 */
function depositSentence(deposit: EmailDeposit, total: string): string {
  const requested = displayMoney(parseMoney(deposit.requested));
  if (parseMoney(deposit.paid) >= parseMoney(deposit.requested)) return `Deposit paid: ${requested} of ${total}. Thank you!`;
  return `Deposit requested: ${requested} of ${total}. Once you accept the quote, you can pay it by card on the quote page.`;
}

/**
 * The email a client receives with a quote: the business's name, logo and colour,
 * a short summary, the deposit asked for, and the link to the public quote page (PDF
 * attached by the caller).
 */
export function quoteEmail({
  quote,
  business,
  link,
  logoUrl,
  deposit,
}: {
  quote: Quote;
  business: KnownBusiness;
  link: string;
  logoUrl: string | null;
  /** null when the business asked for no deposit. */
  deposit: EmailDeposit | null;
}): Omit<MailMessage, 'to' | 'attachments'> {
  const colours = businessColours(business);
  const total = displayMoney(parseMoney(quote.totalAmount));
  const gstNote = parseMoney(quote.taxAmount) > 0 ? ' (incl. GST)' : '';
  const depositNote = deposit ? depositSentence(deposit, total) : null;
  // How long the price holds, under the total.
  const validNote = quote.validUntil ? validUntilLine(quote.validUntil) : null;
  const subject = `Quote ${quote.quoteNumber ?? ''} from ${business.name}: ${quote.title}`.replace(/\s+/g, ' ');
  const named = quote.quoteNumber ? `quote ${quote.quoteNumber}` : 'your quote';
  const hi = greeting(quote.clientName);
  const e = escapeHtml;
  const html = mailPage({
    band: businessBand(business, colours, logoUrl),
    body: `<p style="margin:0 0 12px">${e(hi)}</p>
<p style="margin:0 0 12px">Here is ${e(named)} for <strong>${e(quote.title)}</strong>.</p>
${quote.aiSummary ? `<p style="margin:0 0 12px;color:#52525b">${e(quote.aiSummary)}</p>` : ''}
<p style="margin:0 0 ${depositNote || validNote ? '12px' : '20px'};font-size:18px">Total: <strong>${e(total)}</strong>${gstNote}</p>
${validNote ? `<p style="margin:0 0 ${depositNote ? '12px' : '20px'};font-weight:bold">${e(validNote)}</p>` : ''}
${depositNote ? `<p style="margin:0 0 20px;padding:12px;background:#f4f4f5;border-radius:8px">${e(depositNote)}</p>` : ''}
${mailButton(link, 'View and accept your quote', colours)}
${openThisLink(link)}
<p style="margin:0;color:#52525b;font-size:13px">The quote is attached as a PDF.${business.phone ? ` Questions? Call ${e(business.phone)}.` : ''}</p>`,
  });
  const text = [
    hi,
    '',
    `Here is ${named} from ${business.name} for ${quote.title}.`,
    `Total: ${total}${gstNote}`,
    ...(validNote ? [validNote] : []),
    ...(depositNote ? [depositNote] : []),
    '',
    `View and accept it here: ${link}`,
    '',
    'The quote is attached as a PDF.',
    business.phone ? `Questions? Call ${business.phone}.` : '',
  ].join('\n');
  return { subject, html, text, replyTo: business.email ?? null, fromBusiness: business.name };
}
