import { describe, expect, it } from 'vitest';
import { formatAbn, isValidAbn, isValidBsb } from './abn.ts';

describe('ABN', () => {
  it.each(['53004085616', '51824753556', '53 004 085 616', '51 824 753 556'])('accepts %s', (abn) => {
    expect(isValidAbn(abn)).toBe(true);
  });

  it.each([
    ['a one-digit change', '53004085617'],
    ['another one-digit change', '51824753566'],
    ['10 digits', '5300408561'],
    ['12 digits', '530040856160'],
    ['letters', '5300408561A'],
    ['nothing', ''],
  ])('rejects %s', (_why, abn) => {
    expect(isValidAbn(abn)).toBe(false);
  });

  it('is shown in groups: NN NNN NNN NNN', () => {
    expect(formatAbn('53004085616')).toBe('53 004 085 616');
    expect(formatAbn('53 004085616')).toBe('53 004 085 616');
    expect(formatAbn('123')).toBe('123');
  });
});

describe('BSB', () => {
  it('accepts NNN-NNN', () => {
    expect(isValidBsb('123-456')).toBe(true);
  });

  it.each(['123456', '12-3456', '123-45', '123 456', 'abc-def'])('rejects %s', (bsb) => {
    expect(isValidBsb(bsb)).toBe(false);
  });
});
