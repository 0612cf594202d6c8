import Stripe from 'stripe';
import type { FakeStripe } from './fake-stripe.ts';

// Only its webhook helpers are used: signing needs no network.
const signer = new Stripe('sk_test_signer');

/**
 * What Stripe does after a card is charged or declined, for tests: a signed event about
 * one of the fake's PaymentIntents (as it now stands), posted to the payments service.
 */
export function stripeWebhooks(paymentsUrl: string, stripe: FakeStripe, webhookSecret: string) {
  let count = 0;
  /** The event's JSON, carrying the PaymentIntent as the fake holds it now. */
  function event(type: string, intentId: string, id = `evt_${++count}_${Date.now()}`): string {
    return JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), data: { object: stripe.intents.get(intentId) } });
  }
  function sign(payload: string, options: { secret?: string; timestamp?: number } = {}): string {
    return signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret, ...(options.timestamp ? { timestamp: options.timestamp } : {}) });
  }
  function post(payload: string, signature = sign(payload)): Promise<Response> {
    return fetch(`${paymentsUrl}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
  }
  return { event, sign, post, deliver: (type: string, intentId: string) => post(event(type, intentId)) };
}
