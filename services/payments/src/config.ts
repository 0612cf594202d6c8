import { settings } from '@cobber/kit';
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const PaymentsServiceSettings = z
  .object({
    DATABASE_URL: settings.databaseUrl(),
    IDENTITY_SECRET: settings.secret(),
    PAYMENTS_PORT: settings.port(4004),
    /** All three Stripe keys switch card payments to Stripe; none keeps the built-in test provider. */
    STRIPE_SECRET_KEY: optional(z.string().min(1)),
    STRIPE_PUBLISHABLE_KEY: optional(z.string().min(1)),
    STRIPE_WEBHOOK_SECRET: optional(z.string().min(1)),
    /** Where the Stripe SDK sends its calls (a local fake in tests); Stripe's own API otherwise. */
    STRIPE_API_BASE: optional(z.url()),
    KAFKA_BROKERS: settings.kafkaBrokers(),
    KAFKA_TOPIC_PREFIX: settings.kafkaTopicPrefix(),
    LOG_LEVEL: settings.logLevel(),
  })
  .refine(
    (s) => [s.STRIPE_SECRET_KEY, s.STRIPE_PUBLISHABLE_KEY, s.STRIPE_WEBHOOK_SECRET].filter(Boolean).length % 3 === 0,
    { path: ['STRIPE_SECRET_KEY'], message: 'set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together, or none' },
  );
export type PaymentsServiceSettings = z.infer<typeof PaymentsServiceSettings>;

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  apiBase?: string | undefined;
}

/** The Stripe settings when all three keys are set, else none (the built-in test provider). */
export function stripeSettings(s: PaymentsServiceSettings): StripeSettings | undefined {
  if (!s.STRIPE_SECRET_KEY || !s.STRIPE_PUBLISHABLE_KEY || !s.STRIPE_WEBHOOK_SECRET) return undefined;
  return { secretKey: s.STRIPE_SECRET_KEY, publishableKey: s.STRIPE_PUBLISHABLE_KEY, webhookSecret: s.STRIPE_WEBHOOK_SECRET, apiBase: s.STRIPE_API_BASE };
}
