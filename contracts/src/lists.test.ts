import { describe, expect, it } from 'vitest';
import { ClientKey, ClientListQuery, QuoteListQuery } from './list-queries.ts';
import { documentNumberSearched, phoneDigits, phoneSearched, searchTerms } from './list-search.ts';
import { asksForPage, encodeCursor, pageCursor } from './lists.ts';

describe('a page cursor', () => {
  it('reads back the sort key it was made from, any script in it', () => {
    const key = ['émile zoë 山田', 'Émile Zoë 山田', crypto.randomUUID()];
    expect(pageCursor(ClientKey).parse(encodeCursor(key))).toEqual(key);
  });

  it('is refused when it is not one the list made', () => {
    for (const cursor of ['', 'not a cursor', encodeCursor(['a', 'b']), encodeCursor(['2025-03-01T09:00:00.000000', crypto.randomUUID()])]) {
      expect(QuoteListQuery.safeParse({ cursor }).success, cursor).toBe(false);
    }
    expect(ClientListQuery.safeParse({ cursor: encodeCursor(['a\u0000', 'a', crypto.randomUUID()]) }).success).toBe(false);
  });
});

describe('a list query', () => {
  it('asks for a page when it holds any parameter the list knows', () => {
    expect(asksForPage(QuoteListQuery.parse({}))).toBe(false);
    expect(asksForPage(ClientListQuery.parse({ status: 'sent' }))).toBe(false);
    expect(asksForPage(QuoteListQuery.parse({ search: '' }))).toBe(true);
    expect(QuoteListQuery.parse({ limit: '30' }).limit).toBe(30);
    // PostgreSQL refuses a NUL in text: a 400, never a 500.
    expect(QuoteListQuery.safeParse({ search: 'a\u0000' }).success).toBe(false);
  });
});

describe('what a search may mean', () => {
  it('reads a document number with any start of its prefix', () => {
    const q2 = searchTerms(' Q-0002 ');
    expect([documentNumberSearched(q2, 'q'), documentNumberSearched(q2, 'inv')]).toEqual([2, null]);
    expect([documentNumberSearched(searchTerms('in 7'), 'inv'), documentNumberSearched(searchTerms('rec7'), 'rec')]).toEqual([7, 7]);
    expect(documentNumberSearched(searchTerms('0002'), 'rec')).toBe(2);
  });

  it('reads an amount as the range of money it names so far', () => {
    expect(searchTerms('$827').amount).toEqual({ from: '827.00', below: '828.00' });
    expect(searchTerms('827.7').amount).toEqual({ from: '827.70', below: '827.80' });
    expect(searchTerms('$1,234.56').amount).toEqual({ from: '1234.56', below: '1234.57' });
    expect(searchTerms('99999999999').amount).toBeNull();
    expect(searchTerms('kitchen').amount).toBeNull();
  });

  it('reads a phone number by its digits, +61 as 0', () => {
    expect(phoneDigits('+61 423 111 222')).toBe('0423111222');
    expect(phoneSearched('(02) 9876')).toBe('029876');
    expect(phoneSearched('unit 4')).toBeNull();
  });
});
