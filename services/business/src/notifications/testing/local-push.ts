import { BlockList } from 'node:net';
import type { TestPushEndpoint } from '@cobber/kit/testing';
import type { PushNetwork } from '../push-network.ts';

/**
 * Pushes to the test's local push endpoint: every push service's name leads to it, on
 * loopback, which these tests let through (the strict rule has its own test).
 */
export function localPushNetwork(phones: TestPushEndpoint): PushNetwork {
  return { resolve: phones.resolve, port: phones.port, refused: new BlockList() };
}
