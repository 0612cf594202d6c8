import { startFakeOpenAi } from '@cobber/kit/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { draftQuote } from './builtin-drafter.ts';
import { findChoice } from './choices.ts';
import type { DraftContext } from './drafter.ts';
import { createDrafter } from './index.ts';

const context: DraftContext = { businessName: 'Cool Air', trade: null, hourlyRate: 100, applyGST: true, priceBook: [] };
const SPLIT_SYSTEM = 'Supply and install a split system, option of 2.5 kW or 3.5 kW, quote both';

describe('the built-in drafter drafts the choices the notes ask for as options', () => {
  it('drafts a split system in two sizes: the unit in each option, the installation in both', () => {
    const draft = draftQuote(SPLIT_SYSTEM, context);
    expect(draft.options).toEqual(['2.5 kW', '3.5 kW']);
    expect(draft.labour).toEqual([
      { item: `Air conditioning technician labour: ${SPLIT_SYSTEM}`, hours: 5.5, rate: 100, source: 'business_rate', from: SPLIT_SYSTEM },
    ]);
    expect(draft.materials.map(({ item, option }) => [item, option])).toEqual([
      ['Split system air conditioner, back-to-back install kit, 2.5 kW', '2.5 kW'],
      ['Split system air conditioner, back-to-back install kit, 3.5 kW', '3.5 kW'],
    ]);
    for (const line of [...draft.labour, ...draft.materials]) expect(SPLIT_SYSTEM).toContain(line.from);
  });

  it('lends the last choice’s words to the others and names each by its own', () => {
    const notes = 'Either a 3.6 kW or 5 kW split system in the lounge';
    expect(findChoice(notes)?.alternatives).toEqual([
      { text: '3.6 kW split system in the lounge', name: '3.6 kW' },
      { text: '5 kW split system in the lounge', name: '5 kW' },
    ]);
    expect(draftQuote(notes, context).options).toEqual(['3.6 kW', '5 kW']);
  });

  it('reads “X or Y, quote both” and counts as choices, each option with its own hours', () => {
    const draft = draftQuote('Install 6 or 9 LED downlights in the kitchen, quote both', context);
    expect(draft.options).toEqual(['6 LED downlights in the kitchen', '9 LED downlights in the kitchen']);
    expect(draft.materials.map((line) => [line.quantity, line.option])).toEqual([
      [6, '6 LED downlights in the kitchen'],
      [9, '9 LED downlights in the kitchen'],
    ]);
    expect(draft.labour.every((line) => line.option)).toBe(true);
  });

  it('offers at most three options', () => {
    const draft = draftQuote('Supply and install a split system, option of 2.5 kW, 3.5 kW, 5 kW or 7 kW', context);
    expect(draft.options).toEqual(['2.5 kW', '3.5 kW', '5 kW']);
  });

  it('drafts notes without a choice, or whose choices draft the same, exactly as before', () => {
    const plain = draftQuote('Supply and install a 2.5 kW split system', context);
    expect(plain).not.toHaveProperty('options');
    expect([...plain.labour, ...plain.materials, ...plain.other].some((line) => 'option' in line)).toBe(false);
    const same = draftQuote('Install 6 LED downlights, basic or premium', context);
    expect(same).toEqual(draftQuote('Install 6 LED downlights', context));
  });
});

describe('the OpenAI drafter keeps the options the model names', () => {
  const notes = 'Supply and install a split system, option of 2.5 kW or 3.5 kW, quote both';
  const line = (item: string, option: string | null, from = 'a split system') => ({ item, quantity: 1, unit_cost: 1500, source: 'typical', from, option });
  const modelDraft = (materials: object[]) => ({
    title: 'Split system',
    description: 'Supply and install a split system.',
    labour: [{ item: 'Installation', hours: 5, rate: 100, from: 'Supply and install', option: null }],
    materials,
    other: [],
    travel: null,
  });
  const servers: { stop: () => Promise<void> }[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
  });
  async function draftAnswering(materials: object[]) {
    const server = await startFakeOpenAi({ draft: modelDraft(materials) });
    servers.push(server);
    return createDrafter({ apiKey: 'sk-test', baseURL: server.url }).draft(notes, context);
  }

  it('drafts the options in the order the lines name them, the installation in both', async () => {
    const draft = await draftAnswering([line('Split system 2.5 kW', '2.5 kW', '2.5 kW'), line('Split system 3.5 kW', '3.5 kW', '3.5 kW')]);
    expect(draft.options).toEqual(['2.5 kW', '3.5 kW']);
    expect(draft.labour[0]).not.toHaveProperty('option');
    expect(draft.materials.map((m) => m.option)).toEqual(['2.5 kW', '3.5 kW']);
  });

  it('leaves out the lines of a fourth option, counted as dropped, and takes a single option for none', async () => {
    const four = await draftAnswering(['A', 'B', 'C', 'D'].map((name) => line(`Unit ${name}`, name)));
    expect(four.options).toEqual(['A', 'B', 'C']);
    expect(four.materials.map((m) => m.item)).toEqual(['Unit A', 'Unit B', 'Unit C']);
    expect(four.dropped).toBe(1);

    const one = await draftAnswering([line('Split system 2.5 kW', '2.5 kW')]);
    expect(one).not.toHaveProperty('options');
    expect(one.materials[0]).not.toHaveProperty('option');
  });
});
