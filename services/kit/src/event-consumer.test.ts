import type { EventEnvelope } from '@cobber/contracts';
import { describe, expect, it } from 'vitest';
import { eventConsumer } from './event-consumer.ts';

const event = (type: string): EventEnvelope => ({ id: crypto.randomUUID(), type, version: 1, occurredAt: new Date().toISOString(), ownerId: crypto.randomUUID(), key: 'k', data: {} });

describe('eventConsumer', () => {
  it('says what it consumes, hands each of those to its effect with the context, and lets the rest pass by', async () => {
    const seen: string[] = [];
    const consumer = eventConsumer<{ name: string }>({
      'quote.created': async ({ name }, e) => void seen.push(`${name} ${e.type}`),
      'payment.succeeded': async ({ name }, e) => void seen.push(`${name} ${e.type}`),
    });
    expect(consumer.consumes).toEqual(['quote.created', 'payment.succeeded']);
    const handle = consumer.handler({ name: 'invoices' });
    for (const type of ['quote.created', 'receipt.sent', 'payment.succeeded', 'something.else']) await handle(event(type));
    expect(seen).toEqual(['invoices quote.created', 'invoices payment.succeeded']);
  });
});
