import { describe, expect, it } from 'vitest';
import { quoteChanges, type EditValues } from '../details/editQuote.ts';
import { emptyQuoteForm, formTotals } from './quoteForm.ts';

const client = { clientId: '5b1c8a52-1f0e-4c8e-9d1a-3f7e2b6c9d01', clientName: 'Sarah Nguyen', clientEmail: 'sarah@example.com' };
const [BASIC, PREMIUM] = ['1a2e3d4c-5b6a-4f9e-8d1c-2b3c4d5e6f70', '2a2e3d4c-5b6a-4f9e-8d1c-2b3c4d5e6f70'];
const LIGHT = '3a2e3d4c-5b6a-4f9e-8d1c-2b3c4d5e6f70';

function downlights(): EditValues {
  return {
    ...emptyQuoteForm(client),
    title: 'Downlights',
    aiSummary: '',
    laborItems: [{ description: 'Isolate and test circuit', detailedDescription: '', quantity: '1', unitPrice: '100', optionId: null }],
    materialItems: [
      { description: 'Basic downlights', detailedDescription: '', quantity: '1', unitPrice: '200', optionId: BASIC },
      { id: LIGHT, description: 'Premium downlights', detailedDescription: '', quantity: '1', unitPrice: '800', optionId: PREMIUM },
    ],
  };
}

describe('options on the quote form', () => {
  it('totals the first option with the lines in every option, as the quote is priced until the client chooses', () => {
    expect(formTotals(downlights(), true, BASIC)).toMatchObject({ subtotalCents: 300_00, gstCents: 30_00, totalCents: 330_00 });
    expect(formTotals(downlights(), false, PREMIUM)).toMatchObject({ totalCents: 900_00 });
  });

  it('on Quote Details, moving a line to another option is a change saved with the lines', () => {
    const before = downlights();
    expect(quoteChanges(before, { ...before })).toEqual({});
    const after: EditValues = { ...before, materialItems: [before.materialItems[0]!, { ...before.materialItems[1]!, optionId: null }] };
    expect(quoteChanges(before, after).items?.[2]).toMatchObject({ id: LIGHT, optionId: null });
  });
});
