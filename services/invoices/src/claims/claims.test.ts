import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedJob, BATHROOM } from '../testing/jobs.ts';
import { startInvoicesWorld, type InvoicesWorld, type Owner } from '../testing/services.ts';

describe('progress claims bill a job in stages, never past its total', () => {
  let world: InvoicesWorld;
  let owner: Owner;
  let other: Owner;
  beforeAll(async () => {
    world = await startInvoicesWorld();
    owner = await world.owner();
    other = await world.owner();
  }, 60_000);
  afterAll(() => world?.stop());

  const claim = (who: Owner, quoteId: string, body: Record<string, unknown>) => who.invoices('POST', `/api/quotes/${quoteId}/claims`, body);

  it('a percent, an amount and the remainder come to exactly the job, each a tax invoice in the one number sequence', async () => {
    const quote = await acceptedJob(owner);
    const first = await claim(owner, quote.id, { kind: 'percent', value: 30, dueDate: '2026-12-24' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      quoteId: quote.id,
      dueDate: '2026-12-24',
      subtotal: '3000.00',
      taxAmount: '300.00',
      totalAmount: '3300.00',
      balanceDue: '3300.00',
      claim: { number: 1, kind: 'percent', contractTotal: '11000.00', variationsTotal: '0.00', claimedBefore: '0.00', thisClaim: '3300.00', depositApplied: '0.00', retentionHeld: '0.00', remaining: '7700.00' },
    });
    const second = await claim(owner, quote.id, { kind: 'amount', value: '2000.00' });
    expect(second.body.claim).toMatchObject({ number: 2, claimedBefore: '3300.00', thisClaim: '2000.00', remaining: '5700.00' });
    // GST is the GST inside the amount: 2,000.00 / 11 = 181.818… → 181.82.
    expect(second.body).toMatchObject({ subtotal: '1818.18', taxAmount: '181.82', totalAmount: '2000.00' });
    const last = await claim(owner, quote.id, { kind: 'remainder' });
    expect(last.body.claim).toMatchObject({ number: 3, claimedBefore: '5300.00', thisClaim: '5700.00', remaining: '0.00' });
    const numbers = [first, second, last].map((made) => Number(made.body.invoiceNumber.slice(4)));
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
    const totals = [first, second, last].map((made) => Math.round(Number(made.body.totalAmount) * 100));
    expect(totals.reduce((sum, cents) => sum + cents, 0)).toBe(1_100_000);

    const listed = await owner.invoices('GET', `/api/quotes/${quote.id}/claims`);
    expect(listed.body.claims.map((row: { invoiceNumber: string; thisClaim: string }) => [row.invoiceNumber, row.thisClaim])).toEqual([
      [first.body.invoiceNumber, '3300.00'],
      [second.body.invoiceNumber, '2000.00'],
      [last.body.invoiceNumber, '5700.00'],
    ]);
    expect((await owner.invoices('GET', `/api/invoices/${second.body.id}`)).body.claim).toMatchObject({ number: 2, thisClaim: '2000.00' });
    const lines = (await owner.invoices('GET', `/api/invoices/${first.body.id}/items`)).body;
    expect(lines.map((line: { description: string; totalPrice: string }) => [line.description, line.totalPrice])).toEqual([['Progress claim 1: 30% of the job', '3000.00']]);
    const jobs = (await owner.invoices('GET', '/api/claims')).body.jobs;
    expect(jobs.find((job: { quoteId: string }) => job.quoteId === quote.id)).toMatchObject({ claims: 3, jobTotal: '11000.00', claimed: '11000.00', remaining: '0.00', retentionHeld: '0.00' });
  });

  it('refuses a claim past what is left with what is left, and leaves nothing half-made', async () => {
    const quote = await acceptedJob(owner);
    expect((await claim(owner, quote.id, { kind: 'amount', value: '10915.00' })).status).toBe(201);
    const count = async () => Number((await world.db('invoices').where('owner_id', owner.id).count<{ count: string }[]>('* as count'))[0]!.count);
    const before = await count();
    const over = await claim(owner, quote.id, { kind: 'amount', value: '85.01' });
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({ code: 'conflict', message: 'Only $85.00 is left to claim on this job' });
    expect((await claim(owner, quote.id, { kind: 'percent', value: 1 })).body.error.message).toBe('Only $85.00 is left to claim on this job');
    expect(await count()).toBe(before);
    expect((await claim(owner, quote.id, { kind: 'remainder' })).body.claim).toMatchObject({ thisClaim: '85.00', remaining: '0.00' });
    expect((await claim(owner, quote.id, { kind: 'remainder' })).body.error.message).toBe('Nothing is left to claim on this job');
  });

  it('two claims at the same moment: one is made, the other is told what is left', async () => {
    const quote = await acceptedJob(owner);
    const answers = await Promise.all([claim(owner, quote.id, { kind: 'percent', value: 60 }), claim(owner, quote.id, { kind: 'percent', value: 60 })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.error.message).toBe('Only $4,400.00 is left to claim on this job');
    expect(await world.db('claims').where('quote_id', quote.id)).toHaveLength(1);
  });

  it('a percent less than a cent past what is left bills what is left; a cent more is refused', async () => {
    // $100.01 with GST off: 50% is 50.005, half-up 50.01; twice would be 100.02.
    const gstFree = await world.owner({ applyGST: false });
    const quote = await acceptedJob(gstFree, { ...BATHROOM, items: [{ description: 'Patch and paint', quantity: 1, unitPrice: '100.01', type: 'labor' }] });
    expect((await claim(gstFree, quote.id, { kind: 'percent', value: 50 })).body).toMatchObject({ taxAmount: '0.00', totalAmount: '50.01' });
    expect((await claim(gstFree, quote.id, { kind: 'percent', value: 50.01 })).body.error.message).toBe('Only $50.00 is left to claim on this job');
    expect((await claim(gstFree, quote.id, { kind: 'percent', value: 50 })).body).toMatchObject({ totalAmount: '50.00', claim: { remaining: '0.00' } });
  });

  it('one invoice or claims, never both', async () => {
    const whole = await acceptedJob(owner);
    expect((await owner.invoices('POST', `/api/quotes/${whole.id}/create-invoice`, {})).status).toBe(201);
    const refused = await claim(owner, whole.id, { kind: 'percent', value: 10 });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This job was billed in one invoice, so it cannot also be claimed in stages');

    const staged = await acceptedJob(owner);
    expect((await claim(owner, staged.id, { kind: 'percent', value: 10 })).status).toBe(201);
    const invoiced = await owner.invoices('POST', `/api/quotes/${staged.id}/create-invoice`, {});
    expect(invoiced.status).toBe(409);
    expect(invoiced.body.error.message).toContain('progress claims');
  });

  it("keeps a claim's amounts as claimed: its lines cannot be changed", async () => {
    const quote = await acceptedJob(owner);
    const made = (await claim(owner, quote.id, { kind: 'percent', value: 10 })).body;
    const added = await owner.invoices('POST', `/api/invoices/${made.id}/items`, { description: 'Extra', quantity: 1, unitPrice: 50, type: 'labor' });
    expect(added.status).toBe(409);
    expect((await owner.invoices('GET', `/api/invoices/${made.id}`)).body.totalAmount).toBe('1100.00');
  });

  it('waits for the client to accept, and says which value is wrong', async () => {
    const draft = await owner.quote(BATHROOM);
    const early = await claim(owner, draft.id, { kind: 'percent', value: 10 });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('Claims can be made once the client has accepted the quote');
    const quote = await acceptedJob(owner);
    for (const body of [{ kind: 'percent' }, { kind: 'percent', value: 101 }, { kind: 'percent', value: 0 }, { kind: 'amount', value: 'lots' }, { kind: 'remainder', value: 5 }]) {
      const bad = await claim(owner, quote.id, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(bad.body.error.fields)).toEqual(['value']);
    }
    expect((await claim(owner, quote.id, { kind: 'stages' })).body.error.fields).toHaveProperty('kind');
  });

  it("another owner's job is not found", async () => {
    const quote = await acceptedJob(owner);
    const made = (await claim(owner, quote.id, { kind: 'percent', value: 10 })).body;
    expect((await claim(other, quote.id, { kind: 'percent', value: 10 })).status).toBe(404);
    expect((await other.invoices('GET', `/api/quotes/${quote.id}/claims`)).status).toBe(404);
    expect((await other.invoices('GET', `/api/invoices/${made.id}`)).status).toBe(404);
    expect((await other.invoices('GET', '/api/claims')).body.jobs).toEqual([]);
    expect(await world.db('claims').where('quote_id', quote.id)).toHaveLength(1);
  });
});
