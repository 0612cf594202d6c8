import { EVENT_VERSION } from '@cobber/contracts';
import { Kafka, logLevel, type KafkaMessage } from 'kafkajs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, type Knex } from './database.ts';
import { deadLetterTopic, eventTopic } from './kafka-bus.ts';
import { writeEvents } from './outbox.ts';
import { createTestDatabase } from './testing/database.ts';
import {
  clientEvent,
  interleavedUpdates,
  replicaReader,
  startRelayProcess,
  startReplicaConsumer,
  uniqueTopicPrefix,
  type KafkaTestEnv,
} from './testing/kafka.ts';
import type { NodeProcess } from './testing/processes.ts';

describe('events over Kafka between separate processes', () => {
  let env: KafkaTestEnv;
  let publisher: Knex;
  let relay: NodeProcess;
  let consumer: NodeProcess;
  let replica: ReturnType<typeof replicaReader>;

  async function commit(events: ReturnType<typeof clientEvent>[], perCommit = 10) {
    for (let i = 0; i < events.length; i += perCommit) {
      await publisher.transaction((trx) => writeEvents(trx, 'publisher', events.slice(i, i + perCommit)));
    }
  }

  beforeAll(async () => {
    env = { brokers: inject('kafkaBrokers'), databaseUrl: await createTestDatabase(), topicPrefix: uniqueTopicPrefix() };
    [relay, consumer] = await Promise.all([startRelayProcess(env, 'publisher'), startReplicaConsumer(env, 'replica')]);
    publisher = connect(env.databaseUrl, 'publisher', 2);
    replica = replicaReader(env.databaseUrl, 'replica');
  });

  afterAll(async () => {
    await Promise.all([relay?.kill(), consumer?.kill()]);
    await publisher?.destroy();
    await replica?.close();
  });

  it('keeps order per key under 1,000 events across several keys', async () => {
    const keys = Array.from({ length: 8 }, () => crypto.randomUUID());
    const events = interleavedUpdates(keys, 125);
    await commit(events);
    await expect.poll(() => replica.effectCount(), { timeout: 60_000, interval: 250 }).toBeGreaterThanOrEqual(1_000);
    const effects = await replica.effects();
    for (const key of keys) {
      const names = effects.filter((e) => e.key === key).map((e) => e.data.name);
      expect(names).toEqual(events.filter((e) => e.key === key).map((e) => (e.data as { name: string }).name));
    }
  });

  it('applies each effect exactly once when the consumer is killed mid-batch and restarted', async () => {
    // Event by event, so a kill lands between an applied effect and its committed offset.
    await consumer.kill();
    consumer = await startReplicaConsumer(env, 'replica', 'replica', { batches: false });
    const before = await replica.effectCount();
    const events = interleavedUpdates([crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()], 700);
    await commit(events, 100);
    await expect.poll(() => replica.effectCount(), { timeout: 60_000, interval: 20 }).toBeGreaterThan(before + 200);
    await consumer.kill('SIGKILL');
    const killedAt = (await replica.effectCount()) - before;
    expect(killedAt).toBeLessThan(events.length);

    consumer = await startReplicaConsumer(env, 'replica', 'replica', { batches: false });
    await expect.poll(() => replica.effectCount(), { timeout: 90_000, interval: 250 }).toBeGreaterThanOrEqual(before + events.length);
    const applied = (await replica.effects()).slice(before);
    expect(applied).toHaveLength(events.length);
    expect(new Set(applied.map((e) => e.event_id))).toEqual(new Set(events.map((e) => e.id)));
    // The restarted consumer was handed again what its predecessor had applied but not committed.
    expect(consumer.lines.filter((line) => line.includes('duplicate ignored')).length).toBeGreaterThan(0);
    await consumer.kill();
    consumer = await startReplicaConsumer(env, 'replica');
  });

  it('sends a poison event to the dead-letter topic with the reason and carries on', async () => {
    const key = crypto.randomUUID();
    const before = clientEvent('Before', key);
    const poison = clientEvent('Poison', key);
    const after = clientEvent('After', key);
    await commit([before, poison]);
    // The outbox publishes in its own time: the poison is on the topic (and given up on) before
    // the messages below are sent straight to it, so the dead letters come in this order.
    await expect
      .poll(() => consumer.lines.filter((line) => line.includes('event sent to the dead-letter topic')).length, { timeout: 60_000, interval: 250 })
      .toBeGreaterThanOrEqual(1);
    // A newer producer's envelope, and bytes that are no event at all, straight onto the topic.
    const kafka = new Kafka({ clientId: 'test', brokers: [env.brokers], logLevel: logLevel.NOTHING });
    const producer = kafka.producer();
    await producer.connect();
    const future = { ...clientEvent('From the future', key), version: EVENT_VERSION + 1 };
    await producer.send({
      topic: eventTopic(env.topicPrefix, 'client.upserted'),
      messages: [
        { key, value: JSON.stringify(future) },
        { key, value: 'not json' },
      ],
    });
    await producer.disconnect();
    await commit([after]);

    await expect.poll(async () => (await replica.replica(key))?.data.name, { timeout: 60_000 }).toBe('After');
    expect((await replica.effects()).filter((e) => e.key === key).map((e) => e.data.name)).toEqual(['Before', 'After']);

    const dead = await readTopic(kafka, deadLetterTopic(env.topicPrefix), 3);
    const reasons = dead.map((m) => m.headers?.['dead-letter-reason']?.toString());
    expect(reasons[0]).toMatch(/^failed 3 times: cannot apply a poisoned client/);
    expect(reasons[1]).toMatch(/^invalid event: Unsupported version 2 of client.upserted/);
    expect(reasons[2]).toMatch(/^invalid event: .*JSON/);
    expect(JSON.parse(dead[0]!.value!.toString()).id).toBe(poison.id);
    expect(dead.every((m) => m.headers?.['dead-letter-group']?.toString() === 'replica')).toBe(true);
  });
});

/** Reads the first `count` messages of a topic. */
async function readTopic(kafka: Kafka, topic: string, count: number): Promise<KafkaMessage[]> {
  const consumer = kafka.consumer({ groupId: `reader-${crypto.randomUUID()}` });
  const messages: KafkaMessage[] = [];
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  await new Promise<void>((resolve) => {
    void consumer.run({
      eachMessage: async ({ message }) => {
        messages.push(message);
        if (messages.length >= count) resolve();
      },
    });
  });
  await consumer.disconnect();
  return messages.sort((a, b) => Number(a.offset) - Number(b.offset));
}
