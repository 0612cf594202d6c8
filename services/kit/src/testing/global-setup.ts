import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../embedded-postgres.ts';
import { findFreePort } from '../server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/** One real PostgreSQL for the whole test run; each test file makes its own database. */
export default async function setup(project: TestProject) {
  const port = await findFreePort();
  const db = await startEmbeddedPostgres({ dir: `.cache/test-postgres-${port}`, port, fresh: true });
  project.provide('databaseUrl', db.url);
  return async () => {
    await db.stop();
    const { rm } = await import('node:fs/promises');
    await rm(`.cache/test-postgres-${port}`, { recursive: true, force: true });
  };
}
