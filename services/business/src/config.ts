import { settings } from '@cobber/kit';
import { z } from 'zod';

export const BusinessServiceSettings = z.object({
  DATABASE_URL: settings.databaseUrl(),
  IDENTITY_SECRET: settings.secret(),
  BUSINESS_PORT: settings.port(4001),
  UPLOAD_DIR: z.string().min(1).default('.data/uploads'),
  KAFKA_BROKERS: settings.kafkaBrokers(),
  KAFKA_TOPIC_PREFIX: settings.kafkaTopicPrefix(),
  LOG_LEVEL: settings.logLevel(),
});
export type BusinessServiceSettings = z.infer<typeof BusinessServiceSettings>;
