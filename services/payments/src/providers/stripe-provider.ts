import Stripe from 'stripe';
import type { StripeSettings } from '../config.ts';
import { PaymentUnderWay, type CardProvider } from './provider.ts';

/** The SDK, pointed at STRIPE_API_BASE when set (a local fake in tests). */
export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? { host: base.hostname, port: base.port || (base.protocol === 'http:' ? 80 : 443), protocol: base.protocol === 'http:' ? 'http' : 'https' }
      : {}),
  });
}

/** Stripe keys name their mode: `sk_test_…`/`rk_test_…` create PaymentIntents that move no money. */
function isStripeTestKey(secretKey: string): boolean {
  return /^(sk|rk)_test_/.test(secretKey);
}

/**
 * A PaymentIntent in AUD per payment you mean to take (docs/money.md, "Stripe"). The
 * payment id is the idempotency key, so a retried call (a timeout, a network
 * blip) gets the same PaymentIntent, never a second charge.
 */
export function createStripeProvider(stripe: Stripe, settings: StripeSettings): CardProvider {
  return {
    name: 'stripe',
    testMode: isStripeTestKey(settings.secretKey),
    publishableKey: settings.publishableKey,
    async startPayment(request) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: 'aud',
          automatic_payment_methods: { enabled: true },
          receipt_email: request.customerEmail,
          description: request.description,
          metadata: {
            ownerId: request.ownerId,
            documentType: request.documentType,
            documentId: request.documentId,
            paymentId: request.paymentId,
          },
        },
        { idempotencyKey: request.paymentId },
      );
      if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} came back without a client secret`);
      return { providerPaymentId: intent.id, clientSecret: intent.client_secret };
    },
    async cancelPayment(intentId) {
      try {
        await stripe.paymentIntents.cancel(intentId);
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.code !== 'payment_intent_unexpected_state') throw error;
        // Stripe cancels only what has not been charged: already canceled is fine, anything else is under way.
        const intent = await stripe.paymentIntents.retrieve(intentId);
        if (intent.status !== 'canceled') throw new PaymentUnderWay(`PaymentIntent ${intentId} is ${intent.status}`);
      }
    },
  };
}
