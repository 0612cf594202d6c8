import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { connect, type Knex } from '../database.ts';
import { createEvent } from '../outbox.ts';
import { startNodeProcess, type NodeProcess } from './processes.ts';

export { freePort, startKafkaBroker, type KafkaBroker } from './kafka-broker.ts';

const OWNER = '7d9f2c1e-4b7a-4d33-9a51-0c2b6f1e8a10';

/** A `client.upserted` event for `key` (a client id), named `name`. */
export function clientEvent(name: string, key: string = crypto.randomUUID()) {
  const now = new Date().toISOString();
  return createEvent('client.upserted', {
    ownerId: OWNER,
    key,
    data: { id: key, ownerId: OWNER, name, email: 'a@b.co', phone: null, address: null, createdAt: now, updatedAt: now },
  });
}

/** `perKey` versions of each key, interleaved across keys, in the order they are committed. */
export function interleavedUpdates(keys: string[], perKey: number) {
  const events = [];
  for (let version = 0; version < perKey; version++) {
    for (const key of keys) events.push(clientEvent(`${key.slice(0, 8)} v${version}`, key));
  }
  return events;
}

/** Where a Kafka test's processes meet: the broker, the database and a topic prefix of its own. */
export interface KafkaTestEnv {
  brokers: string;
  databaseUrl: string;
  topicPrefix: string;
}

export function uniqueTopicPrefix(): string {
  return `test-${randomBytes(4).toString('hex')}`;
}

function processEnv(env: KafkaTestEnv, extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    DATABASE_URL: env.databaseUrl,
    KAFKA_BROKERS: env.brokers,
    KAFKA_TOPIC_PREFIX: env.topicPrefix,
    LOG_LEVEL: 'info',
    ...extra,
  };
}

/**
 * A consumer service in its own process (see replica-consumer.ts); resolves once it runs.
 * It applies whole batches per transaction unless `batches` is false (event by event).
 */
export async function startReplicaConsumer(env: KafkaTestEnv, schema: string, group = schema, { batches = true } = {}): Promise<NodeProcess> {
  const child = startNodeProcess(
    path.join(import.meta.dirname, 'replica-consumer.ts'),
    processEnv(env, { SCHEMA: schema, GROUP: group, BATCHES: String(batches) }),
  );
  await child.waitForLine(/"msg":"ready"/, 60_000);
  return child;
}

/** An outbox relay in its own process (see relay-process.ts); resolves once it runs. */
export async function startRelayProcess(env: KafkaTestEnv, schema: string): Promise<NodeProcess> {
  const child = startNodeProcess(path.join(import.meta.dirname, 'relay-process.ts'), processEnv(env, { SCHEMA: schema }));
  await child.waitForLine(/"msg":"ready"/, 60_000);
  return child;
}

export interface Effect {
  event_id: string;
  key: string;
  data: { name?: string };
}

/** What a replica consumer has applied, in the order it applied it. */
export function replicaReader(databaseUrl: string, schema: string) {
  const db: Knex = connect(databaseUrl, schema, 2);
  return {
    db,
    effects: (): Promise<Effect[]> => db('effects').select('event_id', 'key', 'data').orderBy('seq'),
    async effectCount(): Promise<number> {
      const hasTable = await db.schema.hasTable('effects');
      if (!hasTable) return 0;
      return Number((await db('effects').count({ n: '*' }))[0]!.n);
    },
    replica: (key: string) => db('replicas').where({ key }).first(),
    close: () => db.destroy(),
  };
}
