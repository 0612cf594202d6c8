import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicesWorld, type InvoicesWorld, type Owner } from '../testing/services.ts';

/** $10,000.00 of work, $11,000.00 with GST. */
const BATHROOM = {
  clientName: 'Zoe Nguyen',
  clientEmail: 'zoe@example.com',
  title: 'Bathroom renovation',
  includeTravel: false,
  items: [{ description: 'Strip out and rebuild the bathroom', quantity: 1, unitPrice: 10000, type: 'labor' }],
};

async function acceptedJob(owner: Owner) {
  const quote = await owner.quote(BATHROOM);
  expect((await owner.quotes('POST', `/api/quotes/${quote.id}/send`)).status).toBe(200);
  expect((await owner.quotes('PATCH', `/api/quotes/${quote.id}/public/approve`, {})).status).toBe(200);
  return quote;
}

describe('a cancelled invoice no longer bills the job', () => {
  let world: InvoicesWorld;
  let owner: Owner;
  beforeAll(async () => {
    world = await startInvoicesWorld();
    owner = await world.owner({ retentionPercent: 5 });
  }, 60_000);
  afterAll(() => world?.stop());

  const claim = (quoteId: string, body: Record<string, unknown>) => owner.invoices('POST', `/api/quotes/${quoteId}/claims`, body);
  const cancel = (invoiceId: string) => owner.invoices('POST', `/api/invoices/${invoiceId}/cancel`);
  const createInvoice = (quoteId: string) => owner.invoices('POST', `/api/quotes/${quoteId}/create-invoice`, {});
  const jobOf = async (quoteId: string) => ((await owner.invoices('GET', '/api/claims')).body.jobs as { quoteId: string }[]).find((job) => job.quoteId === quoteId);

  it('a cancelled claim frees what it claimed and the retention it held; the next claim takes the next number', async () => {
    const quote = await acceptedJob(owner);
    const half = await claim(quote.id, { kind: 'percent', value: 50 });
    expect(half.status).toBe(201);
    expect((await cancel(half.body.id)).status).toBe(200);
    expect(await jobOf(quote.id)).toBeUndefined();

    const whole = await claim(quote.id, { kind: 'percent', value: 100 });
    expect(whole.status, JSON.stringify(whole.body)).toBe(201);
    expect(whole.body.claim).toMatchObject({ number: 2, claimedBefore: '0.00', thisClaim: '11000.00', retentionHeld: '550.00', remaining: '0.00' });
    expect(await jobOf(quote.id)).toMatchObject({ claims: 1, claimed: '11000.00', remaining: '0.00', retentionHeld: '550.00' });
    const listed = (await owner.invoices('GET', `/api/quotes/${quote.id}/claims`)).body.claims as { number: number; status: string }[];
    expect(listed.map((row) => [row.number, row.status])).toEqual([
      [1, 'cancelled'],
      [2, 'draft'],
    ]);

    const release = await claim(quote.id, { kind: 'retention' });
    expect(release.body.claim).toMatchObject({ number: 3, thisClaim: '550.00' });
    expect((await cancel(release.body.id)).status).toBe(200);
    expect((await claim(quote.id, { kind: 'retention' })).body.claim).toMatchObject({ number: 4, thisClaim: '550.00' });
  });

  it('two claims at once after a cancel still cannot bill past the job', async () => {
    const quote = await acceptedJob(owner);
    const first = await claim(quote.id, { kind: 'percent', value: 60 });
    expect((await cancel(first.body.id)).status).toBe(200);
    const answers = await Promise.all([claim(quote.id, { kind: 'percent', value: 60 }), claim(quote.id, { kind: 'percent', value: 60 })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.error.message).toBe('Only $4,400.00 is left to claim on this job');
  });

  it('a job whose invoice was cancelled is invoiced again with a new number; asking again answers that one', async () => {
    const quote = await acceptedJob(owner);
    const first = await createInvoice(quote.id);
    expect(first.status).toBe(201);
    expect((await cancel(first.body.id)).status).toBe(200);

    const again = await createInvoice(quote.id);
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(first.body.id);
    expect(again.body.invoiceNumber).not.toBe(first.body.invoiceNumber);
    expect(again.body).toMatchObject({ status: 'draft', totalAmount: '11000.00' });
    const retry = await createInvoice(quote.id);
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(again.body.id);
    expect((await claim(quote.id, { kind: 'percent', value: 10 })).status).toBe(409);
  });

  it('two create-invoice taps at once after a cancel make one new invoice', async () => {
    const quote = await acceptedJob(owner);
    const first = await createInvoice(quote.id);
    expect((await cancel(first.body.id)).status).toBe(200);
    const answers = await Promise.all([createInvoice(quote.id), createInvoice(quote.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.body.id).toBe(answers[1]!.body.id);
    expect(await world.db('invoices').where({ quote_id: quote.id }).whereNot('status', 'cancelled')).toHaveLength(1);
  });

  it('claims are allowed once the invoice of the whole job is cancelled, and the whole invoice once every claim is', async () => {
    const quote = await acceptedJob(owner);
    const whole = await createInvoice(quote.id);
    expect((await claim(quote.id, { kind: 'percent', value: 30 })).status).toBe(409);
    expect((await cancel(whole.body.id)).status).toBe(200);
    const first = await claim(quote.id, { kind: 'percent', value: 30 });
    expect(first.status).toBe(201);
    expect((await createInvoice(quote.id)).status).toBe(409);
    expect((await cancel(first.body.id)).status).toBe(200);
    expect((await createInvoice(quote.id)).status).toBe(201);
  });
});
