import { describe, expect, it } from 'vitest';
import { newClusterId } from './kafka-broker.ts';

describe('newClusterId', () => {
  it('draws again when the id would start with a dash, which the storage tool reads as an option', () => {
    const draws = [Buffer.alloc(16, 0xfb), Buffer.alloc(16, 0x01)]; // 0xfb… encodes as "-_v7…"
    expect(draws[0]!.toString('base64url').startsWith('-')).toBe(true);
    expect(newClusterId(() => draws.shift()!)).toBe(Buffer.alloc(16, 0x01).toString('base64url'));
  });

  it('is 22 URL-safe characters, as Kafka writes a cluster id', () => {
    for (let i = 0; i < 500; i++) expect(newClusterId()).toMatch(/^[A-Za-z0-9_][A-Za-z0-9_-]{21}$/);
  });
});
