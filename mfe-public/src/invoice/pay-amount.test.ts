import { describe, expect, it } from 'vitest';
import { amountCents, payAmountProblem } from './pay-amount.ts';

describe('the amount the client pays on an invoice', () => {
  it('reads what a person types as cents', () => {
    expect(amountCents('1,234.5')).toBe(123450);
    expect(amountCents('$80')).toBe(8000);
    expect(amountCents(' 0.05 ')).toBe(5);
    expect(amountCents('12.345')).toBeNull();
    expect(amountCents('ten')).toBeNull();
  });

  it('takes $0.50 up to what is due, and names why not otherwise', () => {
    expect(payAmountProblem('100', '1100.00')).toBeNull();
    expect(payAmountProblem('1100.00', '1100.00')).toBeNull();
    expect(payAmountProblem('1100.01', '1100.00')).toBe('You can pay at most the $1,100.00 still due');
    expect(payAmountProblem('0.49', '1100.00')).toBe('Minimum amount is $0.50 AUD');
    expect(payAmountProblem('', '1100.00')).toBe('Enter the amount to pay');
  });
});
