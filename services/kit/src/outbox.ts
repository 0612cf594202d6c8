import { randomUUID } from 'node:crypto';
import { EVENT_VERSION, eventDataSchemas, parseEvent, type EventData, type EventEnvelope, type EventType } from '@cobber/contracts';
import type { EventBus } from './bus.ts';
import type { Knex, Migration } from './database.ts';
import type { Logger } from './logger.ts';
import { NotifyListener } from './notify-listener.ts';
import { outageOf } from './outage.ts';
import { ThrottledLog, type Trouble } from './throttled-log.ts';

const NOTIFY_CHANNEL = 'cobber_outbox';
const BATCH_SIZE = 200;
const POLL_MS = 1_000;
const MAX_BACKOFF_MS = 10_000;

const DRAIN_FAILED: Trouble = { kind: 'drain', what: 'outbox drain failed', over: 'outbox drains again' };
const PUBLISH_FAILED: Trouble = { kind: 'publish', what: 'publishing events failed; will retry', over: 'publishing events works again' };

/** The outbox and inbox tables every service has in its own schema. */
export const outboxMigration: Migration = {
  name: '000_outbox_inbox',
  async up(db) {
    await db.schema.createTable('outbox', (t) => {
      t.bigIncrements('seq');
      t.uuid('id').notNullable().unique();
      t.string('type', 100).notNullable();
      t.integer('version').notNullable();
      t.uuid('owner_id').notNullable();
      t.string('key', 200).notNullable();
      t.jsonb('envelope').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('published_at', { useTz: true });
      t.integer('attempts').notNullable().defaultTo(0);
      t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.text('last_error');
      t.timestamp('dead_at', { useTz: true });
    });
    await db.raw('create index outbox_unsent on outbox (seq) where published_at is null and dead_at is null');
    await db.schema.createTable('inbox', (t) => {
      t.uuid('event_id').primary();
      t.string('type', 100).notNullable();
      t.timestamp('processed_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
};

/** Builds an envelope, checking the data against the contracts schema of its type. */
export function createEvent<T extends EventType>(
  type: T,
  { ownerId, key, data }: { ownerId: string; key: string; data: EventData<T> },
): EventEnvelope {
  const checked = eventDataSchemas[type].parse(data);
  return { id: randomUUID(), type, version: EVENT_VERSION, occurredAt: new Date().toISOString(), ownerId, key, data: checked };
}

/**
 * Writes events in the caller's transaction, so they exist exactly when the change
 * does; the relay is woken by NOTIFY, which Postgres delivers at commit.
 */
export async function writeEvents(trx: Knex.Transaction, schema: string, events: EventEnvelope[]): Promise<void> {
  if (events.length === 0) return;
  await trx('outbox').insert(
    events.map((e) => ({ id: e.id, type: e.type, version: e.version, owner_id: e.ownerId, key: e.key, envelope: e })),
  );
  await trx.raw('select pg_notify(?, ?)', [NOTIFY_CHANNEL, schema]);
}

interface OutboxRow {
  seq: string;
  key: string;
  attempts: number;
  envelope: EventEnvelope;
  next_attempt_at: Date;
}

/**
 * Publishes a schema's outbox to the bus: woken on commit (LISTEN/NOTIFY) with a
 * polling fallback; batches taken `FOR UPDATE SKIP LOCKED`; a key whose event failed
 * waits for it, so order holds per key; attempts and the next retry are recorded.
 * A failed publish (the broker is down) is retried for as long as it takes, so nothing
 * committed is lost; only an event the contracts refuse is set aside (`dead_at`).
 * One relay per schema drains at a time (an advisory lock): two replicas of a service
 * taking different batches could otherwise publish one key's events out of order.
 */
export class OutboxRelay {
  readonly #db: Knex;
  readonly #schema: string;
  readonly #bus: EventBus;
  readonly #logger: Logger;
  readonly #listener: NotifyListener;
  /** Failures repeat every poll while the database or the broker is down: logged once a minute. */
  readonly #failures: ThrottledLog;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = false;

  constructor(options: { db: Knex; schema: string; bus: EventBus; logger: Logger; databaseUrl: string }) {
    this.#db = options.db;
    this.#schema = options.schema;
    this.#bus = options.bus;
    this.#logger = options.logger;
    this.#failures = new ThrottledLog(options.logger.child({ schema: options.schema }), { unit: 'attempts failed' });
    this.#listener = new NotifyListener({
      databaseUrl: options.databaseUrl,
      channel: NOTIFY_CHANNEL,
      onNotify: (payload) => {
        if (payload === this.#schema) this.wake();
      },
      onReconnect: () => this.wake(),
      failures: this.#failures,
    });
  }

  async start(): Promise<void> {
    await this.#listener.start();
    this.#timer = setInterval(() => this.wake(), POLL_MS);
    this.wake();
  }

  /** Runs a drain now, or once more after the one in progress. */
  wake(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#drainUntilIdle().finally(() => {
      this.#running = null;
    });
  }

  /** Resolves when nothing is left to publish right now (for tests and shutdown). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  /**
   * Stops waking and lets a drain in progress finish, for at most `graceMs`: a drain
   * stuck on a busy pool must not hold a shutdown (what it did not mark published is
   * published again next start: at least once).
   */
  async stop(graceMs = 10_000): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        this.#logger.warn({ schema: this.#schema }, 'outbox drain still running at shutdown; leaving it');
        resolve();
      }, graceMs);
    });
    await Promise.race([this.idle(), grace]);
    clearTimeout(timer);
    await this.#listener.stop();
  }

  async #drainUntilIdle(): Promise<void> {
    do {
      this.#again = false;
      try {
        while (!this.#stopped && (await this.#drainBatch())) {
          // a full batch moved on: there may be more
        }
        this.#failures.recovered(DRAIN_FAILED.kind);
      } catch (err) {
        this.#failures.failed(DRAIN_FAILED, err, { outage: outageOf(err)?.kind });
      }
    } while (this.#again && !this.#stopped);
  }

  /** Publishes one batch; answers whether another may be waiting behind it. */
  async #drainBatch(): Promise<boolean> {
    return this.#db.transaction(async (trx) => {
      const lock = await trx.raw('select pg_try_advisory_xact_lock(hashtext(?)) as locked', [`outbox:${this.#schema}`]);
      if (!lock.rows[0].locked) return false;
      const rows: OutboxRow[] = await trx('outbox')
        .select('seq', 'key', 'attempts', 'envelope', 'next_attempt_at')
        .whereNull('published_at')
        .whereNull('dead_at')
        .orderBy('seq')
        .limit(BATCH_SIZE)
        .forUpdate()
        .skipLocked();
      const blockedKeys = new Set<string>();
      const due: OutboxRow[] = [];
      const now = Date.now();
      for (const row of rows) {
        if (blockedKeys.has(row.key)) continue;
        if (row.next_attempt_at.getTime() > now) {
          blockedKeys.add(row.key);
          continue;
        }
        try {
          parseEvent(row.envelope);
          due.push(row);
        } catch (err) {
          await this.#setAside(trx, row, err);
        }
      }
      const full = rows.length === BATCH_SIZE;
      if (due.length === 0) return false;
      try {
        await this.#bus.publish(due.map((row) => row.envelope));
        await trx('outbox').whereIn('seq', due.map((row) => row.seq)).update({ published_at: trx.fn.now() });
        this.#failures.recovered(PUBLISH_FAILED.kind);
        return full;
      } catch (err) {
        await this.#recordFailure(trx, due, err);
        return false;
      }
    });
  }

  /** The whole batch is retried (in order) after a backoff; consumers dedupe what did get through. */
  async #recordFailure(trx: Knex.Transaction, rows: OutboxRow[], err: unknown): Promise<void> {
    const reason = err instanceof Error ? err.message : String(err);
    this.#failures.failed(PUBLISH_FAILED, err, { events: rows.length });
    for (const row of rows) {
      const attempts = row.attempts + 1;
      await trx('outbox')
        .where('seq', row.seq)
        .update({
          attempts,
          last_error: reason.slice(0, 2000),
          next_attempt_at: new Date(Date.now() + Math.min(MAX_BACKOFF_MS, 100 * 2 ** attempts)),
        });
    }
  }

  async #setAside(trx: Knex.Transaction, row: OutboxRow, err: unknown): Promise<void> {
    const reason = `invalid event: ${err instanceof Error ? err.message : String(err)}`;
    this.#logger.error({ eventId: row.envelope.id, reason }, 'outbox event refused by the contracts; set aside');
    await trx('outbox').where('seq', row.seq).update({ dead_at: trx.fn.now(), last_error: reason.slice(0, 2000) });
  }
}
