import { describe, expect, it } from 'vitest';
import { inForeignKeyOrder } from './foreign-key-order.ts';

const table = (name: string) => ({ schema: 'quotes', name });

describe('the order a restore fills tables in', () => {
  it('puts quotes before their items and history, and keeps the rest as given', () => {
    const tables = ['outbox', 'quote_history', 'quote_items', 'quotes'].map(table);
    const keys = [
      { child: table('quote_items'), parent: table('quotes') },
      { child: table('quote_history'), parent: table('quotes') },
    ];
    expect(inForeignKeyOrder(tables, keys).map((t) => t.name)).toEqual(['outbox', 'quotes', 'quote_history', 'quote_items']);
  });

  it('ignores a key to the table itself and to tables not being filled', () => {
    const tables = [table('items'), table('parts')];
    const keys = [
      { child: table('items'), parent: table('items') },
      { child: table('parts'), parent: { schema: 'business', name: 'clients' } },
    ];
    expect(inForeignKeyOrder(tables, keys).map((t) => t.name)).toEqual(['items', 'parts']);
  });

  it('refuses a cycle, naming the tables in it', () => {
    const keys = [
      { child: table('a'), parent: table('b') },
      { child: table('b'), parent: table('a') },
    ];
    expect(() => inForeignKeyOrder([table('a'), table('b'), table('c')], keys)).toThrow('quotes.a, quotes.b form a cycle');
  });
});
