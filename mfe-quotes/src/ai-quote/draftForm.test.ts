import { describe, expect, it } from 'vitest';
import { quoteFromForm } from '../quote-form/quoteForm.ts';
import { draftForm, travelKilometres } from './draftForm.ts';

const client = { clientId: '5b1c8a52-1f0e-4c8e-9d1a-3f7e2b6c9d01', clientName: 'Sarah Nguyen', clientEmail: 'sarah@example.com' };

describe('an AI draft as an editable quote', () => {
  it('turns labour, materials and other costs into lines', () => {
    const form = draftForm(
      {
        title: 'Switchboard upgrade',
        description: 'Replace the old fuse board.',
        labour: [{ item: 'Electrician', hours: 3.5, rate: 95 }],
        materials: [{ item: 'RCBO', quantity: 4, unit_cost: 48.5 }],
        other: [{ item: 'Disposal', cost: 40 }],
        travel: null,
      },
      client,
    );
    expect(form).toMatchObject({
      ...client,
      title: 'Switchboard upgrade',
      laborItems: [{ description: 'Electrician', quantity: '3.5', unitPrice: '95.00' }],
      materialItems: [{ description: 'RCBO', quantity: '4', unitPrice: '48.50' }],
      otherItems: [{ description: 'Disposal', quantity: '1', unitPrice: '40.00' }],
      includeTravel: false,
      costPerKm: '1.50',
    });
  });

  it('leaves what the client supplies off the priced lines, named in the description instead', () => {
    const form = draftForm(
      {
        title: 'Kitchen tap',
        description: 'Scope of work:\n• Replace kitchen tap\n\nSupplied by the client: Mixer tap.',
        labour: [{ item: 'Plumbing labour', hours: 1, rate: 110, source: 'business_rate', from: 'replace kitchen tap' }],
        materials: [{ item: 'Mixer tap', quantity: 1, unit_cost: 0, source: 'client_supplied', from: 'client supplied tap' }],
        other: [],
        travel: null,
      },
      client,
    );
    expect(form.materialItems).toEqual([]);
    expect(form.laborItems).toHaveLength(1);
    expect(form.description).toContain('Supplied by the client: Mixer tap.');
  });

  it('keeps where each price came from on its line, and never sends it', () => {
    const form = draftForm(
      {
        title: 'Downlights',
        description: 'Nine downlights.',
        labour: [{ item: 'Electrician', hours: 2, rate: 110, source: 'business_rate' }],
        materials: [
          { item: 'LED downlight', quantity: 9, unit_cost: 31, source: 'price_book' },
          { item: 'Cable', quantity: 20, unit_cost: 2.5, source: 'typical' },
        ],
        other: [{ item: 'Disposal', cost: 40 }],
        travel: null,
      },
      client,
    );
    expect(form.laborItems[0]?.priceSource).toBe('business_rate');
    expect(form.materialItems.map((line) => line.priceSource)).toEqual(['price_book', 'typical']);
    expect(form.otherItems[0]).not.toHaveProperty('priceSource');
    expect(quoteFromForm(form).items?.some((item) => 'priceSource' in item)).toBe(false);
  });

  it('includes travel when the draft names a distance', () => {
    expect(travelKilometres('45 km')).toBe('45');
    expect(travelKilometres('About 12.5 kilometres each way')).toBe('12.5');
    expect(travelKilometres('Local job')).toBeNull();
    expect(travelKilometres(null)).toBeNull();
    const form = draftForm({ title: 'T', description: 'D', labour: [], materials: [], other: [], travel: '20 km' }, client);
    expect(form).toMatchObject({ includeTravel: true, travelDistance: '20', costPerKm: '1.50' });
  });
});
