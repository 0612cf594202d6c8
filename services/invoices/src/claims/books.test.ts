import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedJob } from '../testing/jobs.ts';
import { startInvoicesWorld, type InvoicesWorld, type Owner } from '../testing/services.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A fortnight around today, whatever the business's time zone makes of it. */
const range = `from=${day(-7)}&to=${day(7)}`;

describe('the books take progress claims like any invoice', () => {
  let world: InvoicesWorld;
  let owner: Owner;
  let claims: { id: string; invoiceNumber: string }[];
  beforeAll(async () => {
    world = await startInvoicesWorld();
    owner = await world.owner();
    const quote = await acceptedJob(owner);
    const receipt = (body: Record<string, unknown>) => owner.invoices('POST', '/api/receipts', { clientName: 'Zoe Nguyen', paymentMethod: 'Bank Transfer', paymentDate: day(0), ...body });
    expect((await receipt({ paymentAmount: '1100.00', quoteId: quote.id })).status).toBe(201);
    const first = (await owner.invoices('POST', `/api/quotes/${quote.id}/claims`, { kind: 'percent', value: 50 })).body;
    expect((await receipt({ paymentAmount: '4400.00', invoiceId: first.id })).status).toBe(201);
    const last = (await owner.invoices('POST', `/api/quotes/${quote.id}/claims`, { kind: 'remainder' })).body;
    claims = [first, last];
  }, 60_000);
  afterAll(() => world?.stop());

  it('on the accruals basis the BAS counts each claim issued, with its GST', async () => {
    const report = (await owner.invoices('GET', `/api/reports/gst?${range}&basis=accrual`)).body;
    expect(report).toMatchObject({ G1: '11000.00', '1A': '1000.00' });
    expect(report.invoices.map((invoice: { invoiceNumber: string; total: string; gst: string }) => [invoice.invoiceNumber, invoice.total, invoice.gst])).toEqual([
      [claims[0]!.invoiceNumber, '5500.00', '500.00'],
      [claims[1]!.invoiceNumber, '5500.00', '500.00'],
    ]);
  });

  it('on the cash basis it counts the deposit on the quote and the payment of the first claim, once each', async () => {
    // 1,100.00 × 1,000.00 / 11,000.00 = 100.00 of the deposit; 4,400.00 × 500.00 / 5,500.00 = 400.00.
    expect((await owner.invoices('GET', `/api/reports/gst?${range}&basis=cash`)).body).toMatchObject({ G1: '5500.00', '1A': '500.00' });
  });

  it("Xero's import file carries every claim with its line", async () => {
    const csv: string = (await owner.invoices('GET', `/api/exports/xero/invoices.csv?${range}`)).body;
    for (const claim of claims) expect(csv).toContain(claim.invoiceNumber);
    expect(csv).toContain('Progress claim 1: 50% of the job');
    expect(csv).toContain('Progress claim 2: the balance of the job');
  });
});
