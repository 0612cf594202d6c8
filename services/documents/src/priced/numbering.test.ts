import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, migrate, type Knex } from '@cobber/kit';
import { createTestDatabase } from '@cobber/kit/testing';
import { createDocumentCounters, nextDocumentNumber, type NumberedDocument } from './numbering.ts';

const SCHEMA = 'numbering_test';

describe('quote, invoice and receipt numbers', () => {
  let db: Knex;
  beforeAll(async () => {
    db = connect(await createTestDatabase(), SCHEMA, 10);
    await migrate(db, SCHEMA, [
      {
        name: '001_documents',
        async up(trx) {
          await createDocumentCounters(trx);
          // As the documents' own tables do: a duplicate number is impossible.
          await trx.schema.createTable('documents', (t) => {
            t.uuid('owner_id').notNullable();
            t.string('kind', 20).notNullable();
            t.integer('number').notNullable();
            t.unique(['owner_id', 'kind', 'number']);
          });
        },
      },
    ]);
  });
  afterAll(() => db.destroy());

  /** A document made in its own transaction; `fail` rolls it back after it took its number. */
  const makeDocument = (ownerId: string, kind: NumberedDocument, fail = false) =>
    db
      .transaction(async (trx) => {
        const number = await nextDocumentNumber(trx, ownerId, kind);
        await trx('documents').insert({ owner_id: ownerId, kind, number });
        if (fail) throw new Error('the document could not be made');
        return number;
      })
      .catch(() => null);

  it('are consecutive from 1, with no gap and no duplicate, under 50 at once with every fifth rolled back', async () => {
    const owner = crypto.randomUUID();
    const made = await Promise.all(Array.from({ length: 50 }, (_, i) => makeDocument(owner, 'invoice', i % 5 === 4)));
    const numbers = made.filter((n): n is number => n !== null).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(await makeDocument(owner, 'invoice')).toBe(41);
  });

  it('are counted per business and per kind of document', async () => {
    const [sam, alex] = [crypto.randomUUID(), crypto.randomUUID()];
    for (const kind of ['quote', 'invoice', 'receipt'] as const) {
      expect([await makeDocument(sam, kind), await makeDocument(sam, kind), await makeDocument(alex, kind)]).toEqual([1, 2, 1]);
    }
  });
});
