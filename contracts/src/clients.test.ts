import { describe, expect, it } from 'vitest';
import { clientInitials, CreateClient, UpdateClient } from './clients.ts';
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
    expect(CreateClient.parse({ name: ' Jo Bloggs ', email: ' jo@example.com ', phone: '', address: null })).toEqual({
      name: 'Jo Bloggs',
      email: 'jo@example.com',
      phone: null,
      address: null,
    });
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

describe('clientInitials', () => {
  it.each([
    ['Jo Bloggs', 'JB'],
    ['sparky jim smith', 'SJ'],
    ['Cher', 'C'],
    ['  ', ''],
  ])('%s → %s', (name, initials) => {
    expect(clientInitials(name)).toBe(initials);
  });
});
