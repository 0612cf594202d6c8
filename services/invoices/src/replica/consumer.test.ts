import { consumedBy } from '@cobber/contracts';
import { describe, expect, it } from 'vitest';
import { invoicesConsumer } from './consumer.ts';

describe('what the invoices service consumes', () => {
  it('is what contracts EVENT_FLOWS (and the README) say it consumes', () => {
    expect([...invoicesConsumer.consumes].sort()).toEqual(consumedBy('invoices').sort());
  });
});
