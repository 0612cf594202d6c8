import { describe, expect, it } from 'vitest';
import { Client, clientInitials, CreateClient, isAustralianPhone, UpdateClient } from './clients.ts';
import { fieldErrors } from './errors.ts';

const errorsOf = (result: { error?: Parameters<typeof fieldErrors>[0] }) => fieldErrors(result.error!);

describe('CreateClient', () => {
  it('names each bad field with the spec message', () => {
    expect(errorsOf(CreateClient.safeParse({ name: '', email: 'x' }))).toEqual({
      name: 'Name is required',
      email: 'Valid email is required',
    });
  });

  it('asks for a missing email', () => {
    expect(errorsOf(CreateClient.safeParse({ name: 'Jo' }))).toEqual({ email: 'Email is required' });
    expect(errorsOf(CreateClient.safeParse({ name: 'Jo', email: '  ' }))).toEqual({ email: 'Email is required' });
  });

  it('trims and treats empty optional fields as not set', () => {
    expect(CreateClient.parse({ name: ' Jo Bloggs ', email: ' jo@example.com ', phone: '', address: null, abn: '' })).toEqual({
      name: 'Jo Bloggs',
      email: 'jo@example.com',
      phone: null,
      address: null,
      abn: null,
    });
  });

  it("takes a business client's ABN as typed when its checksum holds, with the business's own message otherwise", () => {
    expect(CreateClient.parse({ name: 'Harbour View Strata', email: 'a@example.com', abn: '51 824 753 556' }).abn).toBe('51 824 753 556');
    expect(errorsOf(CreateClient.safeParse({ name: 'Jo', email: 'jo@example.com', abn: '51 824 753 557' }))).toEqual({ abn: 'Please enter a valid 11-digit ABN' });
    expect(errorsOf(UpdateClient.safeParse({ abn: '1234' }))).toEqual({ abn: 'Please enter a valid 11-digit ABN' });
    expect(UpdateClient.parse({ abn: '' })).toEqual({ abn: null });
  });

  it('rejects fields it does not know', () => {
    expect(errorsOf(CreateClient.safeParse({ name: 'Jo', email: 'jo@example.com', ownerId: 'x' }))).toEqual({
      ownerId: 'Unknown field: ownerId',
    });
  });
});

describe('UpdateClient', () => {
  it('changes only what is sent, with the same messages', () => {
    expect(UpdateClient.parse({ phone: '0400 000 000' })).toEqual({ phone: '0400 000 000' });
    expect(errorsOf(UpdateClient.safeParse({ name: ' ' }))).toEqual({ name: 'Name is required' });
  });
});

describe('a client\'s phone', () => {
  const message = 'Enter an Australian phone number, e.g. 0412 345 678';

  it.each(['0412 345 678', '0412345678', '+61 412 345 678', '+61 (0)412 345 678', '+61 0412 345 678', '(02) 9876-5432', '03 9123 4567', '+61 8 9123 4567', '13 12 23', '1300 123 456', '1800 123 456'])(
    'takes %s, kept as typed',
    (phone) => {
      expect(isAustralianPhone(phone)).toBe(true);
      expect(CreateClient.parse({ name: 'Jo', email: 'jo@example.com', phone }).phone).toBe(phone);
    },
  );

  it.each(['not a phone', '12345', '0412 345 67', '0512 345 678', '+1 900 555 0100', '1900 123 456', '04123456789'])('refuses %s, saying what it wants', (phone) => {
    expect(isAustralianPhone(phone)).toBe(false);
    expect(errorsOf(CreateClient.safeParse({ name: 'Jo', email: 'jo@example.com', phone }))).toEqual({ phone: message });
    expect(errorsOf(UpdateClient.safeParse({ phone }))).toEqual({ phone: message });
  });

  it('takes nothing but spaces as no phone', () => {
    expect(CreateClient.parse({ name: 'Jo', email: 'jo@example.com', phone: '   ' }).phone).toBeNull();
  });

  it('is checked when typed, so a client kept with a bad phone still reads', () => {
    const kept = { id: crypto.randomUUID(), name: 'Jo', email: 'jo@example.com', phone: 'not a phone', address: null, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
    expect(Client.parse(kept).phone).toBe('not a phone');
  });
});

describe('clientInitials', () => {
  it.each([
    ['Jo Bloggs', 'JB'],
    ['sparky jim smith', 'SJ'],
    ['Cher', 'C'],
    ['  ', ''],
    ['😀 Ana', '😀A'],
    ['👩‍🔧 bob builder', '👩‍🔧B'],
    ['🇦🇺 Plumbing', '🇦🇺P'],
    ['zoë ng', 'ZN'],
    ['Nguyễn Văn An', 'NV'],
    ['王 小明', '王小'],
    ['e\u0301mile zola', 'E\u0301Z'],
  ])('%s → %s', (name, initials) => {
    expect(clientInitials(name)).toBe(initials);
  });
});
