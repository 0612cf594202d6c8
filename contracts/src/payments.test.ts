import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import { CreateDepositPayment, depositCents, DepositPaymentForm, DepositPaymentResponse } from './payments.ts';

const errorsOf = (result: { error?: Parameters<typeof fieldErrors>[0] }) => fieldErrors(result.error!);
const customer = { customerEmail: 'jo@example.com', customerName: 'Jo Bloggs' };

describe('CreateDepositPayment', () => {
  it('reads the deposit in cents', () => {
    expect(CreateDepositPayment.parse({ depositAmount: '55.50', ...customer })).toEqual({ depositAmount: 5550, ...customer });
    expect(CreateDepositPayment.parse({ depositAmount: 0.5, ...customer }).depositAmount).toBe(50);
  });

  it('gives the spec messages', () => {
    expect(errorsOf(CreateDepositPayment.safeParse({ customerEmail: 'jo', customerName: ' ' }))).toEqual({
      depositAmount: 'Deposit amount is required',
      customerEmail: 'Valid email is required',
      customerName: 'Customer name is required',
    });
    expect(errorsOf(CreateDepositPayment.safeParse({ depositAmount: '0.49', ...customer }))).toEqual({
      depositAmount: 'Minimum amount is $0.50 AUD',
    });
  });
});

describe('DepositPaymentForm', () => {
  it('defaults to 50 percent', () => {
    expect(DepositPaymentForm.parse(customer)).toEqual({ depositType: 'percentage', depositAmount: 50, ...customer });
  });

  it('caps a percentage at 100 and a fixed amount at $0.50 or more', () => {
    expect(errorsOf(DepositPaymentForm.safeParse({ depositType: 'percentage', depositAmount: 101, ...customer }))).toEqual({
      depositAmount: 'Percentage must be at most 100',
    });
    expect(errorsOf(DepositPaymentForm.safeParse({ depositType: 'fixed', depositAmount: 0.25, ...customer }))).toEqual({
      depositAmount: 'Minimum amount is $0.50 AUD',
    });
    expect(errorsOf(DepositPaymentForm.safeParse({ depositType: 'fixed', depositAmount: 10.005, ...customer }))).toEqual({
      depositAmount: 'Use at most 2 decimal places',
    });
  });

  it('shows the amount problem beside the customer ones', () => {
    expect(errorsOf(DepositPaymentForm.safeParse({ depositAmount: 120, customerEmail: 'x', customerName: 'Jo' }))).toEqual({
      customerEmail: 'Valid email is required',
      depositAmount: 'Percentage must be at most 100',
    });
  });

  it('turns the choice into cents', () => {
    expect(depositCents({ depositType: 'percentage', depositAmount: 30 }, 25935)).toBe(7781); // 7780.5 rounds up
    expect(depositCents({ depositType: 'fixed', depositAmount: 100.1 }, 25935)).toBe(10010);
  });
});

describe('DepositPaymentResponse', () => {
  it('has the client secret, the amount and the payment', () => {
    const response = { clientSecret: 'pi_123_secret_456', depositAmount: '77.81', paymentId: '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b' };
    expect(DepositPaymentResponse.parse(response)).toEqual(response);
  });
});
