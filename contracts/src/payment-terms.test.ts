import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_TERMS } from './business.ts';
import { dueDaysInTerms } from './payment-terms.ts';

describe('the days payment terms give', () => {
  it.each([
    [DEFAULT_PAYMENT_TERMS, 7],
    ['Payment due within 14 days of invoice.', 14],
    ['Strictly 30 days.', 30],
    ['Net 30', 30],
    ['NET30', 30],
    ['Please pay within seven days.', 7],
    ['Twenty-one days from the invoice date', 21],
    ['A 7-day payment term applies.', 7],
    ['Payment within 2 weeks, thanks.', 14],
    ['Due within a fortnight of completion.', 14],
    ['Payment due within 7 days.\nBank transfer preferred; 7 days means 7 days.', 7],
    ['1 day', 1],
  ])('%j → %d', (terms, days) => {
    expect(dueDaysInTerms(terms)).toBe(days);
  });

  it.each([
    [null],
    [''],
    ['Payment on completion.'],
    ['Cash or bank transfer.'],
    // Not calendar days from the invoice: left to the default.
    ['Payment due within 10 business days.'],
    ['7 working days'],
    ['30 days end of month'],
    ['Net 30 EOM'],
    ['Due on the 20th of the following month'],
    // Two different spans: which one is the due date is not plain.
    ['Payment within 7 days; a 2% fee applies after 30 days.'],
    // Out of range.
    ['0 days'],
    ['999 days'],
    ['400 days'],
  ])('%j → none', (terms) => {
    expect(dueDaysInTerms(terms)).toBeNull();
  });
});
