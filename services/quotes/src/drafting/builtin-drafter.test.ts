import { documentTotals, lineTotalCents, QuoteDraft, QuoteItemInput, type PricedItemType } from '@cobber/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinDrafter } from './builtin-drafter.ts';
import type { DraftContext } from './drafter.ts';

const context: DraftContext = {
  businessName: 'Sparky Bros',
  trade: 'Electrician',
  hourlyRate: 95,
  applyGST: true,
  priceBook: [],
};

/**
 * The draft's priced lines as the quote form would send them: each must pass the
 * contracts. Lines at $0.00 (price needed, supplied by the client) wait for the tradie.
 */
function lines(draft: QuoteDraft) {
  const line = (description: string, quantity: number, unitPrice: number, type: PricedItemType) =>
    QuoteItemInput.parse({ description, quantity, unitPrice, type });
  return [
    ...draft.labour.map((l) => line(l.item, l.hours, l.rate, 'labor')),
    ...draft.materials.filter((m) => m.unit_cost > 0).map((m) => line(m.item, m.quantity, m.unit_cost, 'materials')),
    ...draft.other.filter((o) => o.cost > 0).map((o) => line(o.item, 1, o.cost, 'other')),
  ];
}

function totalCents(draft: QuoteDraft): number {
  const items = lines(draft).map((l) => ({ type: l.type, totalCents: lineTotalCents(l.quantity, l.unitPrice) }));
  return documentTotals({ items, travelCents: 0, applyGST: false }).totalCents;
}

async function draftOf(job: string, ctx: DraftContext = context) {
  const drafter = createBuiltinDrafter();
  const started = performance.now();
  const draft = await drafter.draft(job, ctx);
  const ms = performance.now() - started;
  expect(QuoteDraft.parse(draft)).toEqual(draft);
  expect(draft.title.trim()).not.toBe('');
  expect(draft.description.trim()).not.toBe('');
  expect(draft.labour.length).toBeGreaterThan(0);
  expect(totalCents(draft)).toBeGreaterThan(0);
  for (const line of [...draft.labour, ...draft.materials, ...draft.other]) {
    expect(line.from && job.includes(line.from), `${line.item} cites the notes`).toBe(true);
    expect(line.source).toBeDefined();
  }
  for (const l of draft.labour) {
    expect(l.rate).toBe(ctx.hourlyRate);
    expect(l.hours * 4).toBe(Math.round(l.hours * 4));
  }
  expect(ms).toBeLessThan(100);
  return draft;
}

const quantity = (draft: QuoteDraft, item: RegExp) => draft.materials.find((m) => item.test(m.item))?.quantity;
const other = (draft: QuoteDraft, item: RegExp) => draft.other.find((o) => item.test(o.item))?.cost;
const hours = (draft: QuoteDraft) => draft.labour.reduce((sum, l) => sum + l.hours, 0);

describe('built-in drafter', () => {
  // The timing below is a draft's, not the module's first run on a busy machine.
  beforeAll(() => createBuiltinDrafter().draft('Install 2 downlights and a weatherproof GPO', context));

  it('electrical: counts power points and downlights, metres of cable, and the distance', async () => {
    const draft = await draftOf('Install 3 power points and two downlights in the kitchen, plus 10m of cable. Job is 45 km away.');
    expect(quantity(draft, /power point/i)).toBe(3);
    expect(quantity(draft, /downlight/i)).toBe(2);
    expect(quantity(draft, /cable/i)).toBe(10);
    expect(draft.travel).toBe('45 km');
    expect(draft.labour.map((l) => l.from)).toEqual(['Install 3 power points and two downlights in the kitchen, plus 10m of cable']);
    expect(draft.labour[0]!.item).toMatch(/^Electrician labour/);
    expect(draft.title).toBe('Double power point, LED downlight and TPS cable 2.5 mm²');
    expect(draft.description).toContain('AS/NZS 3000');
  });

  it('electrical: a switchboard upgrade with RCDs and smoke alarms, and no certificate the notes do not ask for', async () => {
    const draft = await draftOf('Switchboard upgrade with 4 RCDs, and replace 6 smoke alarms to meet QLD compliance');
    expect(quantity(draft, /switchboard/i)).toBe(1);
    expect(quantity(draft, /RCD/)).toBe(4);
    expect(quantity(draft, /smoke alarm/i)).toBe(6);
    expect(draft.other).toEqual([]);
    expect(hours(draft)).toBeGreaterThanOrEqual(10);
  });

  it('electrical: one new RCBO is one RCBO, not a switchboard or a safety switch', async () => {
    const draft = await draftOf('install new RCBO');
    expect(draft.materials).toEqual([{ item: 'RCBO (combined circuit breaker and earth-leakage protection)', quantity: 1, unit_cost: 75, source: 'typical', from: 'RCBO' }]);
    expect(draft.labour).toEqual([{ item: 'Electrician labour: install new RCBO', hours: 1, rate: 95, source: 'business_rate', from: 'install new RCBO' }]);
  });

  it('keeps every task and count: interconnected alarms, downpipes, a basin to unblock', async () => {
    expect(quantity(await draftOf('2 interconnected smoke alarms'), /smoke alarm/i)).toBe(2);
    const gutters = await draftOf('10 metres of guttering and 2 downpipes');
    expect([quantity(gutters, /gutter/i), quantity(gutters, /downpipe/i)]).toEqual([10, 2]);
    const blocked = await draftOf('blocked toilet, also unblock bathroom basin');
    expect(blocked.labour.map((l) => l.from)).toEqual(['blocked toilet', 'unblock bathroom basin']);
    expect(blocked.materials).toEqual([]);
  });

  it('lists what the client supplies at no price, leaves out what is not required, and marks unknown prices', async () => {
    const tap = await draftOf('replace with client supplied tap');
    expect(tap.materials).toEqual([{ item: 'Tap set (WELS rated) (supplied by client)', quantity: 1, unit_cost: 0, source: 'client_supplied', from: 'tap' }]);
    expect(tap.labour[0]!.from).toBe('replace with client supplied tap');
    const cooktop = await draftOf('Install new gas cooktop, bayonet fitting not required');
    expect(cooktop.materials).toEqual([{ item: 'Gas cooktop', quantity: 1, unit_cost: 0, source: 'price_needed', from: 'gas cooktop' }]);
    expect(cooktop.labour.map((l) => l.from)).toEqual(['Install new gas cooktop']);
  });

  it('drafts the trades beyond the first four: air conditioning, tiling, fencing, fault-finding', async () => {
    const split = await draftOf('Supply and install 7kW split system in living room');
    expect(split.materials.map((m) => m.item)).toEqual([expect.stringMatching(/^Split system .*7 kW$/)]);
    expect(quantity(await draftOf('tile bathroom floor 8m2'), /floor tiling/i)).toBe(8);
    expect(quantity(await draftOf('20m colorbond fence with 1 gate'), /colorbond fence/i)).toBe(20);
    const fault = await draftOf('fault find tripping RCD');
    expect(fault.materials).toEqual([]);
    expect(fault.labour.map((l) => l.from)).toEqual(['fault find tripping RCD']);
  });

  it('a weatherproof GPO is weatherproof, and sizes reach the line', async () => {
    expect((await draftOf('weatherproof double GPO on the back deck')).materials.map((m) => m.item)).toEqual(['Weatherproof double power point (IP53)']);
    expect((await draftOf('HWS died, replace with new 315L electric')).materials.map((m) => m.item)).toEqual(['Electric hot water system, 315 L']);
  });

  it('electrical: ceiling fans and a sensor light', async () => {
    const draft = await draftOf('Supply and fit 3 ceiling fans in the bedrooms and a sensor light out the back');
    expect(quantity(draft, /ceiling fan/i)).toBe(3);
    expect(quantity(draft, /sensor|flood/i)).toBe(1);
    expect(draft.materials.some((m) => /paint/i.test(m.item))).toBe(false);
  });

  it('plumbing: taps counted, the leaking mixer repaired, no electrician', async () => {
    const draft = await draftOf('Replace 2 taps in the bathroom and the leaking mixer in the kitchen');
    expect(quantity(draft, /^Tap set/)).toBe(2);
    expect(draft.labour.every((l) => /^Plumber labour/.test(l.item))).toBe(true);
  });

  it('plumbing: a hot water system that died is replaced, 20 km out, with no disposal charge nobody asked for', async () => {
    const draft = await draftOf('Hot water system has died, replace with a new 250L electric unit. 20km from town');
    expect(quantity(draft, /hot water/i)).toBe(1);
    expect(draft.other).toEqual([]);
    expect(draft.travel).toBe('20 km');
  });

  it('plumbing: a blocked drain and one toilet, however often it is named', async () => {
    const draft = await draftOf('Blocked drain in the laundry. Also the toilet keeps running - replace the toilet suite');
    expect(draft.labour[0]!.from).toBe('Blocked drain in the laundry');
    expect(quantity(draft, /toilet/i)).toBe(1);
  });

  it('carpentry: a deck from its dimensions and two internal doors', async () => {
    const draft = await draftOf('Build a 5m x 4m merbau deck with steps, and hang 2 internal doors');
    expect(quantity(draft, /decking/i)).toBe(20);
    expect(quantity(draft, /internal .*door/i)).toBe(2);
    expect(draft.labour[0]!.item).toMatch(/^Carpenter labour/);
  });

  it('carpentry: metres of skirting, a front door, and a fence by its length not its height', async () => {
    const draft = await draftOf(
      'Replace 25 metres of skirting boards and hang a new front door. New 1.8m paling fence along the side boundary, about 18 metres.',
    );
    expect(quantity(draft, /skirting/i)).toBe(25);
    expect(quantity(draft, /external .*door/i)).toBe(1);
    expect(quantity(draft, /fence/i)).toBe(18);
  });

  it('painting: rooms counted size the walls and ceilings; holes patched first', async () => {
    const draft = await draftOf('Paint 3 bedrooms and the hallway, walls and ceilings, two coats. Patch a few holes in the walls first.');
    expect(quantity(draft, /wall paint/i)).toBe(140);
    expect(quantity(draft, /ceiling paint/i)).toBe(56);
    expect(quantity(draft, /plaster/i)).toBe(3);
    expect(draft.labour.every((l) => /^Painter labour/.test(l.item))).toBe(true);
    expect(hours(draft)).toBeGreaterThan(20);
  });

  it('painting: an area given in square metres, and the deck oiled rather than built', async () => {
    const draft = await draftOf('Repaint 60 sqm of exterior weatherboards and oil the deck, about 30 m2');
    expect(quantity(draft, /exterior/i)).toBe(60);
    expect(quantity(draft, /deck oil/i)).toBe(30);
    expect(quantity(draft, /merbau/i)).toBeUndefined();
  });

  it('mixed: a bathroom renovation gets one labour line per trade', async () => {
    const draft = await draftOf('Bathroom reno: install 4 downlights and an exhaust fan, replace the vanity and toilet, then paint the ceiling');
    expect(quantity(draft, /downlight/i)).toBe(4);
    expect(quantity(draft, /exhaust fan/i)).toBe(1);
    expect(quantity(draft, /vanity/i)).toBe(1);
    expect(quantity(draft, /toilet/i)).toBe(1);
    expect(quantity(draft, /ceiling paint/i)).toBe(14);
    expect(draft.labour.map((l) => l.item.split(':')[0])).toEqual(['Electrician labour', 'Plumber labour', 'Painter labour']);
  });

  it('vague: still a labour estimate in the business trade, titled from the notes', async () => {
    const draft = await draftOf('Need someone to have a look at a few things around the house, can you give me a call');
    expect(draft.materials).toEqual([]);
    const task = 'Need someone to have a look at a few things around the house';
    expect(draft.labour).toEqual([{ item: `Electrician labour: ${task}`, hours: 2, rate: 95, source: 'business_rate', from: task }]);
    expect(draft.title).toMatch(/^Need someone to have a look/);
  });

  it('uses the hours the tradie states', async () => {
    const draft = await draftOf('Replace 2 taps and a shower head, should take about 3 hours');
    expect(hours(draft)).toBe(3);
  });

  it("prices from the tradie's price book first, says where each price came from, labour always at the business's rate", async () => {
    const draft = await draftOf('Install 2 double power points, 3 x smoke alarms, gutter guard 12 m and a switchboard upgrade', {
      ...context,
      priceBook: [
        { description: 'Clipsal Iconic double GPO', type: 'materials', unitPrice: '32.50', unit: 'each' },
        { description: 'Gutter guard (per m)', type: 'materials', unitPrice: '14.00', unit: 'm' },
        { description: 'Electrical safety certificate', type: 'other', unitPrice: '120.00', unit: null },
        { description: 'Labour', type: 'labor', unitPrice: '150.00', unit: 'hr' },
      ],
    });
    expect(draft.materials).toEqual(
      expect.arrayContaining([
        { item: 'Clipsal Iconic double GPO', quantity: 2, unit_cost: 32.5, source: 'price_book', from: '2 double power points' },
        { item: 'Gutter guard (per m)', quantity: 12, unit_cost: 14, source: 'price_book', from: 'gutter guard 12 m' },
        { item: 'Smoke alarm (240 V photoelectric, interconnected)', quantity: 3, unit_cost: 85, source: 'typical', from: '3 x smoke alarms' },
      ]),
    );
    // The certificate in the book is not drafted: the notes do not ask for one.
    expect(draft.other).toEqual([]);
    expect(draft.labour.every((line) => line.rate === 95 && line.source === 'business_rate')).toBe(true);
  });

  it('a price book item is found by its own words, in the plural too', async () => {
    const draft = await draftOf('Supply 4 hager shower heads', { ...context, priceBook: [{ description: 'Hager shower head', type: 'materials', unitPrice: '49.00', unit: null }] });
    expect(draft.materials).toContainEqual({ item: 'Hager shower head', quantity: 4, unit_cost: 49, source: 'price_book', from: '4 hager shower heads' });
  });

  describe('quantities in words, spread over the notes, by a plural noun', () => {
    const cases: [string, RegExp, number][] = [
      ['Six downlights in the lounge and three on the deck', /downlight/i, 9],
      ['Install 4 downlights in the kitchen, 2 in the hall and another 3 in the bedroom', /downlight/i, 9],
      ['Switchboard upgrade with ten RCBOs', /RCBO/, 10],
      ['Ten RCBOs in a switchboard upgrade', /switchboard/i, 1],
      ['Six downlights in the lounge. Three more on the deck. Patch the ceiling after.', /downlight/i, 9],
      ['Downlights: 6 in the lounge, 3 on the deck', /downlight/i, 9],
      ['Replace a pair of taps in the laundry', /tap/i, 2],
      ['Supply a dozen downlights for the extension', /downlight/i, 12],
      ['Fit 3 x smoke alarms in the hallways', /smoke alarm/i, 3],
      ['Replace smoke alarms x3, all interconnected', /smoke alarm/i, 3],
      ['smoke alarms: 4', /smoke alarm/i, 4],
    ];
    it('a place named after a count is where the work goes, not a thing to supply', async () => {
      const draft = await draftOf('Six downlights in the lounge and three on the deck');
      expect(draft.materials.map((m) => m.item)).toEqual(['LED downlight (10 W, dimmable)']);
    });
    for (const [notes, item, count] of cases) {
      it(`"${notes}" → ${count}`, async () => {
        expect(quantity(await draftOf(notes), item)).toBe(count);
      });
    }
  });

  it('mentions GST only when the business charges it', async () => {
    const withGst = await draftOf('Install 2 downlights');
    const without = await draftOf('Install 2 downlights', { ...context, applyGST: false });
    expect(withGst.description).toContain('GST');
    expect(without.description).not.toContain('GST');
  });
});
