import path from 'node:path';
import { findFreePort } from '@cobber/kit';
import { describe, expect, inject, it } from 'vitest';
import { describeFigures, embeddedDatabaseUrl, powerCut, startCobber } from './testing/power-cut.ts';

const STARTER = path.resolve(import.meta.dirname, '../../scripts/start-distributed.ts');

describe('records survive (distributed: every service its own process, over Kafka)', () => {
  it('keeps every acknowledged write and every event effect through a power cut during a burst', async () => {
    const dataDir = path.resolve(`.cache/power-cut-distributed-${crypto.randomUUID().slice(0, 8)}`);
    const pgPort = String(await findFreePort());
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: pgPort,
      KAFKA_BROKERS: inject('kafkaBrokers'),
      KAFKA_TOPIC_PREFIX: `power-cut-${crypto.randomUUID().slice(0, 8)}`,
      PORT: String(await findFreePort()),
    };
    for (const service of ['BUSINESS', 'QUOTES', 'INVOICES', 'PAYMENTS']) env[`${service}_PORT`] = String(await findFreePort());
    const figures = await powerCut({
      start: () => startCobber(STARTER, env, /Cobber is starting at (\S+)/),
      databaseUrl: () => embeddedDatabaseUrl(dataDir, pgPort),
    });
    console.log(`power cut, distributed over Kafka: ${describeFigures(figures)}`);
    expect(figures.found).toBe(figures.quotes);
  });
});
