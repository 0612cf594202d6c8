import type { Knex, Logger } from '@cobber/kit';
import Router from '@koa/router';
import type Stripe from 'stripe';
import { stripeWebhookHandlers } from './handlers.ts';

/** `POST /api/payments/stripe/webhook`: Stripe calls it, signed, with no session. */
export function stripeWebhookRoutes(db: Knex, stripe: Stripe, webhookSecret: string, logger: Logger): Router {
  const router = new Router();
  router.post('/api/payments/stripe/webhook', stripeWebhookHandlers(db, stripe, webhookSecret, logger).receive);
  return router;
}
