import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, listen, PostgresBus, type Listening } from '@cobber/kit';
import { createMailer } from '@cobber/documents';
import { createTestDatabase, TEST_IDENTITY_SECRET } from '@cobber/kit/testing';
import type { EventEnvelope } from '@cobber/contracts';
import { createBusinessService, type BusinessService, type PushKeys, type PushNetwork } from '../index.ts';

export interface RunningBusinessService {
  url: string;
  /** Where the service keeps uploads (logos under `logos/`). */
  uploadDir: string;
  service: BusinessService;
  events: EventEnvelope[];
  bus: PostgresBus;
  stop(): Promise<void>;
}

export interface BusinessServiceChoices {
  /** Where the owner's notification emails go (a test SMTP server); the local mailbox without it. */
  smtpUrl?: string;
  /** The VAPID keys pushes are signed with; none: phone notifications are off. */
  push?: PushKeys;
  /** Where pushes go: a test's local push endpoint; the internet, strictly, without it. */
  pushNetwork?: PushNetwork;
  /** The business's emails in a day. */
  mailPerDay?: number;
}

/** The business service on a fresh database and a real port, with its events collected. */
export async function startBusinessService(choices: BusinessServiceChoices = {}): Promise<RunningBusinessService> {
  const databaseUrl = await createTestDatabase();
  const bus = new PostgresBus({ databaseUrl });
  const events: EventEnvelope[] = [];
  await bus.subscribe('test-observer', async (event) => {
    events.push(event);
  });
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'cobber-uploads-'));
  const service = createBusinessService({
    databaseUrl,
    identitySecret: TEST_IDENTITY_SECRET,
    uploadDir,
    bus,
    notifying: {
      mailer: createMailer({ smtpUrl: choices.smtpUrl, mailboxDir: path.join(uploadDir, 'mailbox'), from: 'Cobber <notifications@cobber.local>' }),
      mailPerDay: choices.mailPerDay,
      publicUrl: 'https://app.cobber.test',
      push: choices.push ?? null,
      pushNetwork: choices.pushNetwork,
      everySeconds: 1,
    },
    logger: createLogger('business', 'silent'),
  });
  await service.start();
  const server: Listening = await listen(service.app, 0);
  return {
    url: server.url,
    uploadDir,
    service,
    events,
    bus,
    async stop() {
      await server.close();
      await service.stop();
      await bus.stop();
    },
  };
}
