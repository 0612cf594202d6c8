import { settings } from '@cobber/kit';
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

export const PaymentsServiceSettings = z
  .object({
    DATABASE_URL: settings.databaseUrl().describe('PostgreSQL; the service owns the `payments` schema.'),
    IDENTITY_SECRET: settings.secret().describe('Same value as the gateway\'s.'),
    PAYMENTS_PORT: settings.port(4004).describe('Where the service listens.'),
    /** The quotes service (its own port on this machine unless set): a client's deposit is taken on the quote as it stands there, never from this service's copy. */
    QUOTES_URL: z.url().default('http://localhost:4002').describe('The quotes service: a deposit on a quote counts the quote as it stands there (the client\'s `public/deposit-payment`: whether it is accepted and what deposit was requested; the owner\'s `create-deposit-payment`: its total); unreachable, they answer `503` and take nothing.'),
    /**
     * Who takes cards: `stripe` (the default; needs the three keys below) or `test`, the
     * built-in provider that moves no money. Never chosen for you.
     */
    PAYMENTS_PROVIDER: optional(z.enum(['stripe', 'test'])).describe('Who takes cards: `stripe` (unset means stripe; needs the three keys below) or `test`, the built-in test provider, which moves no money (a demo; it takes no Stripe keys). Never chosen for you: without the keys and without `PAYMENTS_PROVIDER=test` the service exits with code 2 and says so.'),
    STRIPE_SECRET_KEY: optional(z.string().min(1)).describe('Stripe secret key (`sk_…`), required for `stripe`; with the next two, deposits are PaymentIntents in AUD. Test keys (`sk_test_…`) take no real money, and pages, receipts and history say so.'),
    STRIPE_PUBLISHABLE_KEY: optional(z.string().min(1)).describe('Stripe publishable key (`pk_…`), handed to the browser by `GET /api/payments/config`.'),
    STRIPE_WEBHOOK_SECRET: optional(z.string().min(1)).describe('The signing secret (`whsec_…`) of the webhook endpoint `/api/payments/stripe/webhook`; events with a bad or stale signature are refused (400).'),
    /** Where the Stripe SDK sends its calls (a local fake in tests); Stripe's own API otherwise. */
    STRIPE_API_BASE: optional(z.url()).describe('Where the Stripe SDK sends its calls instead of `https://api.stripe.com` (tests use a local fake).'),
    KAFKA_BROKERS: settings.kafkaBrokers(),
    KAFKA_TOPIC_PREFIX: settings.kafkaTopicPrefix(),
    LOG_LEVEL: settings.logLevel(),
  })
  .superRefine((s, context) => {
    const missing = STRIPE_KEYS.filter((key) => !s[key]);
    if (s.PAYMENTS_PROVIDER === 'test') {
      if (missing.length < STRIPE_KEYS.length) {
        context.addIssue({ code: 'custom', path: ['PAYMENTS_PROVIDER'], message: 'is test, which takes no Stripe keys: unset STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, or set PAYMENTS_PROVIDER=stripe' });
      }
      return;
    }
    if (missing.length === 0) return;
    context.addIssue({
      code: 'custom',
      path: [missing[0]!],
      message: `card payments need Stripe: set ${STRIPE_KEYS.join(', ')} (missing: ${missing.join(', ')}), or PAYMENTS_PROVIDER=test for the built-in test provider, which takes no real money`,
    });
  });
export type PaymentsServiceSettings = z.infer<typeof PaymentsServiceSettings>;

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  apiBase?: string | undefined;
}

/** Who takes the cards, always said out loud: Stripe with its keys, or the built-in test provider. */
export type CardSettings = { provider: 'stripe'; stripe: StripeSettings } | { provider: 'test' };

/** The card settings the validated settings name. */
export function cardSettings(s: PaymentsServiceSettings): CardSettings {
  if (s.PAYMENTS_PROVIDER === 'test') return { provider: 'test' };
  return {
    provider: 'stripe',
    stripe: { secretKey: s.STRIPE_SECRET_KEY!, publishableKey: s.STRIPE_PUBLISHABLE_KEY!, webhookSecret: s.STRIPE_WEBHOOK_SECRET!, apiBase: s.STRIPE_API_BASE },
  };
}
