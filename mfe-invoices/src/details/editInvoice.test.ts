import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { editResolver, invoiceChanges, type EditValues } from './editInvoice.ts';

const before: EditValues = {
  title: 'Switchboard upgrade',
  description: '',
  dueDate: '2025-08-01',
  items: [
    { id: '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f', description: 'Electrician', quantity: '3.00', unitPrice: '95.00', type: 'labor' },
    { id: '7a2e3d4c-5b6a-4f9e-8d1c-2b3c4d5e6f70', description: 'RCBO', quantity: '4.00', unitPrice: '48.50', type: 'materials' },
  ],
};

async function errorsOf(values: EditValues): Promise<FieldErrors<EditValues>> {
  const result = await editResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors;
}

describe('editing an invoice', () => {
  it('sends the changed fields and, once a line changed, every line, in one body', () => {
    const after = structuredClone(before);
    after.dueDate = '2025-08-15';
    after.items[0]!.unitPrice = '95';
    after.items[1]!.type = 'other';
    expect(invoiceChanges(before, after)).toEqual({ dueDate: '2025-08-15', items: after.items });
  });

  it('leaves the lines out when none changed, and sends nothing when nothing did', () => {
    const after = structuredClone(before);
    after.title = 'Switchboard';
    after.items[1]!.quantity = '4';
    expect(invoiceChanges(before, after)).toEqual({ title: 'Switchboard' });
    expect(invoiceChanges(before, structuredClone(before))).toEqual({});
  });

  it("refuses an empty title and a line without a description or price, in the spec's words", async () => {
    const after = structuredClone(before);
    after.title = ' ';
    after.items[1]!.description = '';
    after.items[1]!.unitPrice = '0';
    const errors = await errorsOf(after);
    expect(errors.title?.message).toBe('Title is required');
    expect(errors.items?.[1]?.description?.message).toBe('Description is required');
    expect(errors.items?.[1]?.unitPrice?.message).toBe('Rate/Price must be greater than 0');
    expect(errors.items?.[0]).toBeUndefined();
  });
});
