import { describe, expect, it } from 'vitest';
import { displayDay, exportDownloads, quarterKey, quarterOfKey, rangeOf, recentQuarters } from './ranges.ts';

describe('the books screens’ ranges', () => {
  it('takes this month and the last full quarter on the business’s today', () => {
    expect(rangeOf('month', '2026-11-23')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(rangeOf('quarter', '2026-11-23')).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(rangeOf('quarter', '2027-01-02')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
  });

  it('links each download to its range and names it', () => {
    expect(exportDownloads({ from: '2026-10-01', to: '2026-12-31' }).map((download) => [download.href, download.filename])).toEqual([
      ['/api/exports/xero/invoices.csv?from=2026-10-01&to=2026-12-31', 'cobber-xero-invoices-2026-10-01-to-2026-12-31.csv'],
      ['/api/exports/myob/invoices.txt?from=2026-10-01&to=2026-12-31', 'cobber-myob-invoices-2026-10-01-to-2026-12-31.txt'],
      ['/api/exports/payments.csv?from=2026-10-01&to=2026-12-31', 'cobber-payments-2026-10-01-to-2026-12-31.csv'],
    ]);
  });

  it('offers this quarter and the seven before it, newest first, across financial years', () => {
    const quarters = recentQuarters('2026-11-23');
    expect(quarters.map((quarter) => quarter.label)).toEqual([
      'Oct–Dec 2026',
      'Jul–Sep 2026',
      'Apr–Jun 2026',
      'Jan–Mar 2026',
      'Oct–Dec 2025',
      'Jul–Sep 2025',
      'Apr–Jun 2025',
      'Jan–Mar 2025',
    ]);
    expect(quarterOfKey(quarterKey(quarters[2]!))).toEqual(quarters[2]);
    expect(quarterOfKey('2027-5')).toBeNull();
  });

  it('shows a day as people read it', () => {
    expect(displayDay('2026-10-01')).toBe('1 Oct 2026');
  });
});
