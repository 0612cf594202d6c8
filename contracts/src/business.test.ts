import { describe, expect, it } from 'vitest';
import { CreateBusiness, UpdateBusiness } from './business.ts';
import { fieldErrors } from './errors.ts';

const errorsOf = (result: { error?: Parameters<typeof fieldErrors>[0] }) => fieldErrors(result.error!);

describe('CreateBusiness (onboarding)', () => {
  it('needs a name and a valid email or none', () => {
    expect(errorsOf(CreateBusiness.safeParse({ name: '', email: 'nope' }))).toEqual({
      name: 'Business name is required',
      email: 'Invalid email',
    });
    expect(CreateBusiness.parse({ name: 'Sparky Co', email: '' }).email).toBeNull();
  });

  it('checks the ABN checksum, allowing spaces', () => {
    expect(CreateBusiness.parse({ name: 'Sparky Co', abn: '53 004 085 616' }).abn).toBe('53 004 085 616');
    expect(errorsOf(CreateBusiness.safeParse({ name: 'Sparky Co', abn: '53 004 085 617' }))).toEqual({
      abn: 'Please enter a valid 11-digit ABN',
    });
  });

  it('rejects fields it does not know', () => {
    expect(errorsOf(CreateBusiness.safeParse({ name: 'Sparky Co', id: 'x' }))).toEqual({ id: 'Unknown field: id' });
  });
});

describe('UpdateBusiness (settings)', () => {
  it.each([29.99, 300.01, 0, Number.NaN, '90'])('refuses an hourly rate of %s', (rate) => {
    expect(errorsOf(UpdateBusiness.safeParse({ defaultHourlyRate: rate }))).toEqual({
      defaultHourlyRate: 'Hourly rate must be between $30 and $300',
    });
  });

  it('takes 30 to 300, rounded to the cent', () => {
    expect(UpdateBusiness.parse({ defaultHourlyRate: 30 }).defaultHourlyRate).toBe(30);
    expect(UpdateBusiness.parse({ defaultHourlyRate: 300 }).defaultHourlyRate).toBe(300);
    expect(UpdateBusiness.parse({ defaultHourlyRate: 90.456 }).defaultHourlyRate).toBe(90.46);
  });

  it('uses the settings messages', () => {
    expect(
      errorsOf(UpdateBusiness.safeParse({ name: ' ', email: 'x', phone: '12345', bsb: '123456', accountNumber: '12345678901' })),
    ).toEqual({
      name: 'Business name is required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      bsb: 'BSB must be 6 digits, like 123-456',
      accountNumber: 'Account number must be at most 10 digits',
    });
  });

  it('accepts a BSB as NNN-NNN', () => {
    expect(UpdateBusiness.parse({ bsb: '123-456' }).bsb).toBe('123-456');
    expect(errorsOf(UpdateBusiness.safeParse({ bsb: '12-3456' }))).toEqual({ bsb: 'BSB must be 6 digits, like 123-456' });
  });
});
