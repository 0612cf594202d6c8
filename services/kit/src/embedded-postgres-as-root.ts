import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, cp, lstat, mkdir, readFile, readlink, rename, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CannotStart, firstLine } from './cannot-start.ts';

export interface PostgresUser {
  uid: number;
  gid: number;
}

/**
 * Where the programs and data go when PostgreSQL's user cannot reach them where they are
 * (a clone under /root, mode 700): a folder root owns that anyone may pass through but
 * nobody else may list or change.
 */
export const OUTSIDE_ROOT_ONLY_FOLDERS = '/var/lib/cobber';

function idOf(flag: '-u' | '-g'): number | null {
  const found = spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  return found.status === 0 ? Number(found.stdout.trim()) : null;
}

/** PostgreSQL refuses to run as root: then it runs as the `postgres` system user, made if missing. */
export function postgresUser(): PostgresUser | null {
  if (process.getuid?.() !== 0) return null;
  if (idOf('-u') === null) {
    const made = spawnSync('sh', ['-c', 'getent group postgres >/dev/null || groupadd --system postgres; useradd --system -g postgres postgres'], { encoding: 'utf8' });
    if (made.status !== 0 || idOf('-u') === null) {
      const why = firstLine(made.stderr) || made.error?.message || 'useradd failed';
      throw new CannotStart(`PostgreSQL will not run as root and its own user could not be made (${why}): make a user named postgres (useradd --system postgres), or start Cobber as another user.`);
    }
  }
  return { uid: idOf('-u')!, gid: idOf('-g')! };
}

/** Whether the postgres user can pass through every folder down to `dir` and into it. */
export function canEnter(dir: string, user: PostgresUser): boolean {
  return spawnSync('/bin/sh', ['-c', 'cd -- "$1"', 'sh', dir], { ...user, cwd: '/', stdio: 'ignore' }).status === 0;
}

async function makeOutsideFolder(folder: string, user: PostgresUser): Promise<void> {
  await mkdir(folder, { recursive: true, mode: 0o711 });
  if (!canEnter(folder, user)) await chmod(folder, 0o711);
  if (!canEnter(folder, user)) throw new CannotStart(`PostgreSQL's user cannot enter ${folder}: let others pass through the folders above it (chmod o+x), then start again.`);
}

/**
 * The package's programs when the postgres user can run them where npm put them;
 * otherwise a copy outside, one per package version (made whole under another name, then
 * renamed into place, so a half-made copy is never used).
 */
export async function reachablePrograms(programs: { initdb: string; postgres: string }, user: PostgresUser | null, outside: string): Promise<{ initdb: string; postgres: string }> {
  const bin = path.dirname(programs.initdb);
  if (!user || canEnter(bin, user)) return programs;
  const native = path.dirname(bin);
  const { version } = JSON.parse(await readFile(path.join(native, '..', 'package.json'), 'utf8')) as { version: string };
  const copy = path.join(outside, `postgresql-${version}`);
  const copied = (file: string) => path.join(copy, 'bin', path.basename(file));
  if (existsSync(copied(programs.postgres))) return { initdb: copied(programs.initdb), postgres: copied(programs.postgres) };
  await makeOutsideFolder(outside, user);
  const making = `${copy}.${randomBytes(4).toString('hex')}`;
  try {
    await cp(native, making, { recursive: true, verbatimSymlinks: true });
    await rename(making, copy);
  } catch (error) {
    await rm(making, { recursive: true, force: true });
    // Another start made the same copy first.
    if (!existsSync(copied(programs.postgres))) throw error;
  }
  return { initdb: copied(programs.initdb), postgres: copied(programs.postgres) };
}

/**
 * The folder PostgreSQL keeps its data in, for `dir` (DATA_DIR/postgres). Where its user can
 * reach `dir`, that is `dir`, and the data folder around it is opened to passing through
 * (711). Where it cannot, the data lives in a folder of its own outside (mode 700, owned by
 * that user) and `dir` is a symbolic link to it, so the next start, backups and restores find
 * it through the data folder as before. A data folder in the system's temporary folder is
 * throwaway (tests, demos): its PostgreSQL data goes there too, to be cleared with it. A
 * folder left at `dir` by an earlier start is moved.
 */
export async function reachableDataFolder(dir: string, user: PostgresUser | null, outside: string): Promise<string> {
  const holder = path.dirname(dir);
  await mkdir(holder, { recursive: true, mode: 0o700 });
  if (!user) return dir;
  const found = await lstat(dir).catch(() => null);
  if (found?.isSymbolicLink()) {
    const target = path.resolve(holder, await readlink(dir));
    if (!existsSync(target)) await makeOutsideFolder(path.dirname(target), user);
    return target;
  }
  if (canEnter(path.dirname(holder), user)) {
    await chmod(holder, 0o711);
    return dir;
  }
  const temporary = isInside(holder, tmpdir());
  const home = temporary ? tmpdir() : outside;
  await makeOutsideFolder(home, user);
  const target = path.join(home, `${temporary ? 'cobber-' : ''}postgres-${randomBytes(6).toString('hex')}`);
  if (found) await moveOut(dir, target);
  await symlink(target, dir);
  return target;
}

function isInside(dir: string, folder: string): boolean {
  const relative = path.relative(folder, dir);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

async function moveOut(dir: string, target: string): Promise<void> {
  try {
    await rename(dir, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    if (existsSync(path.join(dir, 'PG_VERSION'))) {
      throw new CannotStart(`PostgreSQL's user cannot reach the database in ${dir}: move the data folder to a folder that user can enter (or let others pass through the folders above it, chmod o+x), then start again.`);
    }
    await rm(dir, { recursive: true, force: true });
  }
}

/** Removes an embedded PostgreSQL's data: the folder, or the link and the folder it points to. */
export async function removeEmbeddedPostgresData(dir: string): Promise<void> {
  const found = await lstat(dir).catch(() => null);
  if (found?.isSymbolicLink()) await rm(path.resolve(path.dirname(dir), await readlink(dir)), { recursive: true, force: true });
  await rm(dir, { recursive: true, force: true });
}
