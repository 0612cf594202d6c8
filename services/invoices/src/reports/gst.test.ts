import { GstReport } from '@cobber/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUARTER, startBooks, type Books } from '../books/testing/services.ts';
import type { Owner } from '../testing/services.ts';

const range = `from=${QUARTER.from}&to=${QUARTER.to}`;

describe('the GST figures for the BAS (GET /api/reports/gst)', () => {
  let books: Books;
  beforeAll(async () => {
    books = await startBooks();
  }, 60_000);
  afterAll(() => books?.stop());

  async function report(owner: Owner, query: string): Promise<GstReport> {
    const response = await books.get(owner, `/api/reports/gst?${query}`);
    expect(response.status).toBe(200);
    return GstReport.parse(await response.json());
  }

  it('on the accruals basis, counts the invoices issued in the quarter, in the business’s time zone, cancelled ones left out', async () => {
    const figures = await report(books.sam, `${range}&basis=accrual`);
    const { paidInFull, partPaid, hostile } = books.invoices;
    // By hand: 511.17 + 1,210.00 + 36.30 = 1,757.47 of sales; 46.47 + 110.00 + 3.30 = 159.77 of GST.
    // INV-0004 was made at 23:30 on 30 September in Sydney (last quarter's), INV-0005 is cancelled.
    expect(figures).toMatchObject({ from: '2026-10-01', to: '2026-12-31', basis: 'accrual', G1: '1757.47', '1A': '159.77' });
    expect(figures.invoices).toEqual([
      { id: paidInFull.id, invoiceNumber: paidInFull.invoiceNumber, issueDate: '2026-10-15', clientName: 'Zoe Nguyen', status: 'paid', total: '511.17', gst: '46.47' },
      { id: partPaid.id, invoiceNumber: partPaid.invoiceNumber, issueDate: '2026-11-10', clientName: 'Zoe Nguyen', status: 'draft', total: '1210.00', gst: '110.00' },
      { id: hostile.id, invoiceNumber: hostile.invoiceNumber, issueDate: '2026-10-01', clientName: expect.any(String), status: 'draft', total: '36.30', gst: '3.30' },
    ]);
  });

  it('on the cash basis, counts the payments received in the quarter, each with its share of its invoice’s GST rounded half-up', async () => {
    const figures = await report(books.sam, `${range}&basis=cash`);
    // By hand: 110.00 (last quarter's INV-0004, paid 3 Oct) + 511.17 + 500.00 (part of INV-0002)
    // + 110.00 (a deposit on a quote not yet invoiced) = 1,231.17 received;
    // GST 10.00 + 46.47 + 45.45 (500 × 110 / 1,210 = 45.4545…) + 10.00 (110 × 20 / 220) = 111.92.
    expect(figures).toMatchObject({ basis: 'cash', G1: '1231.17', '1A': '111.92' });
    expect(figures.payments.map((payment) => [payment.paymentDate, payment.invoiceNumber, payment.quoteNumber, payment.amount, payment.gst])).toEqual([
      ['2026-10-03', books.invoices.lastQuarter.invoiceNumber, null, '110.00', '10.00'],
      ['2026-11-02', books.invoices.paidInFull.invoiceNumber, null, '511.17', '46.47'],
      ['2026-11-20', books.invoices.partPaid.invoiceNumber, null, '500.00', '45.45'],
      ['2026-12-05', null, 'Q-0006', '110.00', '10.00'],
    ]);
    // The walk-in's receipt paid no invoice or quote: its GST is unknown, so it is shown, not counted.
    expect(figures.uncounted).toEqual([expect.objectContaining({ paymentDate: '2026-12-01', clientName: 'Walk-in', method: 'Cash', amount: '80.00', gst: null })]);
    // The same quarter's invoices are there to look at on either basis.
    expect(figures.invoices).toHaveLength(3);
  });

  it('counts only the days asked for', async () => {
    const october = await report(books.sam, 'from=2026-10-01&to=2026-10-31&basis=cash');
    expect(october).toMatchObject({ G1: '110.00', '1A': '10.00' });
    const lastQuarter = await report(books.sam, 'from=2026-07-01&to=2026-09-30&basis=accrual');
    expect(lastQuarter).toMatchObject({ G1: '110.00', '1A': '10.00' });
    expect(lastQuarter.invoices.map((invoice) => [invoice.invoiceNumber, invoice.issueDate])).toEqual([[books.invoices.lastQuarter.invoiceNumber, '2026-09-30']]);
  });

  it('takes the business’s own basis when none is asked for: cash, until it is changed', async () => {
    expect((await report(books.sam, range)).basis).toBe('cash');
    const { body: business } = await books.sam.business('GET', '/api/business');
    expect((await books.sam.business('PATCH', `/api/business/${business.id}`, { basBasis: 'accrual' })).status).toBe(200);
    await expect.poll(async () => (await report(books.sam, range)).basis).toBe('accrual');
    expect(await report(books.sam, range)).toMatchObject({ G1: '1757.47', '1A': '159.77' });
  });

  it('gives each owner their own figures: a business not registered has sales and no GST, an owner with nothing has nothing', async () => {
    expect(await report(books.alex, `${range}&basis=accrual`)).toMatchObject({ G1: '160.00', '1A': '0.00', payments: [], uncounted: [] });
    for (const basis of ['cash', 'accrual']) {
      expect(await report(books.jo, `${range}&basis=${basis}`)).toEqual({ ...QUARTER, basis, G1: '0.00', '1A': '0.00', invoices: [], payments: [], uncounted: [] });
    }
  });

  it('answers 400 naming the field for a bad range or basis, and 401 signed out', async () => {
    const cases: [string, Record<string, string>][] = [
      ['basis=cash', { from: 'Enter the start date as YYYY-MM-DD', to: 'Enter the end date as YYYY-MM-DD' }],
      [`${range}&basis=monthly`, { basis: 'Choose cash or accrual' }],
      ['from=2026-10-01&to=2026-9-30', { to: 'Enter the end date as YYYY-MM-DD' }],
      ['from=2026-12-31&to=2026-10-01', { to: 'The end date is before the start date' }],
      ['from=2025-07-01&to=2026-12-31', { to: 'Choose at most 400 days' }],
    ];
    for (const [query, fields] of cases) {
      const response = await books.get(books.sam, `/api/reports/gst?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: { fields: unknown } }).error.fields).toEqual(fields);
    }
    expect((await fetch(`${books.world.invoicesUrl}/api/reports/gst?${range}`)).status).toBe(401);
  });
});
