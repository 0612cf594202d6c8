import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiClient,
  createTestDatabase,
  freePort,
  replicaReader,
  startNodeProcess,
  startReplicaConsumer,
  TEST_IDENTITY_SECRET,
  testOwner,
  uniqueTopicPrefix,
  type KafkaTestEnv,
  type NodeProcess,
} from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

/** The business service from its own entry, as deployed, and another service's consumer. */
describe('business events over Kafka', () => {
  let env: KafkaTestEnv;
  let uploadDir: string;
  let business: NodeProcess;
  let consumer: NodeProcess;
  let replica: ReturnType<typeof replicaReader>;
  let asSam: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    env = { brokers: inject('kafkaBrokers'), databaseUrl: await createTestDatabase(), topicPrefix: uniqueTopicPrefix() };
    uploadDir = await mkdtemp(path.join(tmpdir(), 'cobber-uploads-'));
    const port = await freePort();
    business = startNodeProcess(path.join(import.meta.dirname, 'main.ts'), {
      DATABASE_URL: env.databaseUrl,
      IDENTITY_SECRET: TEST_IDENTITY_SECRET,
      BUSINESS_PORT: String(port),
      UPLOAD_DIR: uploadDir,
      // The owner's notification emails go to a local mailbox here.
      MAIL_TRANSPORT: 'mailbox',
      MAILBOX_DIR: path.join(uploadDir, 'mailbox'),
      KAFKA_BROKERS: env.brokers,
      KAFKA_TOPIC_PREFIX: env.topicPrefix,
    });
    [consumer] = await Promise.all([startReplicaConsumer(env, 'quotes_replica'), business.waitForLine(/listening on/, 60_000)]);
    replica = replicaReader(env.databaseUrl, 'quotes_replica');
    asSam = apiClient(`http://127.0.0.1:${port}`, testOwner('Sam'));
  });

  afterAll(async () => {
    await Promise.all([business?.kill(), consumer?.kill()]);
    await replica?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('a business change reaches the replica of another service', async () => {
    const created = await asSam('POST', '/api/business', { name: 'Sparky Sam Electrical' });
    expect(created.status).toBe(201);
    await expect.poll(async () => (await replica.replica(created.body.id))?.data.name, { timeout: 30_000 }).toBe('Sparky Sam Electrical');

    expect((await asSam('PATCH', `/api/business/${created.body.id}`, { name: 'Sam & Co Electrical' })).status).toBe(200);
    await expect.poll(async () => (await replica.replica(created.body.id))?.data.name, { timeout: 30_000 }).toBe('Sam & Co Electrical');
  });

  it('a new client reaches the replica, then its edits, in order', async () => {
    const client = await asSam('POST', '/api/clients', { name: 'Mia Chen', email: 'mia@example.com' });
    for (const phone of ['0400 000 001', '0400 000 002', '0400 000 003']) {
      await asSam('PATCH', `/api/clients/${client.body.id}`, { phone });
    }
    await expect.poll(async () => (await replica.replica(client.body.id))?.data.phone, { timeout: 30_000 }).toBe('0400 000 003');
    const effects = (await replica.effects()).filter((e) => e.key === client.body.id);
    expect(effects.map((e) => (e.data as { phone?: string | null }).phone)).toEqual([null, '0400 000 001', '0400 000 002', '0400 000 003']);
  });
});
