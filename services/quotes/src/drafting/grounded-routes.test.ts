import { QuoteDraft } from '@cobber/contracts';
import { startFakeOpenAi } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQuotesWorld, type Api, type QuotesWorld } from '../testing/services.ts';

/** What the model answers every time: one line it made up, a count it got wrong, a tap the client supplies, priced. */
const modelDraft = {
  title: 'Smoke alarms and kitchen tap',
  description: 'Install interconnected smoke alarms and replace the kitchen tap.',
  labour: [{ item: 'Electrician labour', hours: 1, rate: 150, from: 'Install 2 interconnected smoke alarms' }],
  materials: [
    { item: 'Interconnected smoke alarm', quantity: 1, unit_cost: 75, source: 'typical', from: 'interconnected smoke alarms' },
    { item: 'Kitchen mixer tap', quantity: 1, unit_cost: 180, source: 'typical', from: 'kitchen tap' },
    { item: 'Safety switch (RCD)', quantity: 2, unit_cost: 60, source: 'typical', from: 'add safety switches to every circuit' },
  ],
  other: [],
  travel: null,
};

const NOTES = 'Install 2 interconnected smoke alarms in the hallway and replace the kitchen tap (client supplied).';
const WITH_SWITCHBOARD = `${NOTES} Tidy up the switchboard while there.`;

describe('POST /api/generate-quote with an OpenAI-compatible model: the draft held to the notes, and the business’s rules', () => {
  let openAi: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let world: QuotesWorld;
  let sam: Api;
  let ali: Api;
  const draft = async (api: Api, jobDescription: string) => {
    const { status, body } = await api('POST', '/api/generate-quote', { jobDescription });
    expect(status).toBe(200);
    return QuoteDraft.parse(body);
  };

  beforeAll(async () => {
    openAi = await startFakeOpenAi({ draft: modelDraft });
    world = await startQuotesWorld({ drafting: { apiKey: 'sk-grounding-test', baseURL: openAi.url } });
    ({ quotes: sam } = await world.owner());
    ({ quotes: ali } = await world.owner({ name: 'Ali Electrical' }));
    const rule = { description: 'Certificate of compliance', type: 'other', unitPrice: '65.00', alwaysWith: 'switchboard' };
    expect((await sam('POST', '/api/price-book', rule)).status).toBe(201);
    expect((await ali('POST', '/api/price-book', { description: 'Smoke alarm test certificate', type: 'other', unitPrice: '40.00', alwaysWith: 'smoke alarm' })).status).toBe(201);
  });
  afterAll(async () => {
    await world.stop();
    await openAi.stop();
  });

  it('drops the invented line, keeps the 2 alarms the notes state, and prices the client’s tap at $0.00', async () => {
    const grounded = await draft(sam, NOTES);
    expect(grounded.dropped).toBe(1);
    expect(grounded.materials).toEqual([
      { item: 'Interconnected smoke alarm', quantity: 2, unit_cost: 75, source: 'typical', from: 'interconnected smoke alarms' },
      { item: 'Kitchen mixer tap', quantity: 1, unit_cost: 0, source: 'client_supplied', from: 'kitchen tap' },
    ]);
    expect(grounded.labour).toEqual([{ item: 'Electrician labour', hours: 1, rate: 90, source: 'business_rate', from: 'Install 2 interconnected smoke alarms' }]);
    expect(grounded.other).toEqual([]);
  });

  it('adds the item the business always adds to switchboard work when the notes say "switchboard", and not otherwise', async () => {
    const withRule = await draft(sam, WITH_SWITCHBOARD);
    expect(withRule.other).toEqual([{ item: 'Certificate of compliance', cost: 65, source: 'price_book', rule: 'with any switchboard work' }]);
    expect(withRule.dropped).toBe(1);
    expect((await draft(sam, NOTES)).other).toEqual([]);
  });

  it("applies each owner's rules to their own drafts only", async () => {
    const alis = await draft(ali, WITH_SWITCHBOARD);
    expect(alis.other).toEqual([{ item: 'Smoke alarm test certificate', cost: 40, source: 'price_book', rule: 'with any smoke alarm work' }]);
    expect((await draft(sam, WITH_SWITCHBOARD)).other.map((line) => line.item)).toEqual(['Certificate of compliance']);
  });

  it('leaves out the rule of an item the owner hid', async () => {
    const [item] = (await ali('GET', '/api/price-book?search=certificate')).body.items;
    expect((await ali('PATCH', `/api/price-book/${item.id}`, { hidden: true })).status).toBe(200);
    expect((await draft(ali, NOTES)).other).toEqual([]);
  });
});

describe('POST /api/generate-quote with the built-in drafter: the business’s rules', () => {
  let world: QuotesWorld;
  let sam: Api;
  let samId: string;
  beforeAll(async () => {
    world = await startQuotesWorld();
    ({ quotes: sam, id: samId } = await world.owner());
    expect((await sam('POST', '/api/price-book', { description: 'Compliance certificate', type: 'other', unitPrice: '65.00', alwaysWith: 'switchboard, meter box' })).status).toBe(201);
  });
  afterAll(() => world.stop());

  it('adds the rule item to switchboard work once, and leaves other work alone', async () => {
    const upgrade = QuoteDraft.parse((await sam('POST', '/api/generate-quote', { jobDescription: 'Replace the old switchboards with a new 12 pole board' })).body);
    expect(upgrade.other.filter((line) => line.rule)).toEqual([{ item: 'Compliance certificate', cost: 65, source: 'price_book', rule: 'with any switchboard or meter box work' }]);
    const fan = QuoteDraft.parse((await sam('POST', '/api/generate-quote', { jobDescription: 'Install a ceiling fan in the main bedroom' })).body);
    expect([...fan.labour, ...fan.materials, ...fan.other].filter((line) => line.rule)).toEqual([]);
  });

  it('keeps a rule however far down a big book its item sits', async () => {
    const rows = Array.from({ length: 2_100 }, (_, n) => `Wholesale item ${n},materials,${(n % 90) + 1}.00,each,,,`);
    const imported = await sam('POST', '/api/price-book/import', `description,type,unit_price,unit,times_used,last_used,always_with\n${rows.join('\n')}\n`, { 'content-type': 'text/csv' });
    expect(imported.body.imported).toBe(2_100);
    // Every other item used once: the never-sent certificate is last of 2,101.
    await world.quotes.db('price_book_items').where({ owner_id: samId }).whereNull('always_with').update({ times_used: 1 });
    const upgrade = QuoteDraft.parse((await sam('POST', '/api/generate-quote', { jobDescription: 'New meter box on the garage wall' })).body);
    expect(upgrade.other.filter((line) => line.rule).map((line) => line.item)).toEqual(['Compliance certificate']);
  });
});
