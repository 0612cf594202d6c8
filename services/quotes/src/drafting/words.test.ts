import { describe, expect, it } from 'vitest';
import { draftWords } from './words.ts';

describe('the words of a drafted quote', () => {
  it('lists what the client supplies under its own heading, each name once', () => {
    const { description } = draftWords(
      {
        labour: [{ item: 'Electrician labour', hours: 2, rate: 90, from: 'install 6 LED downlights in the kitchen' }],
        materials: [
          { item: 'LED downlight (10 W, dimmable) (supplied by client)', quantity: 6, unit_cost: 0, source: 'client_supplied', from: 'downlights' },
          { item: 'Cable and clips', quantity: 1, unit_cost: 30, source: 'rule' },
        ],
        other: [],
        travel: null,
      } as Parameters<typeof draftWords>[0],
      { businessName: 'Sparky Dave Electrical', applyGST: true },
    );
    expect(description).toContain('Supplied by the client: LED downlight (10 W, dimmable) × 6.');
    expect(description).not.toContain('(supplied by client)');
    expect(description).toContain('Supplied and installed: Cable and clips.');
  });
});
