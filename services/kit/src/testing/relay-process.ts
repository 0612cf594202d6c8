import { z } from 'zod';
import { loadConfig, settings } from '../config.ts';
import { connect, migrate } from '../database.ts';
import { KafkaBus } from '../kafka-bus.ts';
import { createLogger } from '../logger.ts';
import { outboxMigration, OutboxRelay } from '../outbox.ts';
import { onShutdown } from '../server.ts';

/**
 * A publishing service reduced to its outbox relay, as its own process: tests commit
 * events into `SCHEMA.outbox` as a service's transaction would, and this publishes them
 * to Kafka. Prints `ready` once its relay runs.
 */
const config = loadConfig(
  z.object({
    DATABASE_URL: settings.databaseUrl(),
    SCHEMA: z.string().regex(/^\w+$/),
    KAFKA_BROKERS: settings.kafkaBrokers().pipe(z.array(z.string())),
    KAFKA_TOPIC_PREFIX: settings.kafkaTopicPrefix(),
    LOG_LEVEL: settings.logLevel(),
  }),
);
const logger = createLogger('test-relay', config.LOG_LEVEL);
const db = connect(config.DATABASE_URL, config.SCHEMA);
await migrate(db, config.SCHEMA, [outboxMigration]);
const bus = new KafkaBus({ brokers: config.KAFKA_BROKERS, clientId: 'test-relay', logger, topicPrefix: config.KAFKA_TOPIC_PREFIX });
await bus.start();
const relay = new OutboxRelay({ db, schema: config.SCHEMA, bus, logger, databaseUrl: config.DATABASE_URL });
await relay.start();
logger.info('ready');
onShutdown(async () => {
  await relay.stop();
  await bus.stop();
  await db.destroy();
});
