import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { startKafkaBroker } from './kafka-broker.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    kafkaBrokers: string;
  }
}

/** One real Kafka broker for the Kafka tests (each test file uses its own topic prefix). */
export default async function setup(project: TestProject) {
  const dataDir = `.cache/test-kafka-${process.pid}`;
  const broker = await startKafkaBroker({ dataDir });
  console.log(`Kafka ${broker.brokers} started in ${broker.startupMs} ms`);
  project.provide('kafkaBrokers', broker.brokers);
  return async () => {
    await broker.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
