import { COBBER_ORANGE } from '@cobber/contracts';
import type { KnownBusiness } from '../priced/business-replica.ts';
import { escapeHtml as e } from './mailbox.ts';

/** The business's colour and the colour written on it; Cobber's orange and white when it chose none. */
export interface MailColours {
  colour: string;
  onColour: string;
}

export function businessColours(business: KnownBusiness): MailColours {
  return { colour: business.brandColors?.primary ?? COBBER_ORANGE, onColour: business.brandColors?.onPrimary ?? '#ffffff' };
}

/**
 * The band across the top of a client's mail: the business's name on its colour, with its
 * logo above when the mail carries one (`logoUrl` given, even if null, lays the band out for it).
 */
export function businessBand(business: KnownBusiness, { colour, onColour }: MailColours, logoUrl?: string | null): string {
  const name = `<div style="font-size:20px;font-weight:bold">${e(business.name)}</div></td></tr>`;
  const band = `<tr><td style="background:${e(colour)};color:${e(onColour)};padding:20px 24px">`;
  if (logoUrl === undefined) return band + name;
  const logo = logoUrl ? `<img src="${e(logoUrl)}" alt="${e(business.name)}" height="48" style="display:block;margin-bottom:8px;background:#fff;border-radius:6px;padding:4px">` : '';
  return `${band}\n${logo}\n${name}`;
}

/** The one button of a mail, to the page it is about. */
export function mailButton(link: string, label: string, { colour, onColour }: MailColours): string {
  return `<p style="margin:0 0 24px"><a href="${e(link)}" style="display:inline-block;background:${e(colour)};color:${e(onColour)};text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${e(label)}</a></p>`;
}

/** The button's link written out, for a mail reader that shows no buttons. */
export function openThisLink(link: string): string {
  return `<p style="margin:0 0 8px;color:#52525b;font-size:13px">Or open this link: <a href="${e(link)}">${e(link)}</a></p>`;
}

/**
 * The page every mail is drawn on: a white card on grey, in tables because mail readers
 * lay nothing else out reliably. A band's colour needs the card's corners clipped.
 */
export function mailPage({ band, body }: { band?: string; body: string }): string {
  return `<!doctype html>
<html><body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px${band ? ';overflow:hidden' : ''}">
${band ? `${band}\n` : ''}<tr><td style="padding:24px">
${body}
</td></tr></table></td></tr></table></body></html>`;
}
