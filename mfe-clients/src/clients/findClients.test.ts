import { describe, expect, it } from 'vitest';
import type { Client } from '@cobber/contracts';
import { findClients, phoneDigits } from './findClients.ts';

let n = 0;
function client(name: string, email: string, phone: string | null): Client {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name,
    email,
    phone,
    address: null,
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-01T09:00:00.000Z',
  };
}

const clients = [
  client('Sarah Nguyen', 'sarah@example.com', '0423 111 222'),
  client('Bob Hartley', 'bob.hartley@example.com', '+61 499 888 777'),
  client('Mia Chen', 'mia@example.com', '(02) 9876-5432'),
  client('Tom Reid', 'tom@example.com', null),
];

const names = (found: Client[]) => found.map((c) => c.name);

describe('finding a client', () => {
  it('finds a phone by its digits whatever the spacing', () => {
    expect(names(findClients(clients, '0423111'))).toEqual(['Sarah Nguyen']);
    expect(names(findClients(clients, '0423 111 222'))).toEqual(['Sarah Nguyen']);
    expect(names(findClients(clients, '111222'))).toEqual(['Sarah Nguyen']);
    expect(names(findClients(clients, '98765432'))).toEqual(['Mia Chen']);
    expect(names(findClients(clients, '02 9876'))).toEqual(['Mia Chen']);
  });

  it('finds +61 numbers by the 0 a tradie dials, and the other way round', () => {
    expect(names(findClients(clients, '0499888'))).toEqual(['Bob Hartley']);
    expect(names(findClients(clients, '+61 423 111'))).toEqual(['Sarah Nguyen']);
  });

  it('still finds a name or an email in any case, sorted by name', () => {
    expect(names(findClients(clients, 'SARAH'))).toEqual(['Sarah Nguyen']);
    expect(names(findClients(clients, 'hartley@'))).toEqual(['Bob Hartley']);
    expect(names(findClients(clients, ''))).toEqual(['Bob Hartley', 'Mia Chen', 'Sarah Nguyen', 'Tom Reid']);
    expect(findClients(clients, 'plumber')).toEqual([]);
  });

  it('reads a search with letters as words, not as a phone', () => {
    expect(findClients(clients, 'unit 4')).toEqual([]);
  });
});

describe('phoneDigits', () => {
  it('keeps only the digits, +61 written as 0', () => {
    expect(phoneDigits('0423 111 222')).toBe('0423111222');
    expect(phoneDigits('+61 423 111 222')).toBe('0423111222');
    expect(phoneDigits('(02) 9876-5432')).toBe('0298765432');
  });
});
