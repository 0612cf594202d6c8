import type { EventEnvelope } from '@cobber/contracts';
import { describe, expect, it } from 'vitest';
import { connect } from './database.ts';
import { createLogger } from './logger.ts';
import { createEvent } from './outbox.ts';
import { PostgresBus } from './postgres-bus.ts';
import { createTestDatabase } from './testing/database.ts';

const OWNER = '7d9f2c1e-4b7a-4d33-9a51-0c2b6f1e8a10';
const logger = createLogger('test', 'silent');

function clientEvent(name: string, key = crypto.randomUUID()) {
  const now = new Date().toISOString();
  return createEvent('client.upserted', {
    ownerId: OWNER,
    key,
    data: { id: key, ownerId: OWNER, name, email: 'a@b.co', phone: null, address: null, createdAt: now, updatedAt: now },
  });
}

const nameOf = (event: EventEnvelope) => (event.data as { name: string }).name;

describe('the PostgreSQL event bus', () => {
  it('hands a group that subscribes late everything published before it', async () => {
    const databaseUrl = await createTestDatabase();
    const publisher = new PostgresBus({ databaseUrl, logger });
    await publisher.publish([clientEvent('Before anyone listened'), clientEvent('Still before')]);
    await publisher.stop();

    const bus = new PostgresBus({ databaseUrl, logger });
    const received: string[] = [];
    await bus.subscribe('late', async (event) => {
      received.push(nameOf(event));
    });
    await bus.settled();
    expect(received).toEqual(['Before anyone listened', 'Still before']);
    await bus.stop();
  });

  it('resumes a restarted group where it was: nothing lost, nothing taken twice', async () => {
    const databaseUrl = await createTestDatabase();
    const first = new PostgresBus({ databaseUrl, logger });
    const seen: string[] = [];
    await first.subscribe('invoices', async (event) => {
      seen.push(nameOf(event));
    });
    await first.publish([clientEvent('One'), clientEvent('Two')]);
    await first.settled();
    await first.stop();

    const other = new PostgresBus({ databaseUrl, logger });
    await other.publish([clientEvent('Three, while invoices was down')]);
    await other.stop();

    const second = new PostgresBus({ databaseUrl, logger });
    await second.subscribe('invoices', async (event) => {
      seen.push(nameOf(event));
    });
    await second.settled();
    expect(seen).toEqual(['One', 'Two', 'Three, while invoices was down']);
    await second.stop();
  });

  it('misses no event and keeps order per key when many publishers commit at once', async () => {
    const databaseUrl = await createTestDatabase();
    const publishers = Array.from({ length: 8 }, () => new PostgresBus({ databaseUrl, logger }));
    const consumer = new PostgresBus({ databaseUrl, logger, pollMs: 50 });
    const received: EventEnvelope[] = [];
    await consumer.subscribe('all', async (event) => {
      received.push(event);
    });
    const keys = Array.from({ length: 8 }, () => crypto.randomUUID());
    await Promise.all(
      publishers.map(async (bus, writer) => {
        for (let i = 0; i < 40; i++) await bus.publish([clientEvent(`${writer}:${i}`, keys[writer]!)]);
      }),
    );
    await consumer.settled();
    expect(received).toHaveLength(8 * 40);
    for (const [writer, key] of keys.entries()) {
      const order = received.filter((event) => event.key === key).map(nameOf);
      expect(order).toEqual(Array.from({ length: 40 }, (_, i) => `${writer}:${i}`));
    }
    await Promise.all([...publishers, consumer].map((bus) => bus.stop()));
  });

  it('gives each event to one process of a group when the group runs twice', async () => {
    const databaseUrl = await createTestDatabase();
    const counts = new Map<string, number>();
    const count = async (event: EventEnvelope) => {
      counts.set(event.id, (counts.get(event.id) ?? 0) + 1);
    };
    const [a, b] = [new PostgresBus({ databaseUrl, logger, pollMs: 20 }), new PostgresBus({ databaseUrl, logger, pollMs: 20 })];
    await a.subscribe('quotes', count);
    await b.subscribe('quotes', count);
    for (let i = 0; i < 50; i++) await a.publish([clientEvent(`Job ${i}`)]);
    await a.settled();
    await b.settled();
    expect(counts.size).toBe(50);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('retries a failing handler, then sets the event aside and carries on', async () => {
    const databaseUrl = await createTestDatabase();
    const bus = new PostgresBus({ databaseUrl, logger, maxAttempts: 3 });
    const poison = clientEvent('Poison');
    const next = clientEvent('Next');
    let tries = 0;
    const applied: string[] = [];
    await bus.subscribe('payments', async (event) => {
      if (event.id === poison.id) {
        tries++;
        throw new Error('cannot apply');
      }
      applied.push(nameOf(event));
    });
    await bus.publish([poison, next]);
    await bus.settled();
    expect(tries).toBe(3);
    expect(applied).toEqual(['Next']);
    const db = connect(databaseUrl, 'bus');
    const dead = await db('dead_letters').select('group', 'reason', 'envelope');
    expect(dead).toEqual([{ group: 'payments', reason: 'failed 3 times: cannot apply', envelope: expect.objectContaining({ id: poison.id }) }]);
    await db.destroy();
    await bus.stop();
  });

  it('publishes an event id once however often the relay hands it over', async () => {
    const databaseUrl = await createTestDatabase();
    const bus = new PostgresBus({ databaseUrl, logger });
    const received: string[] = [];
    await bus.subscribe('once', async (event) => {
      received.push(event.id);
    });
    const event = clientEvent('Twice published');
    await bus.publish([event]);
    await bus.publish([event]);
    await bus.settled();
    expect(received).toEqual([event.id]);
    await bus.stop();
  });
});
