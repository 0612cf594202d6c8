import { eventDataSchemas, eventStream, type EventEnvelope } from '@cobber/contracts';
import { Kafka, logLevel, Partitioners, type IHeaders, type LogEntry, type Producer, type RetryOptions } from 'kafkajs';
import type { EventBus, EventHandler, SubscribeOptions } from './bus.ts';
import { GroupConsumer } from './kafka-consumer.ts';
import type { Logger } from './logger.ts';
import { PostgresBus } from './postgres-bus.ts';

export interface KafkaBusOptions {
  /** `host:port` of each bootstrap broker. */
  brokers: string[];
  /** Names this process in the broker's logs and quotas (the service's name). */
  clientId: string;
  logger: Logger;
  /** Topics are `<prefix>.<stream>`; a prefix per test keeps tests on one broker apart. */
  topicPrefix?: string;
  /** Partitions of each topic made at start-up; each partition is consumed in order. */
  partitions?: number;
  /** Tries of a consumer's handler before the event goes to the dead-letter topic. */
  maxAttempts?: number;
  /** A consumer that has fetched nothing for this long is restarted (kafkajs can stall). */
  stallMs?: number;
}

/** Every stream of the contracts: one topic each, all made at start-up. */
export const EVENT_STREAMS = [...new Set(Object.keys(eventDataSchemas).map(eventStream))];

export function eventTopic(prefix: string, type: string): string {
  return `${prefix}.${eventStream(type)}`;
}

export function deadLetterTopic(prefix: string): string {
  return `${prefix}.dead-letter`;
}

// Short, capped retries: the outbox relay and the consumer restart loop retry for longer.
const RETRY: RetryOptions = { initialRetryTime: 100, maxRetryTime: 2_000, retries: 6 };

/**
 * Events over Kafka: topics per stream keyed by aggregate id, an
 * idempotent producer that keeps order (acks from all replicas, one request in
 * flight), one consumer group per service (see kafka-consumer.ts for delivery,
 * retries, the dead-letter topic and recovery from kafkajs stalls).
 */
export class KafkaBus implements EventBus {
  readonly #kafka: Kafka;
  readonly #logger: Logger;
  readonly #prefix: string;
  readonly #partitions: number;
  readonly #options: KafkaBusOptions;
  readonly #consumers = new Map<string, GroupConsumer>();
  #topics: Promise<void> | null = null;
  #producer: Promise<Producer> | null = null;

  constructor(options: KafkaBusOptions) {
    this.#options = options;
    this.#logger = options.logger.child({ component: 'kafka' });
    this.#prefix = options.topicPrefix ?? 'cobber';
    this.#partitions = options.partitions ?? 3;
    const logger = this.#logger;
    this.#kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      connectionTimeout: 3_000,
      requestTimeout: 10_000,
      retry: RETRY,
      logLevel: logLevel.WARN,
      logCreator: () => (entry: LogEntry) => {
        const { message, ...extra } = entry.log;
        const level = entry.level <= logLevel.ERROR ? 'error' : entry.level === logLevel.WARN ? 'warn' : 'debug';
        logger[level]({ ...extra, namespace: entry.namespace }, message);
      },
    });
  }

  get topicPrefix(): string {
    return this.#prefix;
  }

  /** Makes every stream's topic and the dead-letter topic (once; again after a failure). */
  async start(): Promise<void> {
    this.#topics ??= this.#createTopics().catch((error: unknown) => {
      this.#topics = null;
      throw error;
    });
    await this.#topics;
  }

  async publish(events: EventEnvelope[]): Promise<void> {
    if (events.length === 0) return;
    const byTopic = new Map<string, { key: string; value: string; headers: IHeaders }[]>();
    for (const event of events) {
      const topic = eventTopic(this.#prefix, event.type);
      const messages = byTopic.get(topic) ?? [];
      messages.push({ key: event.key, value: JSON.stringify(event), headers: eventHeaders(event) });
      byTopic.set(topic, messages);
    }
    await this.send([...byTopic].map(([topic, messages]) => ({ topic, messages })));
  }

  async subscribe(group: string, handler: EventHandler, options: SubscribeOptions = {}): Promise<void> {
    await this.start();
    const consumer = new GroupConsumer({
      kafka: this.#kafka,
      group,
      handler,
      batch: options.batch,
      topics: EVENT_STREAMS.map((stream) => `${this.#prefix}.${stream}`),
      deadLetterTopic: deadLetterTopic(this.#prefix),
      partitions: this.#partitions,
      maxAttempts: this.#options.maxAttempts ?? 5,
      stallMs: this.#options.stallMs ?? 30_000,
      send: (topicMessages) => this.send(topicMessages),
      logger: this.#logger.child({ group }),
    });
    this.#consumers.set(group, consumer);
    await consumer.start();
  }

  /**
   * Sends with the idempotent producer. After a failure the producer is replaced: a new
   * producer id starts its sequence numbers afresh, where kafkajs's old one can stay
   * out of step with the broker (and the relay retries the events anyway).
   */
  async send(topicMessages: { topic: string; messages: { key: string | null; value: string | Buffer | null; headers?: IHeaders }[] }[]): Promise<void> {
    await this.start();
    const producer = await this.#connectedProducer();
    try {
      await producer.sendBatch({ topicMessages, acks: -1 });
    } catch (error) {
      this.#producer = null;
      await producer.disconnect().catch(() => undefined);
      throw error;
    }
  }

  async unsubscribe(group: string): Promise<void> {
    const consumer = this.#consumers.get(group);
    this.#consumers.delete(group);
    await consumer?.stop();
  }

  isAttached(group: string): boolean {
    return this.#consumers.get(group)?.attached ?? false;
  }

  async stop(): Promise<void> {
    const consumers = [...this.#consumers.values()];
    this.#consumers.clear();
    await Promise.all(consumers.map((consumer) => consumer.stop()));
    const producer = this.#producer;
    this.#producer = null;
    await (await producer?.catch(() => null))?.disconnect();
  }

  #connectedProducer(): Promise<Producer> {
    this.#producer ??= (async () => {
      const producer = this.#kafka.producer({
        idempotent: true,
        maxInFlightRequests: 1,
        allowAutoTopicCreation: false,
        createPartitioner: Partitioners.DefaultPartitioner,
        retry: RETRY,
      });
      await producer.connect();
      return producer;
    })().catch((error: unknown) => {
      this.#producer = null;
      throw error;
    });
    return this.#producer;
  }

  async #createTopics(): Promise<void> {
    const admin = this.#kafka.admin();
    await admin.connect();
    try {
      const topics = [...EVENT_STREAMS.map((stream) => `${this.#prefix}.${stream}`), deadLetterTopic(this.#prefix)];
      const created = await admin.createTopics({
        topics: topics.map((topic) => ({ topic, numPartitions: this.#partitions })),
        waitForLeaders: true,
      });
      if (created) this.#logger.info({ topics }, 'created Kafka topics');
    } finally {
      await admin.disconnect();
    }
  }
}

function eventHeaders(event: EventEnvelope): IHeaders {
  return { 'event-id': event.id, 'event-type': event.type, 'event-version': String(event.version) };
}

/**
 * The bus a distributed service uses: Kafka when KAFKA_BROKERS is set (its topics made
 * before the service starts), otherwise the log in its PostgreSQL, which every service on
 * the same database shares.
 */
export async function eventBusFromSettings(
  settings: { KAFKA_BROKERS?: string[] | undefined; KAFKA_TOPIC_PREFIX: string; DATABASE_URL: string },
  clientId: string,
  logger: Logger,
): Promise<EventBus> {
  if (!settings.KAFKA_BROKERS) {
    const bus = new PostgresBus({ databaseUrl: settings.DATABASE_URL, logger });
    await bus.start();
    return bus;
  }
  const bus = new KafkaBus({ brokers: settings.KAFKA_BROKERS, clientId, logger, topicPrefix: settings.KAFKA_TOPIC_PREFIX });
  await bus.start();
  return bus;
}
