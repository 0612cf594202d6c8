import { z } from 'zod';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads settings from the environment through a zod schema. A bad setting stops
 * start-up with a message naming it.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw settingsRefused(settingsProblems(result.error));
}

/** One line per problem, each naming its setting (`SMTP_URL: Invalid URL`). */
export function settingsProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(settings)'}: ${issue.message}`);
}

/** The error that stops start-up (exit 2 through runMain), listing every problem. */
export function settingsRefused(problems: string[]): ConfigError {
  return new ConfigError(`Invalid settings:\n  ${problems.join('\n  ')}`);
}

/** Common setting shapes. */
export const settings = {
  port: (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback),
  databaseUrl: () => z.url().refine((url) => /^postgres(ql)?:\/\//.test(url), 'must be a postgres:// URL'),
  secret: () => z.string().min(32, 'must be at least 32 characters'),
  logLevel: () =>
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info')
      .describe('How much is logged (pino levels): `fatal` … `trace`, or `silent`.'),
  /** `host:port[,host:port…]`; empty or unset means no Kafka (the in-process bus). */
  kafkaBrokers: () =>
    z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^[\w.-]+:\d+(,[\w.-]+:\d+)*$/, 'must be host:port, comma-separated')
        .transform((v) => v.split(','))
        .optional(),
    ).describe(
      '`host:port[,host:port…]` of Kafka. Set, the service publishes its outbox to Kafka and consumes with its own consumer group; unset, events go through PostgreSQL: a log in the `bus` schema of its `DATABASE_URL`, with a position per consumer group, shared by every service on that database (as durable as Kafka; a late or restarted consumer catches up).',
    ),
  /** How often automatic reminders are looked for: at least once a minute by default. */
  reminderCheckSeconds: () => z.coerce.number().int().min(1).max(60).default(60),
  kafkaTopicPrefix: () => z.string().regex(/^[\w.-]+$/, 'letters, digits, ".", "_" or "-" only')
      .default('cobber')
      .describe('Topics are `<prefix>.<stream>` (`cobber.business`, `cobber.client`, `cobber.quote`, …) plus `<prefix>.dead-letter`; made at start-up.'),
};
