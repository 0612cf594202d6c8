import { parseEvent, type EventEnvelope } from '@cobber/contracts';
import type { BatchEventHandler, EventBus, EventHandler, SubscribeOptions } from './bus.ts';
import { connect, migrate, type Knex, type Migration } from './database.ts';
import { createLogger, type Logger } from './logger.ts';
import { NotifyListener } from './notify-listener.ts';
import { ThrottledLog } from './throttled-log.ts';

const SCHEMA = 'bus';
/** The bus's schema and migrations, for backups. */
export { SCHEMA as BUS_SCHEMA };
const NOTIFY_CHANNEL = 'cobber_bus';
const BATCH_SIZE = 200;
const POLL_MS = 1_000;
const RETENTION_DAYS = 7;
const PUBLISH_LOCK = 'cobber:bus:publish';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const busMigrations: Migration[] = [
  {
    name: '001_log_groups',
    async up(db) {
      await db.schema.createTable('log', (t) => {
        t.bigIncrements('seq');
        t.uuid('id').notNullable().unique();
        t.string('type', 100).notNullable();
        t.string('key', 200).notNullable();
        t.jsonb('envelope').notNullable();
        t.timestamp('published_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      });
      await db.schema.createTable('groups', (t) => {
        t.string('name', 100).primary();
        t.bigInteger('position').notNullable().defaultTo(0);
        t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      });
      await db.schema.createTable('dead_letters', (t) => {
        t.bigIncrements('id');
        t.string('group', 100).notNullable();
        t.bigInteger('seq').notNullable();
        t.jsonb('envelope');
        t.text('reason').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      });
    },
  },
];

export interface PostgresBusOptions {
  databaseUrl: string;
  logger?: Logger;
  /** Tries of a handler before the event is set aside in `bus.dead_letters`. */
  maxAttempts?: number;
  pollMs?: number;
}

/**
 * The bus of the embedded default, as durable as Kafka: published events
 * are appended to a log table in PostgreSQL and each consumer group keeps its position
 * in it, so a group that subscribes late, or again after a crash, catches up from where
 * it was (a new group starts from the beginning, like Kafka's `fromBeginning`). The old
 * in-memory bus handed events only to groups already subscribed, and the outbox marked
 * them published anyway: every restart of `npm start` lost events.
 *
 * Publishing takes one advisory lock for its transaction, so log positions are assigned
 * in commit order and a reader never passes a position whose event is still to commit.
 * A group's drain holds its row `FOR UPDATE SKIP LOCKED`, so two processes of one service
 * share the work without handing an event to both; the position moves only after the
 * handler's own transaction committed (at least once; the inbox dedupes). Every process
 * on the same database sees the log, so services in separate processes without Kafka
 * reach each other too.
 */
export class PostgresBus implements EventBus {
  readonly #databaseUrl: string;
  readonly #logger: Logger;
  readonly #maxAttempts: number;
  readonly #pollMs: number;
  readonly #db: Knex;
  readonly #groups = new Map<string, GroupDrain>();
  #ready: Promise<void> | null = null;
  #listener: NotifyListener | null = null;
  #timer: NodeJS.Timeout | null = null;

  constructor(options: PostgresBusOptions) {
    this.#databaseUrl = options.databaseUrl;
    this.#logger = (options.logger ?? createLogger('bus')).child({ component: 'bus' });
    this.#maxAttempts = options.maxAttempts ?? 5;
    this.#pollMs = options.pollMs ?? POLL_MS;
    this.#db = connect(options.databaseUrl, SCHEMA, 8);
  }

  /** Makes the log's tables (once) and starts listening for other processes' commits. */
  start(): Promise<void> {
    this.#ready ??= (async () => {
      await migrate(this.#db, SCHEMA, busMigrations);
      // Other processes' commits wake this one at once; polling covers a lost connection.
      this.#listener = new NotifyListener({
        databaseUrl: this.#databaseUrl,
        channel: NOTIFY_CHANNEL,
        onNotify: () => this.#wakeAll(),
        onReconnect: () => this.#wakeAll(),
        failures: new ThrottledLog(this.#logger, { unit: 'reconnects' }),
      });
      await this.#listener.start();
      this.#timer = setInterval(() => this.#wakeAll(), this.#pollMs);
      await this.#prune();
    })().catch((error: unknown) => {
      this.#ready = null;
      throw error;
    });
    return this.#ready;
  }

  async publish(events: EventEnvelope[]): Promise<void> {
    if (events.length === 0) return;
    await this.start();
    await this.#db.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [PUBLISH_LOCK]);
      await trx('log')
        .insert(events.map((event) => ({ id: event.id, type: event.type, key: event.key, envelope: event })))
        .onConflict('id')
        .ignore();
      await trx.raw('select pg_notify(?, ?)', [NOTIFY_CHANNEL, '']);
    });
    this.#wakeAll();
  }

  async subscribe(group: string, handler: EventHandler, options: SubscribeOptions = {}): Promise<void> {
    if (this.#groups.has(group)) throw new Error(`Consumer group ${group} is already subscribed`);
    await this.start();
    await this.#db('groups').insert({ name: group }).onConflict('name').ignore();
    const logger = this.#logger.child({ group });
    const drain = new GroupDrain({
      db: this.#db,
      group,
      handler,
      batch: options.batch,
      maxAttempts: this.#maxAttempts,
      logger,
      failures: new ThrottledLog(logger, { unit: 'failed drains' }),
    });
    this.#groups.set(group, drain);
    drain.wake();
  }

  async unsubscribe(group: string): Promise<void> {
    const drain = this.#groups.get(group);
    this.#groups.delete(group);
    await drain?.stop();
  }

  isAttached(group: string): boolean {
    return this.#groups.has(group);
  }

  /** Resolves once every group of this process has taken everything in the log (tests, shutdown). */
  async settled(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const head = await this.#db('log').max('seq as seq').first();
      const end = Number(head?.seq ?? 0);
      const positions = await this.#db('groups').whereIn('name', [...this.#groups.keys()]).select('position');
      if (positions.every((row) => Number(row.position) >= end)) return;
      if (Date.now() > deadline) throw new Error('The event bus did not settle in time');
      this.#wakeAll();
      await sleep(10);
    }
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    await Promise.all([...this.#groups.values()].map((drain) => drain.stop()));
    this.#groups.clear();
    await this.#listener?.stop();
    await this.#db.destroy();
  }

  #wakeAll(): void {
    for (const drain of this.#groups.values()) drain.wake();
  }

  /** Drops events every group has taken once they are a week old (Kafka's retention). */
  async #prune(): Promise<void> {
    const slowest = await this.#db('groups').min('position as position').first();
    if (!slowest?.position) return;
    await this.#db('log')
      .where('seq', '<=', slowest.position)
      .where('published_at', '<', this.#db.raw(`now() - interval '${RETENTION_DAYS} days'`))
      .delete();
  }
}

interface GroupDrainOptions {
  db: Knex;
  group: string;
  handler: EventHandler;
  batch: BatchEventHandler | undefined;
  maxAttempts: number;
  logger: Logger;
  /** A drain that fails (the database is away) is logged once, then at most once a minute. */
  failures: ThrottledLog;
}

interface LogRow {
  seq: string;
  envelope: unknown;
}

/** One consumer group's reader of the log, one batch at a time, in log order. */
class GroupDrain {
  readonly #options: GroupDrainOptions;
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = false;
  #failures = 0;
  readonly #trouble = { kind: 'drain', what: 'consuming events failed; will retry', over: 'consuming events again' };

  constructor(options: GroupDrainOptions) {
    this.#options = options;
  }

  wake(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#drain().finally(() => {
      this.#running = null;
    });
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#running;
  }

  async #drain(): Promise<void> {
    do {
      this.#again = false;
      try {
        while (!this.#stopped && (await this.#takeBatch()) === BATCH_SIZE) {
          // a full batch: there may be more behind it
        }
        if (this.#failures > 0) this.#options.failures.recovered(this.#trouble.kind);
        this.#failures = 0;
      } catch (error) {
        // The database is away, or a handler failed in a way retries did not cure: the
        // position did not move, so the same events come again on the next wake.
        this.#failures++;
        this.#options.failures.failed(this.#trouble, error);
        await sleep(Math.min(10_000, 100 * 2 ** Math.min(this.#failures, 7)));
      }
    } while (this.#again && !this.#stopped);
  }

  /** Delivers the next batch after the group's position; answers how many it took. */
  async #takeBatch(): Promise<number> {
    const { db, group } = this.#options;
    return db.transaction(async (trx) => {
      const position = await trx('groups').where('name', group).forUpdate().skipLocked().first('position');
      if (!position) return 0;
      const rows: LogRow[] = await trx('log').where('seq', '>', position.position).orderBy('seq').limit(BATCH_SIZE).select('seq', 'envelope');
      if (rows.length === 0) return 0;
      await this.#deliver(trx, rows);
      await trx('groups').where('name', group).update({ position: rows.at(-1)!.seq, updated_at: trx.fn.now() });
      return rows.length;
    });
  }

  /** The whole batch at once when the group can take batches; one by one otherwise or when that fails. */
  async #deliver(trx: Knex.Transaction, rows: LogRow[]): Promise<void> {
    const valid: Array<{ row: LogRow; event: EventEnvelope }> = [];
    for (const row of rows) {
      try {
        valid.push({ row, event: parseEvent(row.envelope) });
      } catch (error) {
        await this.#deadLetter(trx, row, `invalid event: ${reasonOf(error)}`);
      }
    }
    if (this.#options.batch && valid.length > 1) {
      try {
        await this.#options.batch(valid.map(({ event }) => event));
        return;
      } catch (error) {
        this.#options.logger.warn({ err: error, events: valid.length }, 'a batch failed; applying its events one by one');
      }
    }
    for (const { row, event } of valid) await this.#deliverOne(trx, row, event);
  }

  async #deliverOne(trx: Knex.Transaction, row: LogRow, event: EventEnvelope): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.#options.handler(event);
        return;
      } catch (error) {
        if (this.#stopped) throw error;
        if (attempt >= this.#options.maxAttempts) {
          await this.#deadLetter(trx, row, `failed ${attempt} times: ${reasonOf(error)}`);
          return;
        }
        this.#options.logger.warn({ err: error, eventId: event.id, attempt }, 'handling an event failed; retrying');
        await sleep(Math.min(2_000, 100 * 2 ** attempt));
      }
    }
  }

  async #deadLetter(trx: Knex.Transaction, row: LogRow, reason: string): Promise<void> {
    this.#options.logger.error({ seq: row.seq, reason }, 'event set aside in bus.dead_letters');
    await trx('dead_letters').insert({ group: this.#options.group, seq: row.seq, envelope: JSON.stringify(row.envelope), reason: reason.slice(0, 2_000) });
  }
}
