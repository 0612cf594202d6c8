import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@cobber/ui/router';
import { describe, expect, it } from 'vitest';
import type { PaymentRecord } from '@cobber/contracts';
import { PaymentStatusCard } from './PaymentStatusCard.tsx';

const payment: PaymentRecord = {
  id: '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b',
  documentType: 'quote',
  documentId: '2b6f1e8a-7d9f-4c1e-8b7a-0c2b6f1e8a10',
  documentNumber: 'Q-0007',
  amount: '330.00',
  currency: 'aud',
  status: 'succeeded',
  testPayment: false,
  customerEmail: 'zoe@example.com',
  customerName: 'Zoe Nguyen',
  provider: 'stripe',
  failureMessage: null,
  createdAt: '2026-07-01T00:00:00.000Z',
  updatedAt: '2026-07-01T00:00:05.000Z',
};

/** The card's text as the owner reads it. */
const shown = (record: PaymentRecord | null) =>
  renderToString(createElement(MemoryRouter, null, createElement(PaymentStatusCard, { payment: record })))
    .replace(/<!-- -->|<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([.:!])/g, '$1')
    .replace(/&#x27;/g, "'");

describe('/payment-success shows what the server recorded', () => {
  it('says paid only for a payment the server records as succeeded', () => {
    const text = shown(payment);
    expect(text).toContain('Payment Successful');
    expect(text).toContain('A deposit of $330.00 has been paid on quote Q-0007.');
    expect(text).not.toContain('Test mode');
  });

  it('says a test payment took no real money', () => {
    expect(shown({ ...payment, testPayment: true })).toContain('Test mode — no real money is taken. This was a test payment: the receipt says so');
  });

  it('shows nothing paid for a payment still pending, declined, canceled or to be refunded', () => {
    for (const status of ['pending', 'failed', 'canceled', 'needs_refund'] as const) {
      const text = shown({ ...payment, status, failureMessage: status === 'pending' ? null : 'Your card was declined.' });
      expect(text, status).not.toContain('has been paid');
      expect(text, status).not.toContain('Payment Successful');
    }
    expect(shown({ ...payment, status: 'pending' })).toContain('Payment Processing');
    expect(shown({ ...payment, status: 'failed', failureMessage: 'Your card has insufficient funds.' })).toContain(
      'The card payment of $330.00 on quote Q-0007 did not go through: Your card has insufficient funds.',
    );
    expect(shown({ ...payment, status: 'needs_refund', failureMessage: 'Stripe charged 1.00 AUD for a payment of 330.00 AUD' })).toContain('Payment Needs a Refund');
  });

  it('shows nothing paid without a payment the server knows (a crafted link)', () => {
    const text = shown(null);
    expect(text).toContain('Payment Not Found');
    expect(text).toContain('nothing has been paid');
    expect(text).not.toContain('$');
  });
});
