import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { removeEmbeddedPostgresData } from '@cobber/kit';

/**
 * Empties a data folder but for `keep`. The embedded PostgreSQL's data may be a link to a
 * folder outside (when its user cannot enter the data folder): that folder goes too.
 */
export async function emptyDataFolder(dataDir: string, keep: ReadonlySet<string> = new Set(['cobber.pid'])): Promise<void> {
  for (const entry of await readdir(dataDir)) {
    if (keep.has(entry)) continue;
    const found = path.join(dataDir, entry);
    if (entry === 'postgres') await removeEmbeddedPostgresData(found);
    else await rm(found, { recursive: true, force: true });
  }
}
