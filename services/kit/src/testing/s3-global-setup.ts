import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { startS3Server } from './s3-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    s3: { endpoint: string; region: string; accessKeyId: string; secretAccessKey: string; bucket: string };
  }
}

/** One bucket the S3 tests' photo stores share: every photo is under a new random name. */
export const TEST_BUCKET = 'cobber-photos';

/** One real S3-compatible server (S3Mock) for the S3 tests. */
export default async function setup(project: TestProject) {
  const dataDir = `.cache/test-s3-${process.pid}`;
  const server = await startS3Server({ dataDir, buckets: [TEST_BUCKET] });
  console.log(`S3Mock ${server.endpoint} started in ${server.startupMs} ms`);
  const { endpoint, region, accessKeyId, secretAccessKey } = server;
  project.provide('s3', { endpoint, region, accessKeyId, secretAccessKey, bucket: TEST_BUCKET });
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
