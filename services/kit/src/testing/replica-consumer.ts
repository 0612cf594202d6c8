import { z } from 'zod';
import { loadConfig, settings } from '../config.ts';
import { connect, migrate, type Knex, type Migration } from '../database.ts';
import type { EventEnvelope } from '@cobber/contracts';
import { consumeBatchOnce, consumeOnce } from '../inbox.ts';
import { KafkaBus } from '../kafka-bus.ts';
import { createLogger } from '../logger.ts';
import { outboxMigration } from '../outbox.ts';
import { onShutdown } from '../server.ts';

/**
 * Another service, reduced to a consumer, as its own process (until the quotes,
 * invoices and payments services plug in their own): its own schema, inbox and
 * consumer group. Each event's effect is one `effects` row (duplicates would show
 * there) and the latest data per key in `replicas`. A client named POISON_NAME makes
 * the handler throw, as a bug would.
 */
const config = loadConfig(
  z.object({
    DATABASE_URL: settings.databaseUrl(),
    SCHEMA: z.string().regex(/^\w+$/),
    GROUP: z.string().min(1),
    KAFKA_BROKERS: settings.kafkaBrokers().pipe(z.array(z.string())),
    KAFKA_TOPIC_PREFIX: settings.kafkaTopicPrefix(),
    POISON_NAME: z.string().default('Poison'),
    BATCHES: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
    LOG_LEVEL: settings.logLevel(),
  }),
);

const replicaMigration: Migration = {
  name: '001_replicas',
  async up(db) {
    await db.schema.createTable('effects', (t) => {
      t.bigIncrements('seq');
      t.uuid('event_id').notNullable();
      t.string('key', 200).notNullable();
      t.jsonb('data').notNullable();
      t.timestamp('applied_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.schema.createTable('replicas', (t) => {
      t.string('key', 200).primary();
      t.string('type', 100).notNullable();
      t.jsonb('data').notNullable();
    });
  },
};

const logger = createLogger(config.GROUP, config.LOG_LEVEL);
const db = connect(config.DATABASE_URL, config.SCHEMA);
await migrate(db, config.SCHEMA, [outboxMigration, replicaMigration]);
const bus = new KafkaBus({ brokers: config.KAFKA_BROKERS, clientId: config.GROUP, logger, topicPrefix: config.KAFKA_TOPIC_PREFIX, maxAttempts: 3 });
async function apply(trx: Knex.Transaction, event: EventEnvelope): Promise<void> {
  if ((event.data as { name?: string }).name === config.POISON_NAME) throw new Error('cannot apply a poisoned client');
  await trx('effects').insert({ event_id: event.id, key: event.key, data: event.data });
  await trx('replicas').insert({ key: event.key, type: event.type, data: event.data }).onConflict('key').merge();
}

// Batches in one transaction (unless BATCHES=false); a failing batch (a poisoned event)
// goes event by event.
await bus.subscribe(
  config.GROUP,
  async (event) => {
    const applied = await consumeOnce(db, event, (trx) => apply(trx, event));
    if (!applied) logger.info({ eventId: event.id }, 'duplicate ignored');
  },
  config.BATCHES
    ? {
        batch: async (events) => {
          const fresh = await consumeBatchOnce(db, events, apply);
          if (fresh < events.length) logger.info({ duplicates: events.length - fresh }, 'duplicate ignored (in a batch)');
        },
      }
    : {},
);
logger.info('ready');
onShutdown(async () => {
  await bus.stop();
  await db.destroy();
});
