import https from 'node:https';
import { PushPublicKey, PushSubscriptionSaved } from '@cobber/contracts';
import webpush from 'web-push';
import { vapidKeys } from '@cobber/kit';
import { apiClient, startPushEndpoint, testOwner, type TestPushEndpoint } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBusinessService, type RunningBusinessService } from '../testing/service.ts';
import { quoteEvent } from './testing/events.ts';
import { localPushNetwork } from './testing/local-push.ts';

// The phones an owner gets pushes on, and a push service that says one is gone.

type Api = ReturnType<typeof apiClient>;

async function eventually(check: () => void | Promise<void>, ms = 8000): Promise<void> {
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

describe('phone notifications', () => {
  let running: RunningBusinessService;
  let phones: TestPushEndpoint;
  const keys = vapidKeys();
  const samOwner = testOwner('Sam');
  let sam: Api;
  let alex: Api;

  beforeAll(async () => {
    phones = await startPushEndpoint();
    https.globalAgent.options.ca = phones.certificate;
    running = await startBusinessService({ push: { ...keys, subject: 'mailto:alerts@cobber.test' }, pushNetwork: localPushNetwork(phones) });
    sam = apiClient(running.url, samOwner);
    alex = apiClient(running.url, testOwner('Alex'));
    await sam('POST', '/api/business', { name: 'Sparks Electrical' });
  });
  afterAll(async () => {
    await running.stop();
    await phones.stop();
  });

  const subscribe = async (owner: Api, browser: ReturnType<TestPushEndpoint['subscribe']>) => {
    const answer = await owner('POST', '/api/notifications/push-subscriptions', { endpoint: browser.endpoint, keys: browser.keys });
    expect([200, 201]).toContain(answer.status);
    return { status: answer.status, saved: PushSubscriptionSaved.parse(answer.body) };
  };

  it('gives the public key phones subscribe with', async () => {
    expect(PushPublicKey.parse((await sam('GET', '/api/notifications/push-key')).body)).toEqual({ publicKey: keys.publicKey });
  });

  it('keeps a phone once however often it subscribes, and lets no other owner forget it', async () => {
    const browser = phones.subscribe();
    const first = await subscribe(sam, browser);
    const again = await subscribe(sam, browser);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.saved.id).toBe(first.saved.id);
    expect((await alex('DELETE', `/api/notifications/push-subscriptions/${first.saved.id}`)).status).toBe(404);
    expect((await sam('DELETE', `/api/notifications/push-subscriptions/${first.saved.id}`)).status).toBe(204);
    expect((await sam('DELETE', `/api/notifications/push-subscriptions/${first.saved.id}`)).status).toBe(404);
  });

  it('keeps the ten newest phones of an owner: an eleventh replaces the oldest', async () => {
    const owner = apiClient(running.url, testOwner('Kim'));
    const saved = [];
    for (const host of ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com', 'db5p.notify.windows.com', ...Array(7).fill('fcm.googleapis.com')]) {
      saved.push((await subscribe(owner, phones.subscribe(host))).saved);
    }
    expect(saved).toHaveLength(11);
    const [oldest, ...kept] = saved;
    expect((await owner('DELETE', `/api/notifications/push-subscriptions/${oldest!.id}`)).status).toBe(404);
    for (const phone of kept) expect((await owner('DELETE', `/api/notifications/push-subscriptions/${phone.id}`)).status).toBe(204);
  });

  it('pushes to every phone, forgets one the push service calls gone (410), and keeps pushing to the rest', async () => {
    const [phone, tablet] = [phones.subscribe(), phones.subscribe()];
    await subscribe(sam, phone);
    const tabletSaved = await subscribe(sam, tablet);
    // Alex subscribed to the same endpoint gets none of Sam's pushes.
    const alexs = phones.subscribe();
    await subscribe(alex, alexs);
    phones.answer(tablet.id, 410);

    await running.bus.publish([quoteEvent('quote.approved', samOwner.id, { quoteNumber: 'Q-0001' })]);
    await eventually(() => expect(phones.received.filter((push) => push.subscriptionId === phone.id)).toHaveLength(1));
    const push = phones.received.find((received) => received.subscriptionId === phone.id)!;
    expect(JSON.parse(push.text)).toMatchObject({ title: 'Jane Citizen accepted quote Q-0001' });
    expect(push.ttl).toBe(86400);
    await eventually(async () => expect((await sam('DELETE', `/api/notifications/push-subscriptions/${tabletSaved.saved.id}`)).status).toBe(404));

    await running.bus.publish([quoteEvent('quote.rejected', samOwner.id, { quoteNumber: 'Q-0002' })]);
    await eventually(() => expect(phones.received.filter((received) => received.subscriptionId === phone.id)).toHaveLength(2));
    expect(phones.received.filter((received) => received.subscriptionId === alexs.id)).toEqual([]);
    expect(phones.refused).toEqual([]);
  });

  it('has a local push endpoint that refuses a push without a valid VAPID signature: none, for another origin, or expired', async () => {
    // Straight to the local endpoint, where the sender's name lookup would lead.
    const post = (endpoint: string, authorization?: string) =>
      new Promise<number>((resolve, reject) => {
        const headers = { 'content-encoding': 'aes128gcm', ttl: '60', ...(authorization ? { authorization } : {}) };
        const local = `https://127.0.0.1:${phones.port}${new URL(endpoint).pathname}`;
        const request = https.request(local, { method: 'POST', headers }, (response) => resolve(response.statusCode!));
        request.on('error', reject);
        request.end('not encrypted');
      });
    const browser = phones.subscribe();
    const origin = new URL(browser.endpoint).origin;
    const signed = (audience: string, expiresInSeconds: number) =>
      webpush.getVapidHeaders(audience, 'mailto:alerts@cobber.test', keys.publicKey, keys.privateKey, 'aes128gcm', Math.floor(Date.now() / 1000) + expiresInSeconds).Authorization;
    const refusedBefore = phones.refused.length;
    expect(await post(browser.endpoint)).toBe(403);
    expect(await post(browser.endpoint, signed('https://push.example.com', 3600))).toBe(403);
    expect(await post(browser.endpoint, signed(origin, -60))).toBe(403);
    expect(phones.refused.slice(refusedBefore).map((refusal) => refusal.reason)).toEqual([
      expect.stringContaining('no vapid Authorization header'),
      expect.stringContaining('aud https://push.example.com'),
      expect.stringContaining('not within 24 hours'),
    ]);
    // Signed right, the same body is checked next: it does not decrypt.
    expect(await post(browser.endpoint, signed(origin, 3600))).toBe(400);
  });
});
