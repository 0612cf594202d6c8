import { displayMoney, parseMoney, todayIn, type Quote } from '@cobber/contracts';
import { businessBand, businessColours, escapeHtml, greeting, mailButton, mailPage, openThisLink, type KnownBusiness, type MailMessage } from '@cobber/documents';

/** `2026-11-20` → `20 November`. */
function displayDay(date: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', day: 'numeric', month: 'long' }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * The follow-up a client receives about a quote they have not answered: when
 * it was sent, its total, and the link to view and accept it. Short and friendly.
 */
export function followUpEmail({ quote, business, link, sentAt }: { quote: Quote; business: KnownBusiness; link: string; sentAt: Date }): Omit<MailMessage, 'to' | 'attachments'> {
  const colours = businessColours(business);
  const total = displayMoney(parseMoney(quote.totalAmount));
  const gstNote = parseMoney(quote.taxAmount) > 0 ? ' (incl. GST)' : '';
  const sentOn = displayDay(todayIn(business.timeZone, sentAt));
  const subject = `Following up: quote ${quote.quoteNumber ?? ''} from ${business.name}: ${quote.title}`.replace(/\s+/g, ' ');
  const named = quote.quoteNumber ? `quote ${quote.quoteNumber}` : 'the quote';
  const first = `Just following up on ${named} for ${quote.title} we sent you on ${sentOn}. It's ready whenever you are: you can view it and accept it online.`;
  const hi = greeting(quote.clientName);
  const call = business.phone ? `Any questions, reply to this email or call ${business.phone}.` : 'Any questions, just reply to this email.';
  const e = escapeHtml;
  const html = mailPage({
    band: businessBand(business, colours),
    body: `<p style="margin:0 0 12px">${e(hi)}</p>
<p style="margin:0 0 12px">${e(first)}</p>
<p style="margin:0 0 20px;font-size:18px">Total: <strong>${e(total)}</strong>${gstNote}</p>
${mailButton(link, 'View and accept your quote', colours)}
${openThisLink(link)}
<p style="margin:0;color:#52525b;font-size:13px">${e(call)}</p>`,
  });
  const text = [hi, '', first, `Total: ${total}${gstNote}`, '', `View and accept it here: ${link}`, '', call].join('\n');
  return { subject, html, text, replyTo: business.email ?? null, fromBusiness: business.name };
}
