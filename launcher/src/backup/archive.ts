import { createWriteStream } from 'node:fs';
import { mkdtemp, open, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { MANIFEST_FILE } from './manifest.ts';
import { BackupRefused } from './refused.ts';

/**
 * Packs the staged backup into one `.tar.gz` (mode 600: it holds every client's details
 * and the app's secrets). Written as `<file>.partial`, flushed to disk, then renamed, so a
 * file with the final name is always a whole backup.
 */
export async function packArchive(stagingDir: string, file: string): Promise<void> {
  const partial = `${file}.partial`;
  // The manifest first, so a reader (or `tar -tzf`) meets it before the data.
  const entries = (await readdir(stagingDir)).sort((a, b) => Number(b === MANIFEST_FILE) - Number(a === MANIFEST_FILE));
  try {
    await pipeline(tar.c({ gzip: true, cwd: stagingDir, portable: true }, entries), createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    const written = await open(partial, 'r+');
    await written.sync().finally(() => written.close());
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  await rename(partial, file);
}

/**
 * Unpacks a backup into a private temporary folder. Only plain files and folders are
 * taken (links are how archives write outside their folder); anything unreadable is a
 * refusal naming the file, before the target is touched.
 */
export async function unpackArchive(file: string): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cobber-restore-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    await tar.x({
      file,
      cwd: dir,
      strict: true,
      preserveOwner: false,
      filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    });
  } catch (error) {
    await remove();
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupRefused(`There is no backup at ${file}`);
    throw new BackupRefused(`${file} is not a Cobber backup that can be read (${(error as Error).message})`);
  }
  return { dir, remove };
}
