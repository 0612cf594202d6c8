import type { QuoteDraft } from '@cobber/contracts';
import { describe, expect, it } from 'vitest';
import { findCitation, groundDraft, statedHours, statedQuantity, type GroundingContext } from './grounding.ts';

const context: GroundingContext = {
  hourlyRate: 95,
  priceBook: [
    { description: 'Smoke alarm (240 V interconnected)', type: 'materials', unitPrice: '89.00', unit: 'each' },
    { description: 'Call-out fee', type: 'other', unitPrice: '80.00', unit: null },
  ],
};

const draftOf = (lines: Partial<Pick<QuoteDraft, 'labour' | 'materials' | 'other'>>): QuoteDraft => ({
  title: 'Job',
  description: 'Scope',
  labour: [],
  materials: [],
  other: [],
  travel: null,
  ...lines,
});

/** How many the notes say of the thing `from` names, the drafter having said `drafted`. */
function quantity(notes: string, from: string, drafted = 1): number | null {
  return statedQuantity(notes, findCitation(notes, from)!, drafted);
}

function hours(notes: string, from: string): number | null {
  return statedHours(notes, findCitation(notes, from)!);
}

describe('finding the words a line cites', () => {
  it('finds them in any case and spacing, and gives back the exact words of the notes', () => {
    const notes = 'Replace the  Kitchen\nTap and fit 2 smoke alarms.';
    const citation = findCitation(notes, 'kitchen tap')!;
    expect(notes.slice(citation.start, citation.end)).toBe('Kitchen\nTap');
    expect(findCitation(notes, '"smoke alarms."')).not.toBeNull();
    expect(findCitation(notes, 'ceiling fan')).toBeNull();
    expect(findCitation(notes, '')).toBeNull();
    expect(findCitation(notes, ' .. ')).toBeNull();
  });
});

describe('quantities the notes state', () => {
  it('reads a count in the cited words, just before them, or just after', () => {
    expect(quantity('Install 2 interconnected smoke alarms', 'interconnected smoke alarms')).toBe(2);
    expect(quantity('Install 2 interconnected smoke alarms', 'smoke alarms')).toBe(2);
    expect(quantity('Fit six downlights in the lounge', 'six downlights')).toBe(6);
    expect(quantity('Fit a pair of outdoor lights', 'outdoor lights')).toBe(2);
    expect(quantity('Replace a couple of GPOs', 'a couple of GPOs')).toBe(2);
    expect(quantity('Smoke alarms x3 in the bedrooms', 'Smoke alarms')).toBe(3);
    expect(quantity('Downlights (twelve) for the deck', 'Downlights')).toBe(12);
    expect(quantity('3 × LED battens in the garage', 'LED battens')).toBe(3);
    expect(quantity('Run 20 m of TPS cable', 'TPS cable')).toBe(20);
  });

  it('reads an area from its sides, and a count after a colon only when nothing follows it', () => {
    expect(quantity('Build a 5m x 4m merbau deck', '5m x 4m merbau deck', 1)).toBe(20);
    expect(quantity('GPOs: 4, kitchen', 'GPOs')).toBe(4);
    expect(quantity('Outdoor lighting: 4 garden spike lights', 'lighting')).toBeNull();
  });

  it('takes no size, time, price or count of something else for a quantity', () => {
    expect(quantity('Run 2.5mm cable to the shed', '2.5mm cable', 30)).toBeNull();
    expect(quantity('Install a 10A power point', 'power point')).toBeNull();
    expect(quantity('Fix the fan, about 2 hours', 'fan')).toBeNull();
    expect(quantity('Quoted $120 for the tap', 'the tap')).toBeNull();
    expect(quantity('3 bedrooms and smoke alarms throughout', 'smoke alarms', 4)).toBeNull();
  });

  it('adds up counts spread over the cited words, unless the drafter chose one of them', () => {
    expect(quantity('six downlights in the lounge and three on the deck', 'six downlights in the lounge and three on the deck', 1)).toBe(9);
    expect(quantity('six downlights in the lounge and three on the deck', 'six downlights in the lounge and three on the deck', 9)).toBe(9);
    expect(quantity('2 x 3 gang switches', '2 x 3 gang switches', 2)).toBe(2);
  });

  it('leaves hours beside the words to the whole job when other work is cited in the same sentence', () => {
    const notes = 'hardwire the new oven, new 32A circuit from board, about 4 hours';
    const citation = findCitation(notes, 'new 32A circuit from board')!;
    expect(statedHours(notes, citation)).toBe(4);
    expect(statedHours(notes, citation, { shared: true })).toBeNull();
    const grounded = groundDraft(
      notes,
      draftOf({
        labour: [
          { item: 'Oven', hours: 2.5, rate: 95, from: 'hardwire the new oven' },
          { item: 'Circuit', hours: 1.5, rate: 95, from: 'new 32A circuit from board' },
        ],
      }),
      context,
    );
    expect(grounded.labour.map((line) => line.hours)).toEqual([2.5, 1.5]);
  });

  it('reads the hours stated for the work: within, just after or just before it', () => {
    expect(hours('Replace the switchboard, about 3 hours', 'Replace the switchboard')).toBe(3);
    expect(hours('Fit the fan (approx 1.5 hrs)', 'Fit the fan')).toBe(1.5);
    expect(hours('Allow a couple of hours to chase the walls', 'chase the walls')).toBe(2);
    expect(hours('Fault finding for half an hour', 'Fault finding for half an hour')).toBe(0.5);
    expect(hours('Install 4 downlights and fix the fan, 2 hours', 'Install 4 downlights')).toBeNull();
    expect(hours('Install 4 downlights', 'Install 4 downlights')).toBeNull();
  });
});

describe('grounding a draft', () => {
  const notes =
    'Install 2 interconnected smoke alarms in the hallway. Replace the kitchen tap (client supplied). ' +
    'Fit the new vanity, they’ve bought their own. Plastering by others. Skip bin not required. ' +
    'Call-out fee as usual; about 2 hours all up. Prices excluding GST for 3 new GPOs.';

  it('drops a line citing nothing in the notes, counts it, and keeps the notes’ own words as `from`', () => {
    const grounded = groundDraft(
      notes,
      draftOf({
        materials: [
          { item: 'Smoke alarm', quantity: 1, unit_cost: 70, source: 'typical', from: 'INTERCONNECTED smoke   alarms' },
          { item: 'Ceiling fan', quantity: 1, unit_cost: 250, source: 'typical', from: 'ceiling fan in the lounge' },
        ],
        other: [{ item: 'Permit', cost: 100, source: 'typical' }],
      }),
      context,
    );
    expect(grounded.dropped).toBe(2);
    expect(grounded.other).toEqual([]);
    expect(grounded.materials).toEqual([
      { item: 'Smoke alarm', quantity: 2, unit_cost: 89, source: 'price_book', from: 'interconnected smoke alarms' },
    ]);
  });

  it('prices what the client supplies at $0.00, leaves out what is ruled out, and keeps fitting it as labour', () => {
    const grounded = groundDraft(
      notes,
      draftOf({
        labour: [
          { item: 'Replace kitchen tap', hours: 1, rate: 150, from: 'Replace the kitchen tap' },
          { item: 'Plastering', hours: 4, rate: 95, from: 'Plastering' },
          { item: 'Electrician', hours: 1, rate: 95, from: 'Call-out fee as usual' },
        ],
        materials: [
          { item: 'Kitchen mixer tap', quantity: 1, unit_cost: 180, source: 'typical', from: 'kitchen tap' },
          { item: 'Vanity unit', quantity: 1, unit_cost: 600, source: 'typical', from: 'Fit the new vanity' },
          { item: 'GPO', quantity: 2, unit_cost: 25, source: 'typical', from: 'new GPOs' },
        ],
        other: [
          { item: 'Skip bin', cost: 300, source: 'typical', from: 'Skip bin' },
          { item: 'Call-out fee', cost: 60, source: 'typical', from: 'Call-out fee' },
        ],
      }),
      context,
    );
    expect(grounded.labour).toEqual([
      { item: 'Replace kitchen tap', hours: 1, rate: 95, source: 'business_rate', from: 'Replace the kitchen tap' },
      { item: 'Electrician', hours: 2, rate: 95, source: 'business_rate', from: 'Call-out fee as usual' },
    ]);
    expect(grounded.materials).toEqual([
      { item: 'Kitchen mixer tap', quantity: 1, unit_cost: 0, source: 'client_supplied', from: 'kitchen tap' },
      { item: 'Vanity unit', quantity: 1, unit_cost: 0, source: 'client_supplied', from: 'Fit the new vanity' },
      { item: 'GPO', quantity: 3, unit_cost: 25, source: 'typical', from: 'new GPOs' },
    ]);
    expect(grounded.other).toEqual([{ item: 'Call-out fee', cost: 80, source: 'price_book', from: 'Call-out fee' }]);
    expect(grounded.dropped).toBe(0);
  });

  it('rules out what the notes say is not needed, in the clause of the cited words only', () => {
    const said = 'We don’t need to replace the switchboard, just add 2 RCDs. Downlights excluded.';
    const grounded = groundDraft(
      said,
      draftOf({
        labour: [{ item: 'Switchboard upgrade', hours: 6, rate: 95, from: 'replace the switchboard' }],
        materials: [
          { item: 'RCD', quantity: 1, unit_cost: 45, source: 'typical', from: 'RCDs' },
          { item: 'Downlight', quantity: 6, unit_cost: 30, source: 'typical', from: 'Downlights' },
        ],
      }),
      context,
    );
    expect(grounded.labour).toEqual([]);
    expect(grounded.materials).toEqual([{ item: 'RCD', quantity: 2, unit_cost: 45, source: 'typical', from: 'RCDs' }]);
  });

  it('takes how prices are put ("excluding GST", "GST not included") for no rule-out, and reads curly quotes as plain', () => {
    const said = 'Supply 4 LED downlights excluding GST, GST not included on the fan. Tap, the client’s buying their own';
    const grounded = groundDraft(
      said,
      draftOf({
        materials: [
          { item: 'Downlight', quantity: 1, unit_cost: 30, source: 'typical', from: 'LED downlights' },
          { item: 'Ceiling fan', quantity: 1, unit_cost: 250, source: 'typical', from: 'the fan' },
          { item: 'Tap', quantity: 1, unit_cost: 150, source: 'typical', from: 'Tap' },
        ],
      }),
      context,
    );
    expect(grounded.materials).toEqual([
      { item: 'Downlight', quantity: 4, unit_cost: 30, source: 'typical', from: 'LED downlights' },
      { item: 'Ceiling fan', quantity: 1, unit_cost: 250, source: 'typical', from: 'the fan' },
      { item: 'Tap', quantity: 1, unit_cost: 0, source: 'client_supplied', from: 'Tap' },
    ]);
    const curly = findCitation(said, "the client's buying")!;
    expect(said.slice(curly.start, curly.end)).toBe('the client’s buying');
  });

  it('rules out only what the words say: what follows "excluding", a clause that is nothing but the rule-out', () => {
    const grounded = groundDraft(
      'install 3 x smoke alarms, we dont need to replace the switchboard. Rangehood connection excluding rangehood supply. Paint the fence, client supplying paint',
      draftOf({
        labour: [
          { item: 'Smoke alarms', hours: 2, rate: 95, from: 'install 3 x smoke alarms' },
          { item: 'Rangehood', hours: 0.75, rate: 95, from: 'Rangehood connection excluding rangehood supply' },
        ],
        materials: [
          { item: 'Smoke alarm', quantity: 1, unit_cost: 70, source: 'typical', from: 'smoke alarms' },
          { item: 'Rangehood', quantity: 1, unit_cost: 400, source: 'typical', from: 'rangehood supply' },
          { item: 'Paint', quantity: 1, unit_cost: 90, source: 'typical', from: 'client supplying paint' },
          { item: 'Oven', quantity: 1, unit_cost: 0, source: 'client_supplied', from: 'fence' },
        ],
      }),
      context,
    );
    expect(grounded.labour.map((line) => line.item)).toEqual(['Smoke alarms', 'Rangehood']);
    expect(grounded.materials.map((line) => [line.item, line.quantity, line.unit_cost, line.source])).toEqual([
      ['Smoke alarm', 3, 89, 'price_book'],
      ['Paint', 1, 0, 'client_supplied'],
      ['Oven', 1, 0, 'client_supplied'],
    ]);
  });

  it('marks a price nobody gave as needed, and trusts a book price only when the book has it', () => {
    const grounded = groundDraft(
      'Supply a water filter and a garden tap',
      draftOf({
        materials: [
          { item: 'Water filter', quantity: 1, unit_cost: 0, source: 'typical', from: 'water filter' },
          { item: 'Garden tap', quantity: 1, unit_cost: 40, source: 'price_book', from: 'garden tap' },
        ],
      }),
      context,
    );
    expect(grounded.materials.map((line) => [line.unit_cost, line.source])).toEqual([
      [0, 'price_needed'],
      [40, 'typical'],
    ]);
  });

  it('changes nothing on a draft already grounded, and passes the lines a price-book rule added', () => {
    const once = groundDraft(
      notes,
      draftOf({
        labour: [{ item: 'Electrician', hours: 1, rate: 120, from: 'smoke alarms in the hallway' }],
        materials: [
          { item: 'Smoke alarm', quantity: 1, unit_cost: 70, source: 'typical', from: 'smoke alarms' },
          { item: 'Kitchen tap', quantity: 1, unit_cost: 150, source: 'typical', from: 'kitchen tap' },
          { item: 'Invented', quantity: 1, unit_cost: 10, source: 'typical', from: 'nothing like this' },
        ],
        other: [{ item: 'Certificate of compliance', cost: 65, source: 'price_book', rule: 'with any switchboard work' }],
      }),
      context,
    );
    expect(once.dropped).toBe(1);
    expect(once.other).toEqual([{ item: 'Certificate of compliance', cost: 65, source: 'price_book', rule: 'with any switchboard work' }]);
    expect(groundDraft(notes, once, context)).toEqual(once);
  });
});
