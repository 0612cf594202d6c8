import { createEvent } from '@cobber/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ITEMS, startQuotesWorld, type Api, type QuotesWorld, type TestOwner } from '../testing/services.ts';

type Item = { id: string; description: string; quantity: string; unitPrice: string; totalPrice: string; type: string };

// Every quote fully editable (lines, travel, deposit) in one call; Edit AI Quote creates with its deposit in one call.

describe('a quote edited whole in one PATCH', () => {
  let world: QuotesWorld;
  let sam: Api;
  let owner: TestOwner;
  beforeAll(async () => {
    world = await startQuotesWorld();
    owner = await world.owner({ applyGST: true });
    sam = owner.quotes;
  });
  afterAll(() => world.stop());

  /** 3 × 90 + 6 × 24.95 + 15 = 434.70; GST 43.47; 478.17. */
  const newQuote = async (extra: Record<string, unknown> = {}) => {
    const made = await sam('POST', '/api/quotes', { ...owner.client, title: 'Downlights', items: SAMPLE_ITEMS, ...extra });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body as { id: string; money: { depositRequested: string | null } };
  };
  const items = async (id: string) => (await sam('GET', `/api/quotes/${id}/items`)).body as Item[];
  const history = async (id: string) => (await sam('GET', `/api/quotes/${id}/history`)).body as { description: string; oldValue: string | null; newValue: string | null }[];
  const eventTypes = async (id: string) => (await world.quotes.db('outbox').where('key', id).orderBy('seq').select('envelope')).map((row) => row.envelope.type as string);
  const priced = (list: Item[]) => list.filter((item) => item.type !== 'deposit').map(({ id, description, quantity, unitPrice }) => ({ id, description, quantity, unitPrice }));

  it('creates a quote with its deposit in one call and one event', async () => {
    const quote = await newQuote({ deposit: '100.00' });
    expect(quote.money.depositRequested).toBe('100.00');
    expect((await items(quote.id)).at(-1)).toMatchObject({ type: 'deposit', totalPrice: '100.00' });
    expect(await eventTypes(quote.id)).toEqual(['quote.created']);
    expect((await history(quote.id)).map((entry) => entry.description)).toContain('Deposit of $100.00 requested');
  });

  it('refuses a deposit on create above the total including GST, creating nothing', async () => {
    const before = await world.quotes.db('quotes').where('owner_id', owner.id).count<{ count: string }[]>('id as count');
    const refused = await sam('POST', '/api/quotes', { ...owner.client, title: 'Too much', items: SAMPLE_ITEMS, deposit: '478.18' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ deposit: 'Please enter a valid deposit amount' });
    expect(await world.quotes.db('quotes').where('owner_id', owner.id).count<{ count: string }[]>('id as count')).toEqual(before);
  });

  it('adds, removes and reorders lines, changes travel and requests the deposit, all in one call: one revision, one event', async () => {
    const quote = await newQuote();
    expect((await sam('POST', `/api/quotes/${quote.id}/send`)).status).toBe(200);
    const [labour, kit, disposal] = await items(quote.id);
    const eventsBefore = (await eventTypes(quote.id)).length;

    const saved = await sam('PATCH', `/api/quotes/${quote.id}`, {
      items: [
        { id: kit!.id },
        { id: labour!.id, quantity: 4 },
        { description: 'Smoke alarm', quantity: 1, unitPrice: '60.00', type: 'materials' },
      ],
      includeTravel: true,
      travelDistance: 20,
      costPerKm: '1.50',
      deposit: '250.00',
    });
    // 6 × 24.95 + 4 × 90 + 60 + 20 × 1.50 = 599.70; GST 59.97; total 659.67.
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ subtotal: '599.70', totalAmount: '659.67', travelCost: '30.00', includeTravel: true, revision: 2, status: 'draft' });
    expect(saved.body.money).toMatchObject({ depositRequested: '250.00' });
    expect((await items(quote.id)).map((item) => [item.description, item.totalPrice])).toEqual([
      ['LED downlight kit', '149.70'],
      ['Install LED downlights', '360.00'],
      ['Smoke alarm', '60.00'],
      ['Deposit', '250.00'],
    ]);
    expect((await eventTypes(quote.id)).slice(eventsBefore)).toEqual(['quote.updated']);
    const said = (await history(quote.id)).map((entry) => entry.description);
    for (const entry of [
      'Removed Other "Disposal"',
      'Added Materials "Smoke alarm"',
      'Items reordered',
      'Include travel changed',
      'Travel distance (km) changed',
      'Deposit of $250.00 requested',
      'Changed after sending — needs resending',
    ]) {
      expect(said).toContain(entry);
    }
    expect(said).not.toContain(`Removed Labour "${disposal!.description}"`);
  });

  it('changes and withdraws the deposit, and a change of travel alone reprices', async () => {
    const quote = await newQuote({ deposit: '100.00' });
    const changed = await sam('PATCH', `/api/quotes/${quote.id}`, { deposit: '150' });
    expect(changed.body.money.depositRequested).toBe('150.00');
    expect((await history(quote.id))[0]).toMatchObject({ description: 'Deposit changed to $150.00', oldValue: '100.00', newValue: '150.00' });
    const travel = await sam('PATCH', `/api/quotes/${quote.id}`, { includeTravel: true, travelDistance: '10' });
    // 434.70 + 10 km × the default $1.50 = 449.70; GST 44.97.
    expect(travel.body).toMatchObject({ travelCost: '15.00', subtotal: '449.70', totalAmount: '494.67' });
    const withdrawn = await sam('PATCH', `/api/quotes/${quote.id}`, { deposit: null });
    expect(withdrawn.body.money.depositRequested).toBeNull();
    expect((await items(quote.id)).some((item) => item.type === 'deposit')).toBe(false);
    // Nothing really changed: no history, no event, no revision.
    const revision = withdrawn.body.revision;
    const again = await sam('PATCH', `/api/quotes/${quote.id}`, { deposit: null, includeTravel: true, travelDistance: 10, items: priced(await items(quote.id)) });
    expect(again.body.revision).toBe(revision);
  });

  it('checks the deposit against the new total, and a refused one leaves lines and travel as they were', async () => {
    const quote = await newQuote();
    const before = await items(quote.id);
    // One line left and 5 km: 270 + 7.50 + GST = 305.25, so $305.25 fits but $305.26 does not.
    const tooMuch = await sam('PATCH', `/api/quotes/${quote.id}`, { items: priced(before).slice(0, 1), includeTravel: true, travelDistance: 5, deposit: '305.26' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.fields).toEqual({ deposit: 'Please enter a valid deposit amount' });
    expect(await items(quote.id)).toEqual(before);
    expect((await sam('GET', `/api/quotes/${quote.id}`)).body).toMatchObject({ includeTravel: false, totalAmount: '478.17', revision: 1 });
    const fits = await sam('PATCH', `/api/quotes/${quote.id}`, { items: priced(before).slice(0, 1), includeTravel: true, travelDistance: 5, deposit: '305.25' });
    expect(fits.body).toMatchObject({ totalAmount: '305.25', money: { depositRequested: '305.25' } });
  });

  it('keeps a deposit the client paid: it cannot go below what was paid or be withdrawn', async () => {
    const quote = await newQuote({ deposit: '100.00' });
    const payment = createEvent('payment.succeeded', {
      ownerId: owner.id,
      key: quote.id,
      data: {
        ownerId: owner.id,
        paymentId: crypto.randomUUID(),
        documentType: 'quote',
        documentId: quote.id,
        amountCents: 10_000,
        customerEmail: 'zoe@example.com',
        customerName: 'Zoe Nguyen',
        provider: 'test',
        providerPaymentId: 'test_1',
        testPayment: true,
      },
    });
    await world.bus.publish([payment]);
    await world.bus.settled();
    const lower = await sam('PATCH', `/api/quotes/${quote.id}`, { deposit: '50.00' });
    expect(lower.status).toBe(400);
    expect(lower.body.error.fields).toEqual({ deposit: 'The deposit cannot be less than the $100.00 already paid' });
    expect((await sam('PATCH', `/api/quotes/${quote.id}`, { deposit: null })).status).toBe(409);
    expect((await sam('PATCH', `/api/quotes/${quote.id}`, { deposit: '120.00' })).status).toBe(200);
  });

  it('lets an approved quote change its deposit but not its travel', async () => {
    const quote = await newQuote();
    await sam('POST', `/api/quotes/${quote.id}/send`);
    await sam('PATCH', `/api/quotes/${quote.id}/public/approve`);
    expect((await sam('PATCH', `/api/quotes/${quote.id}`, { includeTravel: true, travelDistance: 5 })).status).toBe(409);
    const deposit = await sam('PATCH', `/api/quotes/${quote.id}`, { deposit: '100.00' });
    expect(deposit.status).toBe(200);
    expect(deposit.body).toMatchObject({ status: 'approved', money: { depositRequested: '100.00' } });
  });
});
