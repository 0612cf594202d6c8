import { consumedBy } from '@cobber/contracts';
import { describe, expect, it } from 'vitest';
import { paymentsConsumer } from './consumer.ts';

describe('what the payments service consumes', () => {
  it('is what contracts EVENT_FLOWS (and the README) say it consumes', () => {
    expect([...paymentsConsumer.consumes].sort()).toEqual(consumedBy('payments').sort());
  });
});
