import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readlink, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort, removeEmbeddedPostgresData } from '@cobber/kit';
import { startNodeProcess } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOwner } from './testing/job-burst.ts';
import { startCobber } from './testing/power-cut.ts';

const MAIN = path.resolve(import.meta.dirname, 'main.ts');
const READY = /Cobber is running at (\S+)/;
const asRoot = process.getuid?.() === 0;

/** A folder only root may enter, as /root is on a fresh server (not a temporary one). */
async function rootOnlyFolder(): Promise<string> {
  await mkdir('.cache', { recursive: true });
  const dir = await mkdtemp(path.resolve('.cache/root-only-'));
  await chmod(dir, 0o700);
  return dir;
}

async function holdPort(port: number): Promise<Server> {
  const holder = createServer().listen(port, '127.0.0.1');
  await new Promise((resolve) => holder.once('listening', resolve));
  return holder;
}

describe.runIf(asRoot)('npm start as root, its data folder inside a folder only root may enter', () => {
  let home: string;
  beforeAll(async () => {
    home = await rootOnlyFolder();
  });
  afterAll(async () => {
    await removeEmbeddedPostgresData(path.join(home, 'cobber', '.data', 'postgres'));
    await rm(home, { recursive: true, force: true });
  });

  it('starts, and finds the owner and their business at the next start', { timeout: 180_000 }, async () => {
    const dataDir = path.join(home, 'cobber', '.data');
    const env = { PORT: String(await findFreePort()), DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(await findFreePort()), BACKUP_EVERY_HOURS: '0' };
    const first = await startCobber(MAIN, { ...env, COBBER_FRESH: '1' }, READY);
    let owner;
    try {
      owner = await signUpOwner(first.url);
      expect((await owner.request('POST', '/api/business', { name: 'Root Only Roofing' })).status).toBe(201);
    } finally {
      await first.app.kill('SIGTERM');
    }

    const data = await readlink(path.join(dataDir, 'postgres'));
    expect(path.dirname(data)).toBe('/var/lib/cobber');
    expect((await stat(data)).mode & 0o777).toBe(0o700);
    expect((await stat(home)).mode & 0o777).toBe(0o700);

    const again = await startCobber(MAIN, env, READY);
    try {
      const business = await owner.request('GET', '/api/business');
      expect(business.status).toBe(200);
      expect(await business.json()).toMatchObject({ name: 'Root Only Roofing' });
    } finally {
      await again.app.kill('SIGTERM');
    }
  });
});

describe('a start the machine does not allow prints one line saying what to do, and exits 2', { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'cobber-cannot-start-')), 'data');
  });
  afterAll(async () => {
    await removeEmbeddedPostgresData(path.join(dataDir, 'postgres'));
    await rm(path.dirname(dataDir), { recursive: true, force: true });
  });

  it("when another program holds the embedded PostgreSQL's port", async () => {
    const port = await findFreePort();
    const holder = await holdPort(port);
    try {
      const cobber = startNodeProcess(MAIN, { PORT: '0', DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(port), LOG_LEVEL: 'info' });
      expect(await cobber.exited).toBe(2);
      expect(cobber.lines).toEqual([`Port ${port}, where the embedded PostgreSQL listens, is taken by another program: stop it, or set EMBEDDED_POSTGRES_PORT to a free port.`]);
    } finally {
      holder.close();
    }
  });

  it("when another program holds the app's port, leaving no PostgreSQL running on the data folder", async () => {
    const port = await findFreePort();
    const holder = await holdPort(port);
    try {
      // The services have started by then: the warnings they may log on a busy machine (a slow query) are not the line.
      const cobber = startNodeProcess(MAIN, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(await findFreePort()), LOG_LEVEL: 'error' });
      expect(await cobber.exited).toBe(2);
      expect(cobber.lines).toEqual([`Port ${port} is taken by another program: stop it, or start Cobber with PORT set to a free port.`]);
      expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
      expect(existsSync(path.join(dataDir, 'cobber.pid'))).toBe(false);
    } finally {
      holder.close();
    }
  });
});

/** A small disk of its own (a tmpfs) too small for PostgreSQL's first data; needs root to mount it. */
async function onTinyDisk(use: (disk: string) => Promise<void>): Promise<void> {
  const disk = await mkdtemp(path.join(tmpdir(), 'cobber-tiny-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m,mode=0755', 'tmpfs', disk]);
  try {
    await use(disk);
  } finally {
    execFileSync('umount', [disk]);
    await rm(disk, { recursive: true, force: true });
  }
}

describe.runIf(asRoot)('a start on a full disk', () => {
  it('prints one line naming the full disk, and exits 2', { timeout: 120_000 }, async () => {
    await onTinyDisk(async (disk) => {
      const cobber = startNodeProcess(MAIN, { PORT: '0', DATA_DIR: path.join(disk, 'data'), EMBEDDED_POSTGRES_PORT: String(await findFreePort()), LOG_LEVEL: 'info' });
      expect(await cobber.exited).toBe(2);
      expect(cobber.lines).toHaveLength(1);
      expect(cobber.lines[0]).toMatch(/^The disk is full \(.*No space left on device\): free some space, or set DATA_DIR to a folder on a disk with room, then start again\.$/);
    });
  });
});
