import { connect } from '@cobber/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedJob, keptVariation } from '../testing/jobs.ts';
import { startInvoicesWorld, type InvoicesWorld, type Owner } from '../testing/services.ts';

describe('claims bill the contract plus the variations the client approved', () => {
  let world: InvoicesWorld;
  let owner: Owner;
  let quotesDb: ReturnType<typeof connect>;
  beforeAll(async () => {
    world = await startInvoicesWorld();
    owner = await world.owner();
    quotesDb = connect(world.databaseUrl, 'quotes');
  }, 60_000);
  afterAll(async () => {
    await quotesDb?.destroy();
    await world?.stop();
  });

  const variation = (quoteId: string, number: number, status: string, total: string) => keptVariation(quotesDb, owner, quoteId, { number, status, total });

  it('counts approved variations, credits too, and leaves drafts and rejected ones out', async () => {
    const quote = await acceptedJob(owner);
    await variation(quote.id, 1, 'approved', '462.00');
    await variation(quote.id, 2, 'approved', '-93.50');
    await variation(quote.id, 3, 'sent', '1100.00');
    await variation(quote.id, 4, 'rejected', '2200.00');
    const first = await owner.invoices('POST', `/api/quotes/${quote.id}/claims`, { kind: 'percent', value: 50 });
    // 50% of 11,000.00 + 462.00 − 93.50 = 11,368.50 is 5,684.25.
    expect(first.body.claim).toMatchObject({ contractTotal: '11000.00', variationsTotal: '368.50', thisClaim: '5684.25', remaining: '5684.25' });
    // The client approves another variation: what is left grows by it.
    await variation(quote.id, 5, 'approved', '110.00');
    const rest = await owner.invoices('POST', `/api/quotes/${quote.id}/claims`, { kind: 'remainder' });
    expect(rest.body.claim).toMatchObject({ variationsTotal: '478.50', claimedBefore: '5684.25', thisClaim: '5794.25', remaining: '0.00' });
    expect(Number(first.body.totalAmount) * 100 + Number(rest.body.totalAmount) * 100).toBeCloseTo(1_147_850, 6);
  });
});
