import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { depositChange, editResolver, quoteChanges, type EditValues } from './editQuote.ts';

const ELECTRICIAN = '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f';
const RCBO = '7a2e3d4c-5b6a-4f9e-8d1c-2b3c4d5e6f70';
const SURGE = '8b3f4e5d-6c7b-4a0f-9e2d-3c4d5e6f7081';

const before: EditValues = {
  clientId: '',
  title: 'Switchboard upgrade',
  description: '',
  clientName: 'Sarah Nguyen',
  clientEmail: 'sarah@example.com',
  aiSummary: '',
  laborItems: [{ id: ELECTRICIAN, description: 'Electrician', detailedDescription: '', quantity: '3.00', unitPrice: '95.00' }],
  materialItems: [
    { id: RCBO, description: 'RCBO', detailedDescription: '', quantity: '4.00', unitPrice: '48.50' },
    { id: SURGE, description: 'Surge diverter', detailedDescription: '', quantity: '1.00', unitPrice: '120.00' },
  ],
  otherItems: [],
  includeTravel: false,
  travelDistance: '0.00',
  costPerKm: '1.50',
};

async function errorsOf(values: EditValues): Promise<FieldErrors<EditValues>> {
  const result = await editResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors;
}

describe('editing a quote', () => {
  it('sends the changed words and, once a line changed, every line in order, in one body', () => {
    const after = structuredClone(before);
    after.title = 'Switchboard and RCBOs';
    after.materialItems[0]!.quantity = '5';
    after.laborItems[0]!.unitPrice = '95';
    expect(quoteChanges(before, after)).toEqual({
      title: 'Switchboard and RCBOs',
      items: [
        { id: ELECTRICIAN, description: 'Electrician', detailedDescription: '', quantity: '3.00', unitPrice: '95', type: 'labor' },
        { id: RCBO, description: 'RCBO', detailedDescription: '', quantity: '5', unitPrice: '48.50', type: 'materials' },
        { id: SURGE, description: 'Surge diverter', detailedDescription: '', quantity: '1.00', unitPrice: '120.00', type: 'materials' },
      ],
    });
  });

  it('sends every line when one is added, removed or moved', () => {
    const added = structuredClone(before);
    added.otherItems.push({ description: 'Disposal', detailedDescription: '', quantity: '1', unitPrice: '40' });
    expect(quoteChanges(before, added).items?.at(-1)).toEqual({ description: 'Disposal', detailedDescription: '', quantity: '1', unitPrice: '40', type: 'other' });
    const removed = structuredClone(before);
    removed.materialItems.splice(0, 1);
    expect(quoteChanges(before, removed).items?.map((line) => line.id)).toEqual([ELECTRICIAN, SURGE]);
    const moved = structuredClone(before);
    moved.materialItems.reverse();
    expect(quoteChanges(before, moved).items?.map((line) => line.id)).toEqual([ELECTRICIAN, SURGE, RCBO]);
  });

  it('sends travel, all of it, once any of it changed', () => {
    const after = { ...structuredClone(before), includeTravel: true, travelDistance: '20' };
    expect(quoteChanges(before, after)).toEqual({ includeTravel: true, travelDistance: '20', costPerKm: '1.50' });
  });

  it('leaves out what did not change, and sends nothing when nothing did', () => {
    const after = structuredClone(before);
    after.aiSummary = 'Two RCBOs';
    after.laborItems[0]!.unitPrice = '95';
    after.travelDistance = '0';
    expect(quoteChanges(before, after)).toEqual({ aiSummary: 'Two RCBOs' });
    expect(quoteChanges(before, structuredClone(before))).toEqual({});
  });

  it('requests, changes or withdraws the deposit, and leaves it when it stays', () => {
    const none = { wanted: false, amount: null };
    const asked = { wanted: true, amount: '250.00' };
    expect(depositChange(none, { wanted: true, amount: null }, '212.85')).toBe('212.85');
    expect(depositChange(asked, { wanted: true, amount: '300' }, '212.85')).toBe('300.00');
    expect(depositChange(asked, { wanted: true, amount: '250' }, '212.85')).toBeUndefined();
    expect(depositChange(asked, none, '212.85')).toBeNull();
    expect(depositChange(none, none, '212.85')).toBeUndefined();
    expect(quoteChanges(before, structuredClone(before), null)).toEqual({ deposit: null });
  });

  it('gives the spec messages, on the line that has them', async () => {
    const after = structuredClone(before);
    after.title = ' ';
    after.clientEmail = 'not-an-email';
    after.laborItems[0]!.quantity = '0';
    after.materialItems[1]!.unitPrice = '';
    const errors = await errorsOf(after);
    expect(errors.title?.message).toBe('Title is required');
    expect(errors.clientEmail?.message).toBe('Invalid email address');
    expect(errors.laborItems?.[0]?.quantity?.message).toBe('Hours/Quantity must be greater than 0');
    expect(errors.materialItems?.[1]?.unitPrice?.message).toBe('Rate/Price must be greater than 0');
  });

  it('lets the client email be left empty', async () => {
    expect(await errorsOf({ ...before, clientEmail: '' })).toEqual({});
  });
});
