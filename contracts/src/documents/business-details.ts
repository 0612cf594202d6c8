/** What every Cobber document shows about the business that issues it. */
import { formatAbn } from '../abn.ts';
import type { Business } from '../business.ts';
import { AUSTRALIAN_TIME_ZONE } from '../dates.ts';

/** A full `Business` fits; a service's replica of one needs only these. */
export type DocumentBusiness = Pick<Business, 'name'> &
  Partial<
    Pick<
      Business,
      'abn' | 'email' | 'phone' | 'website' | 'address' | 'brandColors' | 'paymentTerms' | 'quoteFooterNotes' | 'timeZone'
    >
  >;

/** An address typed on several lines, on one: `12 Smith St, Newtown NSW 2042`. */
function oneLine(address: string | null | undefined): string | null {
  const parts = (address ?? '').split(/\r?\n/).map((part) => part.trim().replace(/,$/, '')).filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The letterhead's contact lines: ABN (formatted), address, phone and email, website. */
export function businessDetails(business: DocumentBusiness): string[] {
  const contact = [business.phone, business.email].filter(Boolean).join('  ·  ');
  return [
    business.abn ? `ABN ${formatAbn(business.abn)}` : null,
    oneLine(business.address),
    contact || null,
    business.website ?? null,
  ].filter((line): line is string => Boolean(line));
}

/** `2025-03-12T01:00:00Z` → `12 March 2025`, the day it was for the business (Sydney's when its zone is not known). */
export function displayDate(timestamp: string | Date, timeZone: string = AUSTRALIAN_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(timestamp));
}

/** `2025-03-26` → `26 March 2025`: a calendar date (due, paid) shown as written, free of time zones. */
export function displayCalendarDate(date: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${date}T00:00:00Z`));
}

/** `24/11/2026 10:31 AEDT`: the business's clock, its zone named, the same in a browser and on the server. */
export function displayDateTime(instant: string, timeZone: string = AUSTRALIAN_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
}
