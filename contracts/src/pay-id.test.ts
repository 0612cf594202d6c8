import { describe, expect, it } from 'vitest';
import { UpdateBusiness } from './business.ts';
import { PAY_ID_MESSAGE, payIdKind, payIdLabel } from './pay-id.ts';

describe('PayID', () => {
  it('takes an email, an Australian mobile written either way, or a valid ABN', () => {
    expect(payIdKind('accounts@sparkybros.com.au')).toBe('email');
    expect(payIdKind('0412 345 678')).toBe('mobile');
    expect(payIdKind('+61 412-345-678')).toBe('mobile');
    expect(payIdKind('53 004 085 616')).toBe('abn');
  });

  it('refuses a landline, a bad ABN checksum, a broken email and anything else', () => {
    for (const wrong of ['02 9876 5432', '53 004 085 617', 'accounts@', 'my bank', '0412 345 67']) expect(payIdKind(wrong)).toBeNull();
    const refused = UpdateBusiness.safeParse({ payId: '02 9876 5432' }).error?.issues[0];
    expect([refused?.path, refused?.message]).toEqual([['payId'], PAY_ID_MESSAGE]);
  });

  it('keeps what was typed, and empty means none', () => {
    expect(UpdateBusiness.parse({ payId: ' 0412 345 678 ' }).payId).toBe('0412 345 678');
    expect(UpdateBusiness.parse({ payId: '' }).payId).toBeNull();
    expect(UpdateBusiness.parse({ payId: null }).payId).toBeNull();
    expect(payIdLabel('51 824 753 556')).toBe('PayID (ABN)');
  });
});
