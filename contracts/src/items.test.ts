import { describe, expect, it } from 'vitest';
import { documentFormErrors } from './items.ts';
import { UpdateQuote } from './quotes.ts';

describe('documentFormErrors', () => {
  it("puts each issue where the edit form shows it: the document's fields, and each line's", () => {
    const result = UpdateQuote.safeParse({
      title: '',
      items: [{ description: 'Cable', quantity: 1, unitPrice: 5, type: 'materials' }, { description: '', quantity: 0, unitPrice: 5, type: 'labor' }],
    });
    expect(documentFormErrors(result.error!.issues)).toEqual({
      title: { type: 'too_small', message: 'Title is required' },
      items: [undefined, { description: { type: 'too_small', message: 'Description is required' }, quantity: { type: 'too_small', message: 'Hours/Quantity must be greater than 0' } }],
    });
  });

  it('keeps an issue of the whole list on the list, and answers null when there is none', () => {
    const many = Array.from({ length: 101 }, () => ({ description: 'x', quantity: 1, unitPrice: 1, type: 'other' }));
    expect(documentFormErrors(UpdateQuote.safeParse({ items: many }).error!.issues)).toEqual({ items: { type: 'too_big', message: 'A quote can have at most 100 items' } });
    expect(documentFormErrors([])).toBeNull();
  });
});
