import { describe, expect, it } from 'vitest';
import { applyEdit, caretAfterDigits, formatCardNumber, formatCvc, formatExpiry } from './card-format.ts';

/** Types `keys` one at a time into an empty field, as a phone's number pad does. */
function typeInto(format: (typed: string, before: string) => string, keys: string): string[] {
  const shown: string[] = [];
  let value = '';
  for (const key of keys) {
    value = format(value + key, value);
    shown.push(value);
  }
  return shown;
}

/** Presses backspace at the end of the field `times` times. */
function backspace(format: (typed: string, before: string) => string, from: string, times: number): string[] {
  const shown: string[] = [];
  let value = from;
  for (let n = 0; n < times; n++) {
    value = format(value.slice(0, -1), value);
    shown.push(value);
  }
  return shown;
}

describe('the card number', () => {
  it('is grouped in fours as it is typed', () => {
    expect(typeInto(formatCardNumber, '42424242').slice(3, 6)).toEqual(['4242', '4242 4', '4242 42']);
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  });

  it('takes a pasted number with spaces or dashes', () => {
    expect(formatCardNumber('4000-0000-0000-0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber(' 4242 4242 4242 4242 ')).toBe('4242 4242 4242 4242');
  });

  it('keeps a 19-digit card whole and stops there', () => {
    expect(formatCardNumber('4000000000000000003')).toBe('4000 0000 0000 0000 003');
    expect(formatCardNumber('40000000000000000039999')).toBe('4000 0000 0000 0000 003');
  });

  it('groups an American Express card 4-6-5 and stops at 15 digits', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3400000000000099')).toBe('3400 000000 00009');
    expect(typeInto(formatCardNumber, '3782822').at(-1)).toBe('3782 822');
  });

  it('backspace at the end leaves no group space hanging', () => {
    expect(backspace(formatCardNumber, '4242 4', 2)).toEqual(['4242', '424']);
  });
});

describe('the expiry', () => {
  it('adds the "/" for a number pad, which has none: 1228 → 12/28', () => {
    expect(typeInto(formatExpiry, '1228')).toEqual(['1', '12/', '12/2', '12/28']);
  });

  it('stops at MM/YY', () => {
    expect(typeInto(formatExpiry, '122834').at(-1)).toBe('12/28');
  });

  it('reads a first digit that cannot start a month as the month', () => {
    expect(typeInto(formatExpiry, '428')).toEqual(['04/', '04/2', '04/28']);
    expect(typeInto(formatExpiry, '13')).toEqual(['1', '01/3']);
    expect(formatExpiry('1/', '1')).toBe('01/');
  });

  it('lets backspace past the "/" it added', () => {
    expect(backspace(formatExpiry, '12/28', 5)).toEqual(['12/2', '12/', '12', '1', '']);
    // Typing again after deleting the "/" puts it back.
    expect(formatExpiry('123', '12')).toBe('12/3');
  });

  it('takes a pasted or autofilled expiry, with a two- or four-digit year', () => {
    expect(formatExpiry('12/28')).toBe('12/28');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12 / 2028')).toBe('12/28');
    expect(formatExpiry('3/29')).toBe('03/29');
    expect(formatExpiry('07-2030')).toBe('07/30');
  });

  it('keeps a "/" typed by the client as it is', () => {
    expect(typeInto(formatExpiry, '12/28')).toEqual(['1', '12/', '12/', '12/2', '12/28']);
  });
});

describe('the security code', () => {
  it('takes digits only, at most four', () => {
    expect(formatCvc('12a3')).toBe('123');
    expect(formatCvc('12345')).toBe('1234');
  });
});

describe('an edit inside the field', () => {
  it('keeps the caret at the end while typing at the end', () => {
    expect(applyEdit(formatExpiry, '12', '1', 2)).toEqual({ value: '12/', caret: 3 });
    expect(applyEdit(formatCardNumber, '42424', '4242', 5)).toEqual({ value: '4242 4', caret: 6 });
  });

  it('keeps the caret after the same digits when the groups move', () => {
    // A digit typed after the 4th of "4242 4242": the 5th digit now ends the first group's space.
    expect(applyEdit(formatCardNumber, '42421 4242', '4242 4242', 5)).toEqual({ value: '4242 1424 2', caret: 6 });
    expect(caretAfterDigits('4242', 0)).toBe(0);
    expect(caretAfterDigits('4242', 9)).toBe(4);
  });

  it('backspace on a group space inside the number takes the digit before it', () => {
    // The caret was after the space of "4242 |4242"; the space was deleted.
    expect(applyEdit(formatCardNumber, '42424242', '4242 4242', 4)).toEqual({ value: '4244 242', caret: 3 });
  });
});
