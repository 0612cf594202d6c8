import { parseEvent, type EventEnvelope } from '@cobber/contracts';
import type { Consumer, EachBatchPayload, IHeaders, Kafka, KafkaMessage } from 'kafkajs';
import type { BatchEventHandler, EventHandler } from './bus.ts';
import type { Logger } from './logger.ts';

type Send = (topicMessages: { topic: string; messages: { key: string | null; value: Buffer | null; headers?: IHeaders }[] }[]) => Promise<void>;

export interface GroupConsumerOptions {
  kafka: Kafka;
  group: string;
  handler: EventHandler;
  /** Whole batches at once; on failure the batch goes event by event through `handler`. */
  batch?: BatchEventHandler | undefined;
  topics: string[];
  deadLetterTopic: string;
  partitions: number;
  maxAttempts: number;
  stallMs: number;
  send: Send;
  logger: Logger;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for `promise`, but no longer than `ms` (a kafkajs disconnect can hang on a dead broker). */
async function within(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise.catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/**
 * One service's consumer group. Each message is checked against the contracts and
 * handed to the handler (which applies its effect through the inbox); a partition's
 * offset is committed only after the handler's transaction has committed. A message
 * that is not a valid event of a known version, or whose handler keeps failing, goes
 * to the dead-letter topic with the reason, and the group carries on.
 *
 * kafkajs can crash without restarting, or stall after a broker restart (docs/architecture.md,
 * kafkajs #1011, #1513): its own restart is turned off, and a crash or a consumer that
 * has not fetched for `stallMs` is replaced by a new consumer, retried with backoff
 * until the broker answers. It resumes from the last committed offset.
 */
export class GroupConsumer {
  readonly #options: GroupConsumerOptions;
  readonly #logger: Logger;
  #consumer: Consumer | null = null;
  #lastProgress = Date.now();
  #watchdog: NodeJS.Timeout | null = null;
  #restarting: Promise<void> | null = null;
  #stopped = false;

  constructor(options: GroupConsumerOptions) {
    this.#options = options;
    this.#logger = options.logger;
  }

  /** Running and not being replaced. */
  get attached(): boolean {
    return this.#consumer !== null && this.#restarting === null && !this.#stopped;
  }

  async start(): Promise<void> {
    await this.#run();
    this.#watchdog = setInterval(() => {
      if (Date.now() - this.#lastProgress > this.#options.stallMs) this.#restart('no fetch for too long');
    }, Math.min(5_000, this.#options.stallMs / 3));
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#watchdog) clearInterval(this.#watchdog);
    await this.#restarting;
    await this.#consumer?.disconnect();
    this.#consumer = null;
  }

  async #run(): Promise<void> {
    const { kafka, group, topics, partitions } = this.#options;
    const consumer = kafka.consumer({
      groupId: group,
      allowAutoTopicCreation: false,
      // A restarted process takes over the partitions of its killed predecessor once this ends.
      sessionTimeout: 10_000,
      rebalanceTimeout: 15_000,
      heartbeatInterval: 1_000,
      retry: { initialRetryTime: 100, maxRetryTime: 2_000, retries: 6, restartOnFailure: async () => false },
    });
    this.#consumer = consumer;
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      if (consumer === this.#consumer) this.#restart(`crashed: ${payload.error.message}`);
    });
    consumer.on(consumer.events.FETCH_START, () => {
      this.#lastProgress = Date.now();
    });
    await consumer.connect();
    await consumer.subscribe({ topics, fromBeginning: true });
    await consumer.run({
      autoCommit: false,
      eachBatchAutoResolve: false,
      partitionsConsumedConcurrently: partitions,
      eachBatch: (payload) => this.#consumeBatch(consumer, payload),
    });
    this.#lastProgress = Date.now();
  }

  #restart(reason: string): void {
    if (this.#stopped || this.#restarting) return;
    this.#logger.warn({ reason }, 'restarting the Kafka consumer');
    this.#restarting = (async () => {
      for (let attempt = 1; !this.#stopped; attempt++) {
        const old = this.#consumer;
        this.#consumer = null;
        if (old) await within(old.disconnect(), 10_000);
        try {
          await this.#run();
          this.#logger.info({ attempt }, 'Kafka consumer restarted');
          return;
        } catch (error) {
          this.#logger.warn({ err: error, attempt }, 'Kafka consumer could not restart yet');
          await sleep(Math.min(10_000, 250 * 2 ** attempt));
        }
      }
    })().finally(() => {
      this.#restarting = null;
    });
  }

  async #consumeBatch(consumer: Consumer, { batch, resolveOffset, heartbeat, isRunning, isStale }: EachBatchPayload): Promise<void> {
    let done: string | null = null;
    try {
      const deadLettered = new Set<string>();
      if (this.#options.batch && batch.messages.length > 1) {
        const applied = await this.#applyWhole(batch.topic, batch.partition, batch.messages, deadLettered);
        if (applied) {
          for (const message of batch.messages) resolveOffset(message.offset);
          done = batch.messages.at(-1)!.offset;
          this.#lastProgress = Date.now();
          await heartbeat();
          return;
        }
      }
      for (const message of batch.messages) {
        if (!isRunning() || isStale()) break;
        if (!deadLettered.has(message.offset)) await this.#deliver(batch.topic, batch.partition, message, heartbeat);
        resolveOffset(message.offset);
        done = message.offset;
        this.#lastProgress = Date.now();
        await heartbeat();
      }
    } finally {
      if (done !== null) {
        const offset = (BigInt(done) + 1n).toString();
        // A commit lost here only means redelivery, which the inbox makes harmless.
        await consumer.commitOffsets([{ topic: batch.topic, partition: batch.partition, offset }]).catch((error: unknown) => {
          this.#logger.warn({ err: error, topic: batch.topic, partition: batch.partition }, 'committing offsets failed');
        });
      }
    }
  }

  /**
   * Hands a partition's batch to the batch handler in one go (messages that are not
   * valid events go to the dead-letter topic first, and are noted so the fallback skips
   * them). Answers false when the batch handler failed: the caller goes one by one.
   */
  async #applyWhole(topic: string, partition: number, messages: KafkaMessage[], deadLettered: Set<string>): Promise<boolean> {
    const events: EventEnvelope[] = [];
    for (const message of messages) {
      try {
        events.push(parseEvent(JSON.parse(message.value?.toString() ?? 'null')));
      } catch (error) {
        await this.#deadLetter(topic, partition, message, `invalid event: ${reasonOf(error)}`);
        deadLettered.add(message.offset);
      }
    }
    try {
      await this.#options.batch!(events);
      return true;
    } catch (error) {
      this.#logger.warn({ err: error, topic, partition, events: events.length }, 'a batch failed; applying its events one by one');
      return false;
    }
  }

  async #deliver(topic: string, partition: number, message: KafkaMessage, heartbeat: () => Promise<void>): Promise<void> {
    let event;
    try {
      event = parseEvent(JSON.parse(message.value?.toString() ?? 'null'));
    } catch (error) {
      await this.#deadLetter(topic, partition, message, `invalid event: ${reasonOf(error)}`);
      return;
    }
    for (let attempt = 1; ; attempt++) {
      try {
        await this.#options.handler(event);
        return;
      } catch (error) {
        if (attempt >= this.#options.maxAttempts) {
          await this.#deadLetter(topic, partition, message, `failed ${attempt} times: ${reasonOf(error)}`);
          return;
        }
        this.#logger.warn({ err: error, eventId: event.id, attempt }, 'handling an event failed; retrying');
        await sleep(Math.min(2_000, 100 * 2 ** attempt));
        await heartbeat();
      }
    }
  }

  async #deadLetter(topic: string, partition: number, message: KafkaMessage, reason: string): Promise<void> {
    this.#logger.error({ topic, partition, offset: message.offset, reason }, 'event sent to the dead-letter topic');
    await this.#options.send([
      {
        topic: this.#options.deadLetterTopic,
        messages: [
          {
            key: message.key?.toString() ?? null,
            value: message.value,
            headers: {
              ...message.headers,
              'dead-letter-group': this.#options.group,
              'dead-letter-reason': reason.slice(0, 2_000),
              'dead-letter-topic': topic,
              'dead-letter-partition': String(partition),
              'dead-letter-offset': message.offset,
            },
          },
        ],
      },
    ]);
  }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
