import { randomBytes } from 'node:crypto';
import type { CardProvider } from './provider.ts';

/**
 * The built-in provider: no keys, no network, no money. The client secret
 * names the payment the way Stripe's does (`pi_…_secret_…`); the card form confirms it
 * through `POST /api/payments/test/confirm`, which refuses a canceled payment itself.
 */
export function createTestProvider(): CardProvider {
  return {
    name: 'test',
    testMode: true,
    async startPayment({ paymentId }) {
      const providerPaymentId = `test_pi_${paymentId.replaceAll('-', '')}`;
      return { providerPaymentId, clientSecret: `${providerPaymentId}_secret_${randomBytes(16).toString('hex')}` };
    },
    async cancelPayment() {},
  };
}

/** Stripe's test cards and the messages its card form shows for them. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

export const DECLINED_MESSAGE = 'Your card was declined.';
export const LIVE_CARD_MESSAGE = 'Your card was declined. Your request was in test mode, but used a non test card.';
