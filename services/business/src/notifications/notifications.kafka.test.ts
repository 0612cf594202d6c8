import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NotificationPage } from '@cobber/contracts';
import { createLogger, KafkaBus } from '@cobber/kit';
import { apiClient, createTestDatabase, freePort, startNodeProcess, TEST_IDENTITY_SECRET, testOwner, uniqueTopicPrefix, type NodeProcess } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { quoteEvent } from './testing/events.ts';

/** The business service from its own entry, as deployed: Kafka delivers the same event twice, the owner hears once. */
describe("the owner's notifications over Kafka", () => {
  const owner = testOwner('Sam');
  let dir: string;
  let business: NodeProcess;
  let bus: KafkaBus;
  let asSam: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    const brokers = inject('kafkaBrokers');
    const topicPrefix = uniqueTopicPrefix();
    dir = await mkdtemp(path.join(tmpdir(), 'cobber-notify-'));
    const port = await freePort();
    business = startNodeProcess(path.join(import.meta.dirname, '..', 'main.ts'), {
      DATABASE_URL: await createTestDatabase(),
      IDENTITY_SECRET: TEST_IDENTITY_SECRET,
      BUSINESS_PORT: String(port),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      MAIL_TRANSPORT: 'mailbox',
      MAILBOX_DIR: path.join(dir, 'mailbox'),
      KAFKA_BROKERS: brokers,
      KAFKA_TOPIC_PREFIX: topicPrefix,
    });
    await business.waitForLine(/listening on/, 60_000);
    bus = new KafkaBus({ brokers: brokers.split(','), clientId: 'notifications-test', topicPrefix, logger: createLogger('test', 'silent') });
    await bus.start();
    asSam = apiClient(`http://127.0.0.1:${port}`, owner);
    expect((await asSam('POST', '/api/business', { name: 'Sparky Sam Electrical' })).status).toBe(201);
  });

  afterAll(async () => {
    await bus?.stop();
    await business?.kill();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps one notification and mails once when the same event arrives twice', async () => {
    const accepted = quoteEvent('quote.approved', owner.id);
    await bus.publish([accepted]);
    await bus.publish([accepted]);
    const mailed = async () => (await readFile(path.join(dir, 'mailbox', 'index.jsonl'), 'utf8').catch(() => '')).split('\n').filter((line) => line.includes(owner.email));
    await expect.poll(async () => (await mailed()).length, { timeout: 30_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await mailed()).toHaveLength(1);
    const page = NotificationPage.parse((await asSam('GET', '/api/notifications')).body);
    expect(page).toMatchObject({ total: 1, unread: 1, items: [{ title: 'Jane Citizen accepted quote Q-0007' }] });
  });
});
