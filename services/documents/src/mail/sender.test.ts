import { describe, expect, it } from 'vitest';
import { businessSender, greeting, senderAddress } from './sender.ts';

describe('who a mail is from', () => {
  it("shows the business's name at MAIL_FROM's address", () => {
    expect(businessSender('Cobber <invoices@cobber.local>', 'Olly Electrical')).toEqual({ name: 'Olly Electrical via Cobber', address: 'invoices@cobber.local' });
    expect(businessSender('invoices@cobber.local', ' Olly\nElectrical ')).toEqual({ name: 'Olly Electrical via Cobber', address: 'invoices@cobber.local' });
    expect(senderAddress('"Cobber, the app" <quotes@cobber.com.au>')).toBe('quotes@cobber.com.au');
  });
});

describe('greeting', () => {
  it.each([
    ['Sarah Nguyen', 'Hi Sarah,'],
    ['  Jo  Bloggs ', 'Hi Jo,'],
    ['Cher', 'Hi Cher,'],
    ['Nguyễn Văn An', 'Hi Nguyễn,'],
    ['王小明', 'Hi 王小明,'],
    ['', 'Hi there,'],
  ])('%s → %s', (name, expected) => {
    expect(greeting(name)).toBe(expected);
  });
});
