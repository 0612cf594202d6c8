import { describe, expect, it } from 'vitest';
import type { EditValues } from '../details/editQuote.ts';
import { quoteChanges } from '../details/editQuote.ts';
import { addOnsCents, emptyQuoteForm, formTotals, quoteFromForm, type QuoteFormValues } from './quoteForm.ts';

const client = { clientId: '5b1c8a52-1f0e-4c8e-9d1a-3f7e2b6c9d01', clientName: 'Sarah Nguyen', clientEmail: 'sarah@example.com' };
const GUARD = '7a2e3d4c-5b6a-4f9e-8d1c-2b3c4d5e6f70';

function gutters(): QuoteFormValues {
  return {
    ...emptyQuoteForm(client),
    title: 'Gutters',
    laborItems: [{ description: 'Replace gutters', detailedDescription: '', quantity: '1', unitPrice: '1000' }],
    materialItems: [{ id: GUARD, description: 'Gutter guard', detailedDescription: '', quantity: '1', unitPrice: '300', optional: true }],
  };
}

describe('add-ons on the quote form', () => {
  it('sends the switch with the line and leaves the add-on out of the total, shown apart', () => {
    const body = quoteFromForm(gutters());
    expect(body.items?.map((item) => [item.description, item.optional ?? false])).toEqual([
      ['Replace gutters', false],
      ['Gutter guard', true],
    ]);
    expect(formTotals(gutters(), true)).toMatchObject({ subtotalCents: 1000_00, gstCents: 100_00, totalCents: 1100_00 });
    expect(addOnsCents(gutters())).toBe(300_00);
  });

  it('on Quote Details, turning the switch is a change saved with the lines', () => {
    const before: EditValues = { ...gutters(), aiSummary: '' };
    expect(quoteChanges(before, { ...before })).toEqual({});
    const after: EditValues = { ...before, materialItems: [{ ...before.materialItems[0]!, optional: false }] };
    expect(quoteChanges(before, after).items?.[1]).toMatchObject({ id: GUARD, optional: false });
  });
});
