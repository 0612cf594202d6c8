import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedJob } from '../testing/jobs.ts';
import { startInvoicesWorld, type InvoicesWorld, type Owner } from '../testing/services.ts';

const cents = (money: string) => Math.round(Number(money) * 100);

describe('retention held from each claim and the deposit taken off the first', () => {
  let world: InvoicesWorld;
  beforeAll(async () => {
    world = await startInvoicesWorld();
  }, 60_000);
  afterAll(() => world?.stop());

  const claim = (who: Owner, quoteId: string, body: Record<string, unknown>) => who.invoices('POST', `/api/quotes/${quoteId}/claims`, body);

  it('holds 5% of each claim and releases it once the rest is claimed: the invoices come to exactly the job', async () => {
    const owner = await world.owner({ retentionPercent: 5 });
    const quote = await acceptedJob(owner);
    const first = await claim(owner, quote.id, { kind: 'percent', value: 40 });
    // 40% of 11,000.00 is 4,400.00; 5% of it (220.00) is held: the invoice bills 4,180.00.
    expect(first.body).toMatchObject({ totalAmount: '4180.00', taxAmount: '380.00', claim: { thisClaim: '4400.00', retentionHeld: '220.00', remaining: '6600.00' } });
    const lines = (await owner.invoices('GET', `/api/invoices/${first.body.id}/items`)).body;
    expect(lines.map((line: { description: string; totalPrice: string }) => [line.description, line.totalPrice])).toEqual([
      ['Progress claim 1: 40% of the job', '4000.00'],
      ['Retention held (5%)', '-200.00'],
    ]);
    const early = await claim(owner, quote.id, { kind: 'retention' });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('Retention is released once the rest of the job is claimed');
    const second = await claim(owner, quote.id, { kind: 'amount', value: '3333.33' });
    // 5% of 3,333.33 is 166.6665, half-up 166.67.
    expect(second.body.claim).toMatchObject({ thisClaim: '3333.33', retentionHeld: '166.67' });
    const third = await claim(owner, quote.id, { kind: 'remainder' });
    expect(third.body.claim).toMatchObject({ thisClaim: '3266.67', retentionHeld: '163.33', remaining: '0.00' });
    const release = await claim(owner, quote.id, { kind: 'retention' });
    expect(release.status).toBe(201);
    expect(release.body.claim).toMatchObject({ number: 4, kind: 'retention', thisClaim: '550.00', retentionHeld: '0.00', remaining: '0.00' });
    expect(release.body.totalAmount).toBe('550.00');
    const total = [first, second, third, release].reduce((sum, made) => sum + cents(made.body.totalAmount), 0);
    expect(total).toBe(1_100_000);
    expect((await claim(owner, quote.id, { kind: 'retention' })).body.error.message).toBe('No retention is held on this job');
    const jobs = (await owner.invoices('GET', '/api/claims')).body.jobs;
    expect(jobs[0]).toMatchObject({ quoteId: quote.id, claims: 4, claimed: '11000.00', remaining: '0.00', retentionHeld: '0.00' });
  });

  it('takes a deposit already paid off the claims, first claim first, and shows it', async () => {
    const owner = await world.owner();
    const quote = await acceptedJob(owner);
    const paid = await owner.invoices('POST', '/api/receipts', { clientName: 'Zoe Nguyen', paymentMethod: 'Bank Transfer', paymentAmount: '1000.00', paymentDate: '2026-11-20', quoteId: quote.id });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const first = await claim(owner, quote.id, { kind: 'percent', value: 5 });
    expect(first.body).toMatchObject({ totalAmount: '550.00', depositPaid: '550.00', balanceDue: '0.00', status: 'paid', claim: { depositApplied: '550.00' } });
    const second = await claim(owner, quote.id, { kind: 'percent', value: 30 });
    expect(second.body).toMatchObject({ totalAmount: '3300.00', depositPaid: '450.00', balanceDue: '2850.00', claim: { depositApplied: '450.00' } });
    const third = await claim(owner, quote.id, { kind: 'remainder' });
    expect(third.body).toMatchObject({ depositPaid: '0.00', balanceDue: '7150.00' });
    // A payment recorded on the second claim keeps its deposit counted.
    expect((await owner.invoices('POST', '/api/receipts', { clientName: 'Zoe Nguyen', paymentMethod: 'Bank Transfer', paymentAmount: '2850.00', paymentDate: '2026-11-27', invoiceId: second.body.id })).status).toBe(201);
    expect((await owner.invoices('GET', `/api/invoices/${second.body.id}`)).body).toMatchObject({ depositPaid: '450.00', paymentsReceived: '2850.00', balanceDue: '0.00', status: 'paid' });
  });

  it('a retention above 10% is refused beside the field', async () => {
    const owner = await world.owner();
    const business = (await owner.business('GET', '/api/business')).body;
    const refused = await owner.business('PATCH', `/api/business/${business.id}`, { retentionPercent: 11 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ retentionPercent: 'Retention is a whole percent from 0 to 10' });
    expect((await owner.business('PATCH', `/api/business/${business.id}`, { retentionPercent: 5 })).body.retentionPercent).toBe(5);
  });
});
