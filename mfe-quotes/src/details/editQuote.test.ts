import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { editResolver, quoteChanges, type EditValues } from './editQuote.ts';

const before: EditValues = {
  title: 'Switchboard upgrade',
  description: '',
  clientName: 'Sarah Nguyen',
  clientEmail: 'sarah@example.com',
  aiSummary: '',
  items: [
    { id: '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f', description: 'Electrician', quantity: '3.00', unitPrice: '95.00' },
    { id: '7a2e3d4c-5b6a-4f9e-8d1c-2b3c4d5e6f70', description: 'RCBO', quantity: '4.00', unitPrice: '48.50' },
  ],
};

async function errorsOf(values: EditValues): Promise<FieldErrors<EditValues>> {
  const result = await editResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors;
}

describe('editing a quote', () => {
  it('sends the changed fields and, once a line changed, every line, in one body', () => {
    const after = structuredClone(before);
    after.title = 'Switchboard and RCBOs';
    after.items[1]!.quantity = '5';
    after.items[0]!.unitPrice = '95';
    expect(quoteChanges(before, after)).toEqual({ title: 'Switchboard and RCBOs', items: after.items });
  });

  it('leaves the lines out when none changed, and sends nothing when nothing did', () => {
    const after = structuredClone(before);
    after.aiSummary = 'Two RCBOs';
    after.items[0]!.unitPrice = '95';
    expect(quoteChanges(before, after)).toEqual({ aiSummary: 'Two RCBOs' });
    expect(quoteChanges(before, structuredClone(before))).toEqual({});
  });

  it('gives the spec messages', async () => {
    const after = structuredClone(before);
    after.title = ' ';
    after.clientEmail = 'not-an-email';
    after.items[0]!.quantity = '0';
    after.items[1]!.unitPrice = '';
    const errors = await errorsOf(after);
    expect(errors.title?.message).toBe('Title is required');
    expect(errors.clientEmail?.message).toBe('Invalid email address');
    expect(errors.items?.[0]?.quantity?.message).toBe('Hours/Quantity must be greater than 0');
    expect(errors.items?.[1]?.unitPrice?.message).toBe('Rate/Price must be greater than 0');
  });

  it('lets the client email be left empty', async () => {
    expect(await errorsOf({ ...before, clientEmail: '' })).toEqual({});
  });
});
