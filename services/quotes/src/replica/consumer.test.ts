import { consumedBy } from '@cobber/contracts';
import { describe, expect, it } from 'vitest';
import { quotesConsumer } from './consumer.ts';

describe('what the quotes service consumes', () => {
  it('is what contracts EVENT_FLOWS (and the README) say it consumes', () => {
    expect([...quotesConsumer.consumes].sort()).toEqual(consumedBy('quotes').sort());
  });
});
