import { describe, expect, it } from 'vitest';
import type { QuoteListItem, QuoteStatus } from '@cobber/contracts';
import { findQuotes, searchableQuotes } from './findQuotes.ts';

let n = 0;
function quote(clientName: string, title: string, status: QuoteStatus, createdAt: string, money: Partial<QuoteListItem> = {}): QuoteListItem {
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
    ...money,
  };
}

const quotes = searchableQuotes([
  quote('Sarah Nguyen', 'Switchboard upgrade', 'draft', '2025-03-01T09:00:00.000Z'),
  quote('Bob Hartley', 'Downlights in the kitchen', 'sent', '2025-03-03T09:00:00.000Z'),
  quote('Mia Chen', 'Ceiling fan', 'viewed', '2025-03-02T09:00:00.000Z'),
  quote('Sarah Nguyen', 'Smoke alarms', 'approved', '2025-03-04T09:00:00.000Z', {
    totalAmount: '827.75',
    invoiceId: '00000000-0000-4000-8000-000000000099',
    invoiceNumber: 'INV-0001',
    money: {
      depositRequested: '250.00',
      depositPaid: '250.00',
      depositPaidAt: '2025-03-05T09:00:00.000Z',
      invoice: {
        id: '00000000-0000-4000-8000-000000000099',
        invoiceNumber: 'INV-0001',
        totalAmount: '888.25',
        balanceDue: '638.25',
        paid: false,
        overdue: false,
      },
    },
  }),
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

describe('searching as a tradie types', () => {
  // Q-0001 Switchboard upgrade, Q-0002 Downlights, Q-0003 Ceiling fan, Q-0004 Smoke alarms
  // ($827.75, invoiced as INV-0001), Q-0005 Outdoor power point.
  it('finds a quote by its number however it is written', () => {
    for (const typed of ['Q-0002', 'q-0002', 'q2', 'Q 2', '0002']) {
      expect(titles(findQuotes(quotes, typed, 'all')), typed).toEqual(['Downlights in the kitchen']);
    }
  });

  it('finds a quote by the number of its invoice', () => {
    for (const typed of ['INV-0001', 'inv1', 'inv-1']) {
      expect(titles(findQuotes(quotes, typed, 'all')), typed).toEqual(['Smoke alarms']);
    }
    expect(titles(findQuotes(quotes, 'INV-0002', 'all'))).toEqual([]);
  });

  it('finds a quote by its total, with or without the cents and the dollar sign', () => {
    for (const typed of ['827.75', '$827.75', '$827', '827', '827.7', '$ 827.75']) {
      expect(titles(findQuotes(quotes, typed, 'all')), typed).toEqual(['Smoke alarms']);
    }
    expect(findQuotes(quotes, '827.70', 'all')).toEqual([]);
    expect(findQuotes(quotes, '82', 'all')).toEqual([]);
  });

  it("finds an invoiced quote by its invoice's total and by what is still due", () => {
    expect(titles(findQuotes(quotes, '$888.25', 'all'))).toEqual(['Smoke alarms']);
    expect(titles(findQuotes(quotes, '638.25', 'all'))).toEqual(['Smoke alarms']);
  });

  it('a bare number is a quote number, an invoice number or whole dollars', () => {
    expect(titles(findQuotes(quotes, '1', 'all'))).toEqual(['Smoke alarms', 'Switchboard upgrade']);
    expect(titles(findQuotes(quotes, '100', 'all'))).toEqual(['Downlights in the kitchen', 'Ceiling fan', 'Switchboard upgrade', 'Outdoor power point']);
  });

  it('keeps the status filter', () => {
    expect(findQuotes(quotes, 'Q-0002', 'draft')).toEqual([]);
    expect(titles(findQuotes(quotes, '$827', 'approved'))).toEqual(['Smoke alarms']);
  });
});
