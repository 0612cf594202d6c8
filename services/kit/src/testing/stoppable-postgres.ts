import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../embedded-postgres.ts';
import { findFreePort } from '../server.ts';

export interface StoppablePostgres {
  url: string;
  /** Stops the server (a fast shutdown: sessions are ended), as an outage would. */
  stop(): Promise<void>;
  /** Starts it again on the same data and port. */
  start(): Promise<void>;
  /** Stops it and deletes its data. */
  remove(): Promise<void>;
}

/** A PostgreSQL of the test's own, on a free port and a temporary folder, to take away and bring back. */
export async function stoppablePostgres(): Promise<StoppablePostgres> {
  const dir = path.join(await mkdtemp(path.join(tmpdir(), 'cobber-outage-')), 'postgres');
  const port = await findFreePort();
  const password = 'outage-test-password';
  const start = () => startEmbeddedPostgres({ dir, port, password, durable: false });
  let server: EmbeddedDatabase | null = await start();
  return {
    url: server.url,
    async stop() {
      await server?.stop();
      server = null;
    },
    async start() {
      server = await start();
    },
    async remove() {
      await server?.stop();
      await rm(path.dirname(dir), { recursive: true, force: true });
    },
  };
}
