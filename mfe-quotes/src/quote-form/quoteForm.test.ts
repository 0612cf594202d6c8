import { describe, expect, it } from 'vitest';
import { emptyQuoteForm, formTotals, quoteFormResolver, quoteFromForm, settledQuantity, type QuoteFormValues } from './quoteForm.ts';

const client = { clientId: '5b1c8a52-1f0e-4c8e-9d1a-3f7e2b6c9d01', clientName: 'Sarah Nguyen', clientEmail: 'sarah@example.com' };

function switchboard(): QuoteFormValues {
  return {
    ...emptyQuoteForm(client),
    title: 'Switchboard upgrade',
    laborItems: [{ description: 'Electrician', detailedDescription: '', quantity: '3.5', unitPrice: '95.00' }],
    materialItems: [{ description: 'RCBO', detailedDescription: '', quantity: '4', unitPrice: '48.50' }],
    otherItems: [{ description: 'Disposal', detailedDescription: '', quantity: '1', unitPrice: '40' }],
    includeTravel: true,
    travelDistance: '20',
  };
}

async function check(values: QuoteFormValues) {
  return quoteFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('the quote form', () => {
  it('becomes one API body with its lines typed, labour first', () => {
    const body = quoteFromForm(switchboard());
    expect(body.items?.map((item) => [item.description, item.type])).toEqual([
      ['Electrician', 'labor'],
      ['RCBO', 'materials'],
      ['Disposal', 'other'],
    ]);
    expect(body).toMatchObject({ includeTravel: true, travelDistance: '20', costPerKm: '1.50' });
  });

  it('totals lines and travel, with GST only when the business applies it', () => {
    expect(formTotals(switchboard(), true)).toMatchObject({ subtotalCents: 596_50, gstCents: 59_65, totalCents: 656_15 });
    expect(formTotals(switchboard(), false)).toMatchObject({ subtotalCents: 596_50, gstCents: 0, totalCents: 596_50 });
    expect(formTotals({ ...switchboard(), includeTravel: false }, false).totalCents).toBe(566_50);
  });

  it('counts a line still being typed as nothing', () => {
    const values = switchboard();
    values.materialItems[0]!.unitPrice = '';
    expect(formTotals(values, false).itemsCents).toBe(372_50);
  });

  it('puts each message on the field and line it is about', async () => {
    const values = { ...switchboard(), clientId: '', title: '' };
    values.materialItems[0]!.quantity = '0';
    values.otherItems[0]!.description = ' ';
    const { errors } = await check(values);
    expect(errors.clientId?.message).toBe('Please select a client');
    expect(errors.title?.message).toBe('Quote title is required');
    expect(errors.materialItems?.[0]?.quantity?.message).toBe('Hours/Quantity must be greater than 0');
    expect(errors.otherItems?.[0]?.description?.message).toBe('Description is required');
    expect(errors.laborItems).toBeUndefined();
  });

  it('hands on the body as typed once it passes', async () => {
    const { values, errors } = await check(switchboard());
    expect(errors).toEqual({});
    expect(values).toEqual(quoteFromForm(switchboard()));
  });

  it('falls back to the smallest step for an invalid quantity', () => {
    expect(settledQuantity('laborItems', '0')).toBe('0.25');
    expect(settledQuantity('laborItems', '')).toBe('0.25');
    expect(settledQuantity('laborItems', '1.5')).toBe('1.5');
    expect(settledQuantity('materialItems', '0.5')).toBe('1');
    expect(settledQuantity('otherItems', '3')).toBe('3');
  });
});
