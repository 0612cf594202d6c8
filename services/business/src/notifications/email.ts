import { COBBER_ORANGE } from '@cobber/contracts';
import { escapeHtml, mailButton, mailPage, openThisLink, type MailMessage } from '@cobber/documents';
import type { NotificationWords } from './words.ts';

/**
 * The owner's email about what a client just did: the news as its subject, the job and
 * the amount, a button to the quote or invoice in the app, and where to switch it off.
 */
export function notificationEmail(words: NotificationWords, publicUrl: string): Omit<MailMessage, 'to'> {
  const link = new URL(words.link, publicUrl).toString();
  const settings = new URL('/settings', publicUrl).toString();
  const button = words.link.startsWith('/invoice/') ? 'Open the invoice' : 'Open the quote';
  const e = escapeHtml;
  const html = mailPage({
    body: `<p style="margin:0 0 8px;font-size:18px;font-weight:bold">${e(words.title)}</p>
<p style="margin:0 0 20px">${e(words.body)}</p>
${mailButton(link, button, { colour: COBBER_ORANGE, onColour: '#ffffff' })}
${openThisLink(link)}
<p style="margin:0;color:#52525b;font-size:13px">Cobber tells you the moment a client opens, accepts, declines or pays. Choose what you hear about in <a href="${e(settings)}">Settings</a>.</p>`,
  });
  const text = [words.title, words.body, '', `${button}: ${link}`, '', `Choose what you hear about in Settings: ${settings}`].join('\n');
  return { subject: words.title, html, text };
}
