import type { EventEnvelope } from '@cobber/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventBus } from './bus.ts';
import { connect, migrate, type Knex } from './database.ts';
import { consumeBatchOnce, consumeOnce } from './inbox.ts';
import { createLogger } from './logger.ts';
import { createEvent, outboxMigration, OutboxRelay, writeEvents } from './outbox.ts';
import { PostgresBus } from './postgres-bus.ts';
import { createTestDatabase } from './testing/database.ts';

const OWNER = '7d9f2c1e-4b7a-4d33-9a51-0c2b6f1e8a10';

function clientEvent(name: string, id = crypto.randomUUID()) {
  const now = new Date().toISOString();
  return createEvent('client.upserted', {
    ownerId: OWNER,
    key: id,
    data: { id, ownerId: OWNER, name, email: 'a@b.co', phone: null, address: null, createdAt: now, updatedAt: now },
  });
}

describe('outbox relay and inbox', () => {
  let url: string;
  let db: Knex;
  let bus: PostgresBus;
  const received: EventEnvelope[] = [];
  /** Publishes that fail before reaching the bus, as when the broker is away. */
  let failNext = 0;
  let relay: OutboxRelay;

  beforeAll(async () => {
    url = await createTestDatabase();
    db = connect(url, 'kit_test');
    await migrate(db, 'kit_test', [outboxMigration]);
    bus = new PostgresBus({ databaseUrl: url, logger: createLogger('test', 'silent') });
    await bus.subscribe('test', async (event) => {
      received.push(event);
    });
    const flaky: EventBus = {
      publish: async (events) => {
        if (failNext > 0) {
          failNext--;
          throw new Error('broker not reachable');
        }
        await bus.publish(events);
      },
      subscribe: (group, handler, options) => bus.subscribe(group, handler, options),
      unsubscribe: (group) => bus.unsubscribe(group),
      isAttached: (group) => bus.isAttached(group),
      stop: () => bus.stop(),
    };
    relay = new OutboxRelay({ db, schema: 'kit_test', bus: flaky, logger: createLogger('test', 'silent'), databaseUrl: url });
    await relay.start();
  });

  afterAll(async () => {
    await relay.stop();
    await bus.stop();
    await db.destroy();
  });

  it('publishes an event only once its transaction commits, woken by the commit', async () => {
    const event = clientEvent('Committed');
    await db.transaction((trx) => writeEvents(trx, 'kit_test', [event]));
    await expect.poll(() => received.map((e) => e.id), { timeout: 500 }).toContain(event.id);
  });

  it('publishes nothing from a rolled-back transaction', async () => {
    const event = clientEvent('Rolled back');
    await db
      .transaction(async (trx) => {
        await writeEvents(trx, 'kit_test', [event]);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    relay.wake();
    await relay.idle();
    await bus.settled();
    expect(received.map((e) => e.id)).not.toContain(event.id);
  });

  it('retries a failed publish later and keeps order per key', async () => {
    const key = crypto.randomUUID();
    const first = clientEvent('First', key);
    const second = clientEvent('Second', key);
    failNext = 1;
    await db.transaction((trx) => writeEvents(trx, 'kit_test', [first, second]));
    await expect.poll(() => received.filter((e) => e.key === key).map((e) => e.id), { timeout: 5_000 }).toEqual([first.id, second.id]);
    const row = await db('outbox').where('id', first.id).first();
    expect(row.attempts).toBe(1);
    expect(row.last_error).toBe('broker not reachable');
  });

  it('sets aside an event the contracts refuse, with the reason, and goes on with its key', async () => {
    const key = crypto.randomUUID();
    const future = { ...clientEvent('From the future', key), version: 2 };
    const next = clientEvent('Next', key);
    await db.transaction((trx) => writeEvents(trx, 'kit_test', [future, next]));
    await expect.poll(() => received.map((e) => e.id), { timeout: 5_000 }).toContain(next.id);
    expect(received.map((e) => e.id)).not.toContain(future.id);
    const row = await db('outbox').where('id', future.id).first();
    expect(row.dead_at).not.toBeNull();
    expect(row.last_error).toMatch(/^invalid event: Unsupported version 2 of client.upserted/);
  });

  it('applies a redelivered event once', async () => {
    await db.schema.withSchema('kit_test').createTable('effects', (t) => t.increments('id'));
    const event = clientEvent('Twice');
    const apply = () => consumeOnce(db, event, (trx) => trx('effects').insert({}));
    expect(await apply()).toBe(true);
    expect(await apply()).toBe(false);
    expect(Number((await db('effects').count({ n: '*' }))[0]!.n)).toBe(1);
  });
});

describe('batches', () => {
  it('applies a batch once in one transaction, skipping events already seen', async () => {
    const url = await createTestDatabase();
    const db = connect(url, 'kit_batch');
    await migrate(db, 'kit_batch', [outboxMigration]);
    await db.schema.withSchema('kit_batch').createTable('effects', (t) => t.uuid('event_id'));
    const [a, b, c] = [clientEvent('A'), clientEvent('B'), clientEvent('C')];
    const apply = (trx: Knex.Transaction, event: EventEnvelope) => trx('effects').insert({ event_id: event.id }).then(() => undefined);
    expect(await consumeBatchOnce(db, [a!, b!], apply)).toBe(2);
    expect(await consumeBatchOnce(db, [b!, c!, c!], apply)).toBe(1);
    expect((await db('effects').select('event_id')).map((r) => r.event_id).sort()).toEqual([a!.id, b!.id, c!.id].sort());
    const failing = clientEvent('D');
    await expect(consumeBatchOnce(db, [failing], async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await consumeBatchOnce(db, [failing], apply)).toBe(1);
    await db.destroy();
  });

  it('hands the bus batch to a batch handler, and event by event when it fails', async () => {
    const bus = new PostgresBus({ databaseUrl: await createTestDatabase(), logger: createLogger('test', 'silent') });
    const batches: number[] = [];
    const single: string[] = [];
    let failBatch = false;
    await bus.subscribe(
      'batched',
      async (event) => {
        single.push(event.id);
      },
      {
        batch: async (events) => {
          if (failBatch) throw new Error('one bad event');
          batches.push(events.length);
        },
      },
    );
    const events = [clientEvent('A'), clientEvent('B')];
    await bus.publish(events);
    await bus.settled();
    expect(batches).toEqual([2]);
    failBatch = true;
    const again = [clientEvent('C'), clientEvent('D')];
    await bus.publish(again);
    await bus.settled();
    expect(single).toEqual(again.map((e) => e.id));
    await bus.stop();
  });
});
