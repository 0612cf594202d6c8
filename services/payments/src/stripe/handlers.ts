import { badRequest, readRaw, type Handlers, type Knex, type Logger } from '@cobber/kit';
import type Stripe from 'stripe';
import { handleStripeEvent } from './webhook.ts';

const WEBHOOK_LIMIT = 512 * 1024;

/** Stripe's webhook, signed, with no session: the event verified on the raw bytes Stripe signed, then handled once. */
export function stripeWebhookHandlers(db: Knex, stripe: Stripe, webhookSecret: string, logger: Logger): Handlers<'payments', 'stripeWebhook'> {
  return {
    async stripeWebhook(ctx) {
      const raw = await readRaw(ctx, WEBHOOK_LIMIT);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(raw, ctx.get('stripe-signature'), webhookSecret);
      } catch {
        throw badRequest('The Stripe signature does not match this request');
      }
      await handleStripeEvent(db, stripe, event, logger);
      ctx.body = { received: true };
    },
  };
}
