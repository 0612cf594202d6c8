import https from 'node:https';
import { consumedBy, NotificationPage, type EventEnvelope, type NotificationKind } from '@cobber/contracts';
import { vapidKeys } from '@cobber/kit';
import { apiClient, startPushEndpoint, startSmtpServer, testOwner, type TestPushEndpoint, type TestSmtpServer } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBusinessService, type RunningBusinessService } from '../testing/service.ts';
import { businessConsumer } from './consumer.ts';
import { NEWS_OF } from './words.ts';
import { silentSender } from './sends.ts';
import { invoicePaidEvent, paymentEvent, quoteEvent } from './testing/events.ts';
import { localPushNetwork } from './testing/local-push.ts';

// The owner hears at once, by email, in the bell's list and on their phone, once per event.

type Api = ReturnType<typeof apiClient>;

async function eventually<T>(check: () => Promise<T> | T, ms = 8000): Promise<T> {
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

async function list(owner: Api, query = ''): Promise<NotificationPage> {
  const answer = await owner('GET', `/api/notifications${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return NotificationPage.parse(answer.body);
}

describe("the owner's notifications", () => {
  let running: RunningBusinessService;
  let smtp: TestSmtpServer;
  let phones: TestPushEndpoint;
  const keys = vapidKeys();
  const samOwner = testOwner('Sam');
  const alexOwner = testOwner('Alex');
  let sam: Api;
  let alex: Api;
  let samBusinessId: string;
  let samPhone: { id: string; subscription: string };

  const mailTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  const pushesTo = (subscriptionId: string) => phones.received.filter((push) => push.subscriptionId === subscriptionId);
  /** Kafka's at-least-once: the same event handed to the consumer again, as after a crash before its offset was committed. */
  const redeliver = (event: EventEnvelope) => businessConsumer.handler({ db: running.service.db, sender: silentSender })(event);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    phones = await startPushEndpoint();
    // The local push endpoint's certificate is its own: web-push sends with Node's global agent.
    https.globalAgent.options.ca = phones.certificate;
    running = await startBusinessService({ smtpUrl: smtp.url, push: { ...keys, subject: 'mailto:alerts@cobber.test' }, pushNetwork: localPushNetwork(phones) });
    sam = apiClient(running.url, samOwner);
    alex = apiClient(running.url, alexOwner);
    samBusinessId = (await sam('POST', '/api/business', { name: 'Sparks Electrical' })).body.id;
    await alex('POST', '/api/business', { name: 'Alex Plumbing' });
    const browser = phones.subscribe();
    const saved = await sam('POST', '/api/notifications/push-subscriptions', { endpoint: browser.endpoint, keys: browser.keys, expirationTime: null });
    expect(saved.status).toBe(201);
    samPhone = { id: saved.body.id, subscription: browser.id };
  });
  afterAll(async () => {
    await running.stop();
    await smtp.stop();
    await phones.stop();
  });

  it('consumes exactly the events EVENT_FLOWS says the business service does', () => {
    expect([...businessConsumer.consumes].sort()).toEqual(consumedBy('business').sort());
  });

  it('tells of a quote accepted once, by email to the sign-in address, in the list and on the phone, however often the event comes', async () => {
    const accepted = quoteEvent('quote.approved', samOwner.id);
    await running.bus.publish([accepted]);
    await redeliver(accepted);
    await redeliver(accepted);
    const mail = await eventually(() => {
      const mails = mailTo(samOwner.email);
      expect(mails).toHaveLength(1);
      return mails[0]!.mail;
    });
    expect(mail.subject).toBe('Jane Citizen accepted quote Q-0007');
    expect(mail.text).toContain('Switchboard upgrade · $4,400.00');
    expect(mail.text).toContain(`https://app.cobber.test/quote/${accepted.key}/details`);
    expect(mail.html).toContain(`href="https://app.cobber.test/quote/${accepted.key}/details"`);
    const push = await eventually(() => {
      const pushes = pushesTo(samPhone.subscription);
      expect(pushes).toHaveLength(1);
      return pushes[0]!;
    });
    expect(JSON.parse(push.text)).toMatchObject({ title: 'Jane Citizen accepted quote Q-0007', body: 'Switchboard upgrade · $4,400.00', link: `/quote/${accepted.key}/details` });
    expect(push.signedBy).toBe(keys.publicKey);
    expect(phones.refused).toEqual([]);
    const page = await list(sam);
    expect(page).toMatchObject({ total: 1, unread: 1, nextCursor: null, items: [{ kind: 'quoteAccepted', title: 'Jane Citizen accepted quote Q-0007', read: false, link: `/quote/${accepted.key}/details` }] });
    // A second look a moment later: still once (a send retried in the background would show here).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailTo(samOwner.email)).toHaveLength(1);
    expect(pushesTo(samPhone.subscription)).toHaveLength(1);
  });

  it('says each kind in the tradie’s words, and nothing of a payment the owner recorded themselves', async () => {
    const events: [EventEnvelope, NotificationKind, string][] = [
      [quoteEvent('quote.viewed', samOwner.id), 'quoteViewed', 'Jane Citizen opened quote Q-0007'],
      [quoteEvent('quote.rejected', samOwner.id), 'quoteDeclined', 'Jane Citizen declined quote Q-0007'],
      [quoteEvent('quote.update_requested', samOwner.id), 'updateRequested', 'Jane Citizen asked for an update of quote Q-0007 (it expired)'],
      [paymentEvent(samOwner.id, 'deposit', undefined, { documentNumber: 'Q-0007', documentTitle: 'Switchboard upgrade' }), 'depositPaid', 'Jane Citizen paid a $220.00 deposit on Q-0007 (Switchboard upgrade)'],
      [paymentEvent(samOwner.id, 'invoice', undefined, { documentNumber: 'INV-0003', documentTitle: 'Kitchen rewire' }), 'invoicePaid', 'Jane Citizen paid $220.00 of INV-0003 (Kitchen rewire)'],
    ];
    await running.bus.publish([...events.map(([event]) => event), invoicePaidEvent(samOwner.id)]);
    const page = await eventually(async () => {
      const found = await list(sam);
      expect(found.total).toBe(6);
      return found;
    });
    for (const [, kind, title] of events) expect(page.items.find((item) => item.kind === kind)?.title, kind).toBe(title);
    expect(page.items.find((item) => item.kind === 'invoicePaid')?.link).toMatch(/^\/invoice\/[\w-]+$/);
    await eventually(() => expect(mailTo(samOwner.email)).toHaveLength(6));
  });

  it('still words a payment event written before payments named their document', () => {
    const paid = (purpose: 'deposit' | 'invoice') => NEWS_OF['payment.succeeded']!(paymentEvent(samOwner.id, purpose))?.title;
    expect([paid('deposit'), paid('invoice')]).toEqual(['Jane Citizen paid a $220.00 deposit', 'Jane Citizen paid $220.00 of an invoice']);
  });

  it('sends nothing and lists nothing for a kind switched off, and mails a "Notify me at" address instead of the sign-in one', async () => {
    const off = await sam('PATCH', `/api/business/${samBusinessId}`, {
      notifyEmail: 'office@sparks.example',
      notifications: { quoteViewed: false, quoteAccepted: true, quoteDeclined: true, depositPaid: true, invoicePaid: true, updateRequested: true },
    });
    expect(off.status).toBe(200);
    const before = { total: (await list(sam)).total, mails: smtp.received.length, pushes: phones.received.length };
    await running.bus.publish([quoteEvent('quote.viewed', samOwner.id, { quoteNumber: 'Q-0099' }), quoteEvent('quote.rejected', samOwner.id, { quoteNumber: 'Q-0100' })]);
    await eventually(() => expect(mailTo('office@sparks.example')).toHaveLength(1));
    expect(mailTo('office@sparks.example')[0]!.mail.subject).toBe('Jane Citizen declined quote Q-0100');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await list(sam)).total).toBe(before.total + 1);
    expect(smtp.received.length).toBe(before.mails + 1);
    await eventually(() => expect(phones.received.length).toBe(before.pushes + 1));
    expect(phones.received.map((push) => JSON.parse(push.text).title)).not.toContain('Jane Citizen opened quote Q-0099');
  });

  it('pages newest first with the unread count, and marks read only the owner’s own', async () => {
    const first = await list(sam, '?limit=2');
    expect(first.items).toHaveLength(2);
    const rest = await list(sam, `?limit=100&cursor=${first.nextCursor}`);
    expect(rest.nextCursor).toBeNull();
    const all = [...first.items, ...rest.items];
    expect(all).toHaveLength(first.total);
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    const times = all.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const one = all[0]!.id;
    // Alex can neither see nor mark Sam's.
    expect(await list(alex)).toEqual({ items: [], nextCursor: null, total: 0, unread: 0 });
    expect((await alex('POST', '/api/notifications/read', { ids: [one] })).body).toEqual({ unread: 0 });
    expect((await alex('POST', '/api/notifications/read', {})).status).toBe(200);
    expect((await list(sam)).unread).toBe(first.total);

    expect((await sam('POST', '/api/notifications/read', { ids: [one] })).body).toEqual({ unread: first.total - 1 });
    expect((await list(sam)).items.find((item) => item.id === one)?.read).toBe(true);
    expect((await sam('POST', '/api/notifications/read', {})).body).toEqual({ unread: 0 });
  });

  it('refuses bad requests with a 400 naming the field', async () => {
    for (const [method, path, body, field] of [
      ['GET', '/api/notifications?limit=0', undefined, 'limit'],
      ['GET', '/api/notifications?cursor=nope', undefined, 'cursor'],
      ['POST', '/api/notifications/read', { ids: ['not-an-id'] }, 'ids.0'],
      ['POST', '/api/notifications/read', { ids: [] }, 'ids'],
      ['POST', '/api/notifications/push-subscriptions', { endpoint: 'https://fcm.googleapis.com/fcm/send/x' }, 'keys'],
    ] as const) {
      const answer = await sam(method, path, body);
      expect(answer.status, path).toBe(400);
      expect(Object.keys(answer.body.error.fields)[0], path).toBe(field);
    }
  });

  it('keeps only endpoints of a known push service: https on port 443 of its host, else 400 naming endpoint', async () => {
    const keys = phones.subscribe().keys;
    for (const endpoint of [
      'https://127.0.0.1:8443/x',
      'https://127.0.0.1/x',
      'https://localhost/x',
      'https://[::1]/x',
      'https://127.1/x',
      'https://push.example.com/x',
      'https://fcm.googleapis.com.example.com/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://notify.windows.com/w/x',
      'https://fcm.googleapis.com@127.0.0.1/x',
    ]) {
      const answer = await sam('POST', '/api/notifications/push-subscriptions', { endpoint, keys });
      expect(answer.status, endpoint).toBe(400);
      expect(answer.body.error.fields, endpoint).toEqual({ endpoint: "A push endpoint is the https address a browser's push service gives (Google, Mozilla, Apple or Microsoft)" });
    }
    for (const endpoint of ['https://fcm.googleapis.com:443/fcm/send/x', 'https://wns2-by3p.notify.windows.com/w/?token=x']) {
      expect((await sam('POST', '/api/notifications/push-subscriptions', { endpoint, keys })).status, endpoint).toBe(201);
    }
  });
});
