import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, listen, PostgresBus, type Listening } from '@cobber/kit';
import { createTestDatabase, TEST_IDENTITY_SECRET } from '@cobber/kit/testing';
import type { EventEnvelope } from '@cobber/contracts';
import { createBusinessService, type BusinessService } from './index.ts';

export interface RunningBusinessService {
  url: string;
  /** Where the service keeps uploads (logos under `logos/`). */
  uploadDir: string;
  service: BusinessService;
  events: EventEnvelope[];
  stop(): Promise<void>;
}

/** The business service on a fresh database and a real port, with its events collected. */
export async function startBusinessService(): Promise<RunningBusinessService> {
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
    logger: createLogger('business', 'silent'),
  });
  await service.start();
  const server: Listening = await listen(service.app, 0);
  return {
    url: server.url,
    uploadDir,
    service,
    events,
    async stop() {
      await server.close();
      await service.stop();
      await bus.stop();
    },
  };
}
