import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Knex } from './database.ts';
import { writeEvents } from './outbox.ts';
import { createTestDatabase } from './testing/database.ts';
import {
  clientEvent,
  replicaReader,
  startKafkaBroker,
  startRelayProcess,
  startReplicaConsumer,
  uniqueTopicPrefix,
  type KafkaBroker,
  type KafkaTestEnv,
} from './testing/kafka.ts';
import type { NodeProcess } from './testing/processes.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A broker of its own: killing the shared one would disturb the other Kafka tests.
describe('a broker killed mid-stream and restarted', () => {
  const dataDir = `.cache/test-kafka-restart-${process.pid}`;
  let broker: KafkaBroker;
  let env: KafkaTestEnv;
  let publisher: Knex;
  let relay: NodeProcess;
  let consumer: NodeProcess;
  let replica: ReturnType<typeof replicaReader>;

  beforeAll(async () => {
    broker = await startKafkaBroker({ dataDir });
    env = { brokers: broker.brokers, databaseUrl: await createTestDatabase(), topicPrefix: uniqueTopicPrefix() };
    [relay, consumer] = await Promise.all([startRelayProcess(env, 'publisher'), startReplicaConsumer(env, 'replica')]);
    publisher = connect(env.databaseUrl, 'publisher', 2);
    replica = replicaReader(env.databaseUrl, 'replica');
  });

  afterAll(async () => {
    await Promise.all([relay?.kill(), consumer?.kill()]);
    await publisher?.destroy();
    await replica?.close();
    await broker?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('delivers every committed event afterwards, in order per key, none lost and none applied twice', async () => {
    const keys = Array.from({ length: 5 }, () => crypto.randomUUID());
    const committed: ReturnType<typeof clientEvent>[] = [];
    let writing = true;
    // A service keeps committing changes throughout, one event per transaction.
    const writer = (async () => {
      for (let version = 0; writing; version++) {
        const event = clientEvent(`v${version}`, keys[version % keys.length]);
        await publisher.transaction((trx) => writeEvents(trx, 'publisher', [event]));
        committed.push(event);
        await sleep(5);
      }
    })();

    await expect.poll(() => replica.effectCount(), { timeout: 30_000, interval: 50 }).toBeGreaterThan(100);
    await broker.kill();
    const atKill = committed.length;
    await sleep(3_000);
    await broker.restart();
    const atRestart = committed.length;
    await sleep(2_000);
    writing = false;
    await writer;
    expect(atRestart - atKill).toBeGreaterThan(50);

    await expect.poll(() => replica.effectCount(), { timeout: 90_000, interval: 250 }).toBeGreaterThanOrEqual(committed.length);
    const effects = await replica.effects();
    expect(effects).toHaveLength(committed.length);
    for (const key of keys) {
      expect(effects.filter((e) => e.key === key).map((e) => e.event_id)).toEqual(committed.filter((e) => e.key === key).map((e) => e.id));
    }
    const unsent = await publisher('outbox').whereNull('published_at').count({ n: '*' });
    expect(Number(unsent[0]!.n)).toBe(0);
  });
});
