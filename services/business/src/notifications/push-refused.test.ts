import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { vapidKeys } from '@cobber/kit';
import { apiClient, testOwner } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBusinessService, type RunningBusinessService } from '../testing/service.ts';
import { addressesNoPushGoesTo } from './push-network.ts';
import { quoteEvent } from './testing/events.ts';

// A listed push service's name that leads into the server's own network: nothing connects there.

async function eventually<T>(check: () => Promise<T>, ms = 8000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const browserKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};

describe('pushes never reach the server’s own network', () => {
  let running: RunningBusinessService;
  let listener: Server;
  let connections = 0;
  const samOwner = testOwner('Sam');
  const sam = () => apiClient(running.url, samOwner);

  beforeAll(async () => {
    // A real service on loopback, where an attacker would aim a push: it counts whoever knocks.
    listener = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    const port = await new Promise<number>((resolve) => listener.listen(0, '127.0.0.1', () => resolve((listener.address() as AddressInfo).port)));
    running = await startBusinessService({
      push: { ...vapidKeys(), subject: 'mailto:alerts@cobber.test' },
      // DNS answering 127.0.0.1 for a listed name, under the rule production runs with.
      pushNetwork: { resolve: async () => [{ address: '127.0.0.1', family: 4 }], refused: addressesNoPushGoesTo(), port },
    });
    await sam()('POST', '/api/business', { name: 'Sparks Electrical' });
  });
  afterAll(async () => {
    await running.stop();
    await new Promise((resolve) => listener.close(resolve));
  });

  it('refuses a listed push service whose name resolves to loopback, records it refused and never tries again', async () => {
    const endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
    expect((await sam()('POST', '/api/notifications/push-subscriptions', { endpoint, keys: browserKeys() })).status).toBe(201);
    // An endpoint kept before endpoints were checked: forgotten, never called.
    const old = { endpoint: `https://127.0.0.1:${(listener.address() as AddressInfo).port}/x`, ...browserKeys() };
    await running.service.db('push_subscriptions').insert({ id: randomUUID(), owner_id: samOwner.id, ...old });

    await running.bus.publish([quoteEvent('quote.approved', samOwner.id)]);
    const send = await eventually(async () => {
      const row = await running.service.db('notification_sends').where({ owner_id: samOwner.id, channel: 'push' }).first('state', 'attempts', 'last_error');
      expect(row?.state).toBe('failed');
      return row;
    });
    expect(send.attempts).toBe(1);
    expect(send.last_error).toContain('fcm.googleapis.com resolves to 127.0.0.1, where no push goes');
    expect(send.last_error).toContain("is no push service's endpoint: forgotten");
    expect((await running.service.db('push_subscriptions').where('owner_id', samOwner.id).pluck('endpoint'))).toEqual([endpoint]);
    // The sender checks every second in this test: a retry would have come by now.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await running.service.db('notification_sends').where({ owner_id: samOwner.id, channel: 'push' }).first('state', 'attempts')).toEqual({ state: 'failed', attempts: 1 });
    expect(connections).toBe(0);
  });
});
