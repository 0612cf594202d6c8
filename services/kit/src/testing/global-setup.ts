import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** One real PostgreSQL for the whole test run; each test file makes its own database. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const db = await startEmbeddedPostgres({ dir: `.cache/test-postgres-${port}`, port, fresh: true });
  project.provide('databaseUrl', db.url);
  return async () => {
    await db.stop();
    const { rm } = await import('node:fs/promises');
    await rm(`.cache/test-postgres-${port}`, { recursive: true, force: true });
  };
}
