import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQuotesWorld, type QuotesWorld, type TestOwner } from '../testing/services.ts';

type Item = { id: string; description: string; type: string };

const LABOUR = 'Electrical labour: safety switches and switchboard upgrade';
const DESCRIPTION = 'Scope of work:\n• Upgrade the switchboard with RCBO protection on every circuit\n• Supply and install safety switches (RCDs) × 2\n\nElectrical work to AS/NZS 3000.';

const drafted = {
  title: 'Safety switches and switchboard upgrade',
  description: DESCRIPTION,
  items: [
    { description: LABOUR, quantity: 8, unitPrice: 90, type: 'labor' },
    { description: 'Safety switch (RCD)', quantity: 2, unitPrice: 95, type: 'materials' },
    { description: 'Switchboard upgrade (enclosure, main switch, RCBOs)', quantity: 1, unitPrice: 950, type: 'materials' },
    { description: 'Electrical safety certificate', quantity: 1, unitPrice: 95, type: 'other' },
  ],
};

describe("a quote's words follow its lines", () => {
  let world: QuotesWorld;
  let sam: TestOwner;
  beforeAll(async () => {
    world = await startQuotesWorld();
    sam = await world.owner();
  });
  afterAll(() => world.stop());

  async function draftedQuote(generatedWords: Record<string, unknown> = { title: true, description: true, lines: [0] }) {
    const made = await sam.quotes('POST', '/api/quotes', { ...sam.client, ...drafted, generatedWords });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const items = (await sam.quotes('GET', `/api/quotes/${made.body.id}/items`)).body as Item[];
    return { id: made.body.id as string, items };
  }
  /** The lines but the switchboard's, as the edit screen sends them. */
  const withoutSwitchboard = (items: Item[]) => items.filter((item) => !/switchboard upgrade \(/i.test(item.description)).map(({ id }) => ({ id }));
  const quote = async (id: string) => (await sam.quotes('GET', `/api/quotes/${id}`)).body;
  const items = async (id: string) => (await sam.quotes('GET', `/api/quotes/${id}/items`)).body as Item[];

  it('makes the title, the scope of work and the labour words again when a line is deleted, for the client and the invoice alike', async () => {
    const { id, items: lines } = await draftedQuote();
    const saved = await sam.quotes('PATCH', `/api/quotes/${id}`, { items: withoutSwitchboard(lines) });
    expect(saved.status).toBe(200);
    expect(saved.body.title).toBe('Safety switches');
    expect(saved.body.description).toBe('Scope of work:\n• Supply and install safety switch × 2\n• Electrical safety certificate\n\nElectrical work to AS/NZS 3000.');
    expect((await items(id))[0]!.description).toBe('Electrical labour: safety switches');
    expect(JSON.stringify(await quote(id))).not.toMatch(/switchboard/i);

    // What the other services read (the invoice made from it, the PDF's copy) says the same.
    await world.bus.settled();
    const last = world.events.filter((event) => event.key === id).at(-1)!.data as { title: string; items: Item[] };
    expect(last.title).toBe('Safety switches');
    expect(last.items.map((item) => item.description).join(' ')).not.toMatch(/switchboard/i);

    const history = (await sam.quotes('GET', `/api/quotes/${id}/history`)).body as { description: string }[];
    expect(history.map((entry) => entry.description)).toEqual(expect.arrayContaining(['Title follows the lines', 'Description follows the lines', 'Labour words follow the lines']));
  });

  it("leaves the owner's own words alone: typed at creation, or changed since", async () => {
    const typed = await draftedQuote({ title: false, description: true, lines: [] });
    await sam.quotes('PATCH', `/api/quotes/${typed.id}`, { items: withoutSwitchboard(typed.items) });
    expect(await quote(typed.id)).toMatchObject({ title: drafted.title });
    expect((await quote(typed.id)).description).not.toMatch(/switchboard/i);
    expect((await items(typed.id))[0]!.description).toBe(LABOUR);

    const changed = await draftedQuote();
    expect((await sam.quotes('PATCH', `/api/quotes/${changed.id}`, { title: 'Sarah’s switchboard' })).status).toBe(200);
    await sam.quotes('PATCH', `/api/quotes/${changed.id}/items/${changed.items[0]!.id}`, { description: 'Two sparkies for a day' });
    await sam.quotes('PATCH', `/api/quotes/${changed.id}`, { items: withoutSwitchboard(changed.items) });
    expect(await quote(changed.id)).toMatchObject({ title: 'Sarah’s switchboard' });
    expect((await items(changed.id))[0]!.description).toBe('Two sparkies for a day');
    expect((await quote(changed.id)).description).not.toMatch(/switchboard/i);
  });

  it('follows a line changed or added one at a time (the spec’s item calls)', async () => {
    const { id, items: lines } = await draftedQuote();
    await sam.quotes('PATCH', `/api/quotes/${id}/items/${lines[2]!.id}`, { description: 'Smoke alarm', quantity: 3 });
    expect((await quote(id)).title).toBe('Safety switches and smoke alarms');
    expect((await sam.quotes('POST', '/api/quote-items', { quoteId: id, description: 'Downlight', quantity: 6, unitPrice: 25, type: 'materials' })).status).toBe(201);
    expect((await quote(id)).title).toBe('Safety switches, smoke alarms and downlights');
    expect((await items(id))[0]!.description).toBe('Electrical labour: safety switches, smoke alarms and downlights');
  });

  it('says which words follow, and keeps following words the edit screen already made from the new lines', async () => {
    const { id, items: lines } = await draftedQuote();
    expect((await quote(id)).wordsFollowLines).toEqual({ title: true, description: true, lines: [lines[0]!.id] });
    const screenMade = {
      title: 'Safety switches',
      description: 'Scope of work:\n• Supply and install safety switch × 2\n• Electrical safety certificate\n\nElectrical work to AS/NZS 3000.',
      items: [{ id: lines[0]!.id, description: 'Electrical labour: safety switches' }, ...withoutSwitchboard(lines).slice(1)],
    };
    expect((await sam.quotes('PATCH', `/api/quotes/${id}`, screenMade)).status).toBe(200);
    expect(await quote(id)).toMatchObject({ title: screenMade.title, description: screenMade.description, wordsFollowLines: { title: true, description: true, lines: [lines[0]!.id] } });
    expect((await sam.quotes('PATCH', `/api/quotes/${id}`, { title: 'Bob’s safety switches' })).body.wordsFollowLines).toMatchObject({ title: false, description: true });
  });

  it('changes nothing of a quote whose words were all typed, and refuses bad flags naming the field', async () => {
    const made = await sam.quotes('POST', '/api/quotes', { ...sam.client, ...drafted });
    const lines = (await items(made.body.id)) as Item[];
    await sam.quotes('PATCH', `/api/quotes/${made.body.id}`, { items: withoutSwitchboard(lines) });
    expect(await quote(made.body.id)).toMatchObject({ title: drafted.title, description: DESCRIPTION });
    expect((await quote(made.body.id)).wordsFollowLines).toBeUndefined();
    const refused = await sam.quotes('POST', '/api/quotes', { ...sam.client, ...drafted, generatedWords: { title: 'yes' } });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toEqual(['generatedWords.title']);
  });

  it("answers another owner's quote 404, its words untouched", async () => {
    const { id, items: lines } = await draftedQuote();
    const ali = await world.owner({ name: 'Ali Electrical' });
    expect((await ali.quotes('PATCH', `/api/quotes/${id}`, { items: withoutSwitchboard(lines) })).status).toBe(404);
    expect((await quote(id)).title).toBe(drafted.title);
  });
});
