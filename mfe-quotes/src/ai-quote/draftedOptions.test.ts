import { describe, expect, it } from 'vitest';
import { quoteFromForm } from '../quote-form/quoteForm.ts';
import { draftedOptions, splitByOption } from './draftedOptions.ts';
import { draftForm } from './draftForm.ts';

const client = { clientId: '5b1c8a52-1f0e-4c8e-9d1a-3f7e2b6c9d01', clientName: 'Sarah Nguyen', clientEmail: 'sarah@example.com' };
const draft = {
  title: 'Split system',
  description: 'Supply and install a split system.',
  labour: [{ item: 'Installation', hours: 5.5, rate: 100 }],
  materials: [
    { item: 'Split system 2.5 kW', quantity: 1, unit_cost: 1500, option: '2.5 kW' },
    { item: 'Split system 3.5 kW', quantity: 1, unit_cost: 1900, option: '3.5 kW' },
  ],
  other: [],
  travel: null,
  options: ['2.5 kW', '3.5 kW'],
};

describe('a draft with options on the Edit AI Quote screen', () => {
  it('puts each option’s line in its option and the shared installation in every option', () => {
    const options = draftedOptions(draft.options);
    expect(options.map((option) => option.name)).toEqual(['2.5 kW', '3.5 kW']);
    const form = draftForm(draft, client);
    expect(form.laborItems[0]).not.toHaveProperty('optionId');
    expect(form.materialItems.map((line) => line.optionId)).toEqual(options.map((option) => option.id));
  });

  it('creates the quote with the shared lines, each option keeping its own for after', () => {
    const options = draftedOptions(draft.options);
    const { quote, own } = splitByOption(quoteFromForm(draftForm(draft, client)), options);
    expect(quote.items?.map((line) => line.description)).toEqual(['Installation']);
    expect([...own].map(([option, lines]) => [option.name, lines.map((line) => line.description)])).toEqual([
      ['2.5 kW', ['Split system 2.5 kW']],
      ['3.5 kW', ['Split system 3.5 kW']],
    ]);
  });

  it('offers no options for a draft without them', () => {
    expect(draftedOptions(undefined)).toEqual([]);
    const { own } = splitByOption(quoteFromForm(draftForm({ ...draft, options: undefined }, client)), []);
    expect(own.size).toBe(0);
  });
});
