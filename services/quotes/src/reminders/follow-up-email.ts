import { COBBER_ORANGE, displayMoney, parseMoney, todayIn, type Quote } from '@cobber/contracts';
import { escapeHtml, greeting, type KnownBusiness, type MailMessage } from '@cobber/kit';

/** `2026-11-20` → `20 November`. */
function displayDay(date: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', day: 'numeric', month: 'long' }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * The follow-up a client receives about a quote they have not answered: when
 * it was sent, its total, and the link to view and accept it. Short and friendly.
 */
export function followUpEmail({ quote, business, link, sentAt }: { quote: Quote; business: KnownBusiness; link: string; sentAt: Date }): Omit<MailMessage, 'to' | 'attachments'> {
  const colour = business.brandColors?.primary ?? COBBER_ORANGE;
  const onColour = business.brandColors?.onPrimary ?? '#ffffff';
  const total = displayMoney(parseMoney(quote.totalAmount));
  const gstNote = parseMoney(quote.taxAmount) > 0 ? ' (incl. GST)' : '';
  const sentOn = displayDay(todayIn(business.timeZone, sentAt));
  const subject = `Following up: quote ${quote.quoteNumber ?? ''} from ${business.name}: ${quote.title}`.replace(/\s+/g, ' ');
  const named = quote.quoteNumber ? `quote ${quote.quoteNumber}` : 'the quote';
  const first = `Just following up on ${named} for ${quote.title} we sent you on ${sentOn}. It's ready whenever you are: you can view it and accept it online.`;
  const hi = greeting(quote.clientName);
  const call = business.phone ? `Any questions, reply to this email or call ${business.phone}.` : 'Any questions, just reply to this email.';
  const e = escapeHtml;
  const html = `<!doctype html>
<html><body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${e(colour)};color:${e(onColour)};padding:20px 24px"><div style="font-size:20px;font-weight:bold">${e(business.name)}</div></td></tr>
<tr><td style="padding:24px">
<p style="margin:0 0 12px">${e(hi)}</p>
<p style="margin:0 0 12px">${e(first)}</p>
<p style="margin:0 0 20px;font-size:18px">Total: <strong>${e(total)}</strong>${gstNote}</p>
<p style="margin:0 0 24px"><a href="${e(link)}" style="display:inline-block;background:${e(colour)};color:${e(onColour)};text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">View and accept your quote</a></p>
<p style="margin:0 0 8px;color:#52525b;font-size:13px">Or open this link: <a href="${e(link)}">${e(link)}</a></p>
<p style="margin:0;color:#52525b;font-size:13px">${e(call)}</p>
</td></tr></table></td></tr></table></body></html>`;
  const text = [hi, '', first, `Total: ${total}${gstNote}`, '', `View and accept it here: ${link}`, '', call].join('\n');
  return { subject, html, text, replyTo: business.email ?? null, fromBusiness: business.name };
}
