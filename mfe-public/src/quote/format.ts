import type { ItemType, QuoteStatus } from '@cobber/contracts';
import { displayDay } from '@cobber/contracts/display';

// The item and status labels. The contracts keep the same maps beside their zod
// schemas, which a client's phone should not download, so the page carries its own.
export const statusLabels: Record<QuoteStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  approved: 'Approved',
  rejected: 'Rejected',
  expired: 'Expired',
};

export const itemTypeLabels: Record<ItemType, string> = {
  labor: 'Labour',
  materials: 'Materials',
  other: 'Other',
  deposit: 'Deposit',
};

/** A wire amount (`"1234.50"`) as the page shows it: `$1,234.50`. */
export function money(amount: string): string {
  const sign = amount.startsWith('-') ? '-' : '';
  const [whole = '0', cents = '00'] = amount.slice(sign.length).split('.');
  return `${sign}$${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}`;
}

/** A quantity (`"2.50"`) without trailing zeros: `2.5`. */
export function quantity(amount: string): string {
  return String(Number(amount));
}

/** `2025-07-01T15:00:00Z` → `2 Jul 2025`: the day it was for the business (Sydney's when its zone is not known). */
export function quoteDate(timestamp: string, timeZone = 'Australia/Sydney'): string {
  return displayDay(timestamp, timeZone);
}
