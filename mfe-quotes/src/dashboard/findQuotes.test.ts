import { describe, expect, it } from 'vitest';
import type { QuoteListItem, QuoteStatus } from '@cobber/contracts';
import { findQuotes, searchableQuotes } from './findQuotes.ts';

let n = 0;
function quote(clientName: string, title: string, status: QuoteStatus, createdAt: string): QuoteListItem {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    quoteNumber: `Q-${String(n).padStart(4, '0')}`,
    clientName,
    title,
    totalAmount: '100.00',
    status,
    createdAt,
    invoiceId: null,
  };
}

const quotes = searchableQuotes([
  quote('Sarah Nguyen', 'Switchboard upgrade', 'draft', '2025-03-01T09:00:00.000Z'),
  quote('Bob Hartley', 'Downlights in the kitchen', 'sent', '2025-03-03T09:00:00.000Z'),
  quote('Mia Chen', 'Ceiling fan', 'viewed', '2025-03-02T09:00:00.000Z'),
  quote('Sarah Nguyen', 'Smoke alarms', 'approved', '2025-03-04T09:00:00.000Z'),
  quote('Tom Reid', 'Outdoor power point', 'rejected', '2025-02-01T09:00:00.000Z'),
]);

const titles = (found: QuoteListItem[]) => found.map((q) => q.title);

describe('the dashboard list', () => {
  it('shows every quote newest first', () => {
    expect(titles(findQuotes(quotes, '', 'all'))).toEqual([
      'Smoke alarms',
      'Downlights in the kitchen',
      'Ceiling fan',
      'Switchboard upgrade',
      'Outdoor power point',
    ]);
  });

  it('matches the client name or the title in any case', () => {
    expect(titles(findQuotes(quotes, 'SARAH', 'all'))).toEqual(['Smoke alarms', 'Switchboard upgrade']);
    expect(titles(findQuotes(quotes, ' kitchen ', 'all'))).toEqual(['Downlights in the kitchen']);
    expect(findQuotes(quotes, 'plumbing', 'all')).toEqual([]);
  });

  it('filters by status, a quote the client opened counting as sent', () => {
    expect(titles(findQuotes(quotes, '', 'draft'))).toEqual(['Switchboard upgrade']);
    expect(titles(findQuotes(quotes, '', 'sent'))).toEqual(['Downlights in the kitchen', 'Ceiling fan']);
    expect(titles(findQuotes(quotes, 'sarah', 'approved'))).toEqual(['Smoke alarms']);
  });
});
