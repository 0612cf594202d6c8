import { describe, expect, it } from 'vitest';
import { depositAmount, depositProblem, suggestedDeposit } from './deposit.ts';

describe('a deposit request', () => {
  it('suggests 30% of the amount, to the cent', () => {
    expect(suggestedDeposit(123_456)).toBe('370.37');
    expect(suggestedDeposit(0)).toBe('0.00');
  });

  it('gives the spec messages for an empty, invalid or too large amount', () => {
    expect(depositProblem('', 10_000)).toBe('Please enter a deposit amount');
    expect(depositProblem('abc', 10_000)).toBe('Please enter a valid deposit amount');
    expect(depositProblem('0', 10_000)).toBe('Please enter a valid deposit amount');
    expect(depositProblem('-5', 10_000)).toBe('Please enter a valid deposit amount');
    expect(depositProblem('100.01', 10_000)).toBe('Please enter a valid deposit amount');
  });

  it('takes any amount from a cent up to the total', () => {
    expect(depositProblem('0.01', 10_000)).toBeNull();
    expect(depositProblem('100', 10_000)).toBeNull();
    expect(depositAmount('30.5')).toBe('30.50');
  });

  it('asks at least what the client already paid', () => {
    expect(depositProblem('99.99', 50_000, 10_000)).toBe('The deposit cannot be less than the $100.00 already paid');
    expect(depositProblem('100', 50_000, 10_000)).toBeNull();
  });
});
