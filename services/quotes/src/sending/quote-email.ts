import { COBBER_ORANGE, displayMoney, parseMoney, validUntilLine, type Quote } from '@cobber/contracts';
import { escapeHtml, greeting, type KnownBusiness, type MailMessage } from '@cobber/kit';

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
  const colour = business.brandColors?.primary ?? COBBER_ORANGE;
  const onColour = business.brandColors?.onPrimary ?? '#ffffff';
  const total = displayMoney(parseMoney(quote.totalAmount));
  const gstNote = parseMoney(quote.taxAmount) > 0 ? ' (incl. GST)' : '';
  const depositNote = deposit ? depositSentence(deposit, total) : null;
  // How long the price holds, under the total.
  const validNote = quote.validUntil ? validUntilLine(quote.validUntil) : null;
  const subject = `Quote ${quote.quoteNumber ?? ''} from ${business.name}: ${quote.title}`.replace(/\s+/g, ' ');
  const named = quote.quoteNumber ? `quote ${quote.quoteNumber}` : 'your quote';
  const hi = greeting(quote.clientName);
  const e = escapeHtml;
  const html = `<!doctype html>
<html><body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${e(colour)};color:${e(onColour)};padding:20px 24px">
${logoUrl ? `<img src="${e(logoUrl)}" alt="${e(business.name)}" height="48" style="display:block;margin-bottom:8px;background:#fff;border-radius:6px;padding:4px">` : ''}
<div style="font-size:20px;font-weight:bold">${e(business.name)}</div></td></tr>
<tr><td style="padding:24px">
<p style="margin:0 0 12px">${e(hi)}</p>
<p style="margin:0 0 12px">Here is ${e(named)} for <strong>${e(quote.title)}</strong>.</p>
${quote.aiSummary ? `<p style="margin:0 0 12px;color:#52525b">${e(quote.aiSummary)}</p>` : ''}
<p style="margin:0 0 ${depositNote || validNote ? '12px' : '20px'};font-size:18px">Total: <strong>${e(total)}</strong>${gstNote}</p>
${validNote ? `<p style="margin:0 0 ${depositNote ? '12px' : '20px'};font-weight:bold">${e(validNote)}</p>` : ''}
${depositNote ? `<p style="margin:0 0 20px;padding:12px;background:#f4f4f5;border-radius:8px">${e(depositNote)}</p>` : ''}
<p style="margin:0 0 24px"><a href="${e(link)}" style="display:inline-block;background:${e(colour)};color:${e(onColour)};text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">View and accept your quote</a></p>
<p style="margin:0 0 8px;color:#52525b;font-size:13px">Or open this link: <a href="${e(link)}">${e(link)}</a></p>
<p style="margin:0;color:#52525b;font-size:13px">The quote is attached as a PDF.${business.phone ? ` Questions? Call ${e(business.phone)}.` : ''}</p>
</td></tr></table></td></tr></table></body></html>`;
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
