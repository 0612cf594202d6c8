import { displayAmount, variationNumber } from '@cobber/contracts';
import { businessBand, businessColours, escapeHtml, greeting, mailButton, mailPage, openThisLink, type KnownBusiness, type MailMessage } from '@cobber/documents';
import type { VariationRow } from './repository.ts';

type Variation = Pick<VariationRow, 'number' | 'title' | 'total'>;
type Job = { title: string; clientName: string };

/** "a credit of $85.00" for a negative variation, "$420.00" otherwise. */
function amountWords(total: string): string {
  return total.startsWith('-') ? `a credit of ${displayAmount(total.slice(1))}` : displayAmount(total);
}

/** The text a client gets with a variation: who, which job, how much, and the link to sign it. */
export function variationSms(variation: Variation, job: Job, businessName: string, link: string): string {
  return `${businessName}: variation ${variationNumber(variation.number)} to ${job.title} (${variation.title}), ${amountWords(variation.total)}. Please review and sign: ${link}`;
}

/** The email a client gets with a variation: the job it changes, its amount and the link to sign it. */
export function variationEmail({ variation, job, business, link, logoUrl }: { variation: Variation; job: Job; business: KnownBusiness; link: string; logoUrl: string | null }): Omit<MailMessage, 'to'> {
  const colours = businessColours(business);
  const number = variationNumber(variation.number);
  const amount = amountWords(variation.total);
  const hi = greeting(job.clientName);
  const e = escapeHtml;
  const subject = `Variation ${number} from ${business.name}: ${job.title}`;
  const html = mailPage({
    band: businessBand(business, colours, logoUrl),
    body: `<p style="margin:0 0 12px">${e(hi)}</p>
<p style="margin:0 0 12px">Here is variation ${e(number)} to <strong>${e(job.title)}</strong>: ${e(variation.title)}.</p>
<p style="margin:0 0 20px;font-size:18px">Amount: <strong>${e(amount)}</strong></p>
${mailButton(link, 'Review and sign the variation', colours)}
${openThisLink(link)}
<p style="margin:0;color:#52525b;font-size:13px">Only what you approve is added to the job.${business.phone ? ` Questions? Call ${e(business.phone)}.` : ''}</p>`,
  });
  const text = [
    hi,
    '',
    `Here is variation ${number} from ${business.name} to ${job.title}: ${variation.title}.`,
    `Amount: ${amount}`,
    '',
    `Review and sign it here: ${link}`,
    '',
    'Only what you approve is added to the job.',
    business.phone ? `Questions? Call ${business.phone}.` : '',
  ].join('\n');
  return { subject, html, text, replyTo: business.email ?? null, fromBusiness: business.name };
}
