import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  connect,
  consumeBatchOnce,
  consumeOnce,
  createEvent,
  createLogger,
  PostgresBus,
  migrate,
  outboxMigration,
  OutboxRelay,
  startEmbeddedPostgres,
  writeEvents,
  type Knex,
  type Migration,
} from '@cobber/kit';
import type { EventEnvelope } from '@cobber/contracts';
import { startKafkaBroker } from '@cobber/kit/kafka-broker';
import { startRelayProcess, startReplicaConsumer } from '@cobber/kit/testing';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 5_000);
const RATE = Number(process.env.BENCH_EVENTS_RATE ?? 2_000);
const WRITERS = 8;
const OWNER = '7d9f2c1e-4b7a-4d33-9a51-0c2b6f1e8a10';
const KEYS = Array.from({ length: 50 }, () => crypto.randomUUID());
const logger = createLogger('bench', 'error');

interface Run {
  eventsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * Outbox commit → consumer effect (the inbox row and the effect committed)
 * through Kafka on loopback, against the embedded default's PostgreSQL bus as the baseline. Each event is
 * its own transaction. Paced: `BENCH_EVENTS_RATE` events/s offered (latency at a steady
 * load); flat out: committed as fast as 8 writers can (sustained events/s).
 */
export async function benchEvents(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cobber-bench-events-'));
  const postgres = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), port: 54392, fresh: true });
  const broker = await startKafkaBroker({ dataDir: path.join(dir, 'kafka') });
  try {
    console.log(`\nEvents: outbox commit → consumer effect, ${EVENTS} events over ${KEYS.length} keys, one per transaction`);
    console.log(`Kafka ${broker.brokers} (single KRaft node, 512 MB heap) started in ${broker.startupMs} ms`);
    const setups: [string, (schemas: Schemas) => Promise<Pipeline>][] = [
      ['PostgreSQL bus', (schemas) => postgresBusPipeline(postgres.url, schemas)],
      ['Kafka', (schemas) => kafkaPipeline(postgres.url, broker.brokers, schemas)],
    ];
    for (const [name, setup] of setups) {
      for (const [mode, rate] of [[`paced ${RATE}/s`, RATE], ['flat out', Infinity]] as const) {
        const run = await measure(postgres.url, setup, rate);
        console.log(
          `${name.padEnd(16)} ${mode.padEnd(14)} ${run.eventsPerSecond.toFixed(0).padStart(6)} events/s   p50 ${run.p50.toFixed(1).padStart(6)} ms   p99 ${run.p99.toFixed(1).padStart(6)} ms   max ${run.max.toFixed(0).padStart(5)} ms`,
        );
      }
    }
    console.log('aim over Kafka: p99 ≤ 250 ms, ≥ 2,000 events/s');
  } finally {
    await broker.stop();
    await postgres.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

interface Schemas {
  publisher: string;
  consumer: string;
}

/** A relay publishing `schemas.publisher`'s outbox and a consumer writing `schemas.consumer.effects`. */
interface Pipeline {
  stop(): Promise<void>;
}

/** The embedded default: relay, bus and consumer in this one process. */
async function postgresBusPipeline(databaseUrl: string, schemas: Schemas): Promise<Pipeline> {
  const publisher = connect(databaseUrl, schemas.publisher);
  const consumer = connect(databaseUrl, schemas.consumer);
  const effects: Migration = {
    name: '001_effects',
    up: (db) => db.schema.createTable('effects', (t) => {
      t.uuid('event_id').notNullable();
      t.timestamp('applied_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    }),
  };
  await migrate(consumer, schemas.consumer, [outboxMigration, effects]);
  const bus = new PostgresBus({ databaseUrl, logger });
  const effect = async (trx: Knex.Transaction, event: EventEnvelope) => {
    await trx('effects').insert({ event_id: event.id });
  };
  await bus.subscribe('bench', (event) => consumeOnce(consumer, event, (trx) => effect(trx, event)).then(() => undefined), {
    batch: (events) => consumeBatchOnce(consumer, events, effect).then(() => undefined),
  });
  const relay = new OutboxRelay({ db: publisher, schema: schemas.publisher, bus, logger, databaseUrl });
  await relay.start();
  return {
    async stop() {
      await relay.stop();
      await bus.stop();
      await Promise.all([publisher.destroy(), consumer.destroy()]);
    },
  };
}

/** Distributed: the relay and the consumer each in a process of its own, as services run. */
async function kafkaPipeline(databaseUrl: string, brokers: string, schemas: Schemas): Promise<Pipeline> {
  const env = { brokers, databaseUrl, topicPrefix: `bench-${schemas.publisher}` };
  const [relay, consumer] = await Promise.all([startRelayProcess(env, schemas.publisher), startReplicaConsumer(env, schemas.consumer)]);
  return {
    async stop() {
      await Promise.all([relay.kill(), consumer.kill()]);
    },
  };
}

async function measure(databaseUrl: string, setup: (schemas: Schemas) => Promise<Pipeline>, rate: number): Promise<Run> {
  const suffix = crypto.randomUUID().slice(0, 8);
  const schemas = { publisher: `bench_pub_${suffix}`, consumer: `bench_con_${suffix}` };
  const db = connect(databaseUrl, schemas.publisher, WRITERS + 2);
  await migrate(db, schemas.publisher, [outboxMigration]);
  const pipeline = await setup(schemas);

  const started = performance.now();
  let next = 0;
  const writer = async () => {
    for (let i = next++; i < EVENTS; i = next++) {
      const wait = started + (i * 1000) / rate - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await commitOne(db, schemas.publisher, i);
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  const count = async () => Number((await db.withSchema(schemas.consumer).from('effects').count({ n: '*' }))[0]!.n);
  while ((await count()) < EVENTS) await new Promise((resolve) => setTimeout(resolve, 50));
  await pipeline.stop();

  // Both ends stamped by PostgreSQL's clock: the outbox row's transaction and the effect's.
  const { rows } = await db.raw(
    `select extract(epoch from e.applied_at - o.created_at) * 1000 as ms,
            extract(epoch from max(e.applied_at) over () - min(o.created_at) over ()) as seconds
       from ??.effects e join ??.outbox o on o.id = e.event_id order by ms`,
    [schemas.consumer, schemas.publisher],
  );
  await db.destroy();
  const latencies = rows.map((row: { ms: string }) => Number(row.ms));
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { eventsPerSecond: EVENTS / Number(rows[0].seconds), p50: at(0.5), p99: at(0.99), max: latencies.at(-1)! };
}

async function commitOne(db: Knex, schema: string, i: number): Promise<void> {
  const key = KEYS[i % KEYS.length]!;
  const now = new Date().toISOString();
  const event = createEvent('client.upserted', {
    ownerId: OWNER,
    key,
    data: { id: key, ownerId: OWNER, name: `Client ${i}`, email: 'client@example.com', phone: null, address: null, createdAt: now, updatedAt: now },
  });
  await db.transaction((trx) => writeEvents(trx, schema, [event]));
}
