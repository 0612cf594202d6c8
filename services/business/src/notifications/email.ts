import { COBBER_ORANGE } from '@cobber/contracts';
import { escapeHtml, type MailMessage } from '@cobber/kit';
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
  const html = `<!doctype html>
<html><body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px">
<p style="margin:0 0 8px;font-size:18px;font-weight:bold">${e(words.title)}</p>
<p style="margin:0 0 20px">${e(words.body)}</p>
<p style="margin:0 0 24px"><a href="${e(link)}" style="display:inline-block;background:${COBBER_ORANGE};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${button}</a></p>
<p style="margin:0 0 8px;color:#52525b;font-size:13px">Or open this link: <a href="${e(link)}">${e(link)}</a></p>
<p style="margin:0;color:#52525b;font-size:13px">Cobber tells you the moment a client opens, accepts, declines or pays. Choose what you hear about in <a href="${e(settings)}">Settings</a>.</p>
</td></tr></table></td></tr></table></body></html>`;
  const text = [words.title, words.body, '', `${button}: ${link}`, '', `Choose what you hear about in Settings: ${settings}`].join('\n');
  return { subject: words.title, html, text };
}
