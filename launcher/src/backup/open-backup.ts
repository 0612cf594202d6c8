import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { unpackArchive } from './archive.ts';
import { COBBER_SCHEMAS } from './cobber-schemas.ts';
import { BACKUP_FORMAT, Manifest, MANIFEST_FILE, tableFile } from './manifest.ts';
import { BackupRefused } from './refused.ts';

export interface OpenedBackup {
  file: string;
  /** Where the archive was unpacked. */
  dir: string;
  manifest: Manifest;
  /** Schemas in the backup that are not Cobber's (no migrations recorded): left out of a restore. */
  foreignSchemas: string[];
  remove(): Promise<void>;
}

/**
 * Unpacks a backup and checks all of it before anything is restored: a manifest this
 * Cobber understands, migrations it has (a backup from a newer Cobber is refused), and
 * every table's rows intact.
 */
export async function openBackup(file: string): Promise<OpenedBackup> {
  const { dir, remove } = await unpackArchive(file);
  try {
    const manifest = await readManifest(file, dir);
    checkMigrations(file, manifest);
    await checkTables(file, dir, manifest);
    const foreignSchemas = [...new Set(manifest.tables.map((t) => t.schema))].filter((schema) => !(schema in manifest.migrations));
    return { file, dir, manifest, foreignSchemas, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

async function readManifest(file: string, dir: string): Promise<Manifest> {
  const text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8').catch(() => null);
  if (text === null) throw new BackupRefused(`${file} is not a Cobber backup (it has no ${MANIFEST_FILE})`);
  const json = (() => {
    try {
      return JSON.parse(text) as { format?: unknown };
    } catch {
      throw new BackupRefused(`${file} is damaged: its ${MANIFEST_FILE} is not JSON`);
    }
  })();
  if (typeof json.format === 'number' && json.format > BACKUP_FORMAT) {
    throw new BackupRefused(`${file} was made by a newer Cobber (backup format ${json.format}; this Cobber reads ${BACKUP_FORMAT}). Update Cobber, then restore.`);
  }
  const parsed = Manifest.safeParse(json);
  if (!parsed.success) throw new BackupRefused(`${file} is not a Cobber backup this Cobber can read (${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message})`);
  return parsed.data;
}

/**
 * Every migration the backup recorded must be one of this Cobber's: a restore replays
 * them, in the order they ran. Migrations this Cobber has beyond those (newer ones, or
 * ones added between older ones) run when it next starts.
 */
function checkMigrations(file: string, manifest: Manifest): void {
  for (const [schema, recorded] of Object.entries(manifest.migrations)) {
    const known = COBBER_SCHEMAS.get(schema)?.map((m) => m.name);
    if (!known) throw new BackupRefused(`${file} was made by a newer Cobber (it has the ${schema} schema, which this Cobber does not know). Update Cobber, then restore.`);
    const unknown = recorded.find((name) => !known.includes(name));
    if (unknown !== undefined) {
      throw new BackupRefused(`${file} was made by a newer Cobber (the ${schema} migration ${unknown} is not this Cobber's). Update Cobber, then restore.`);
    }
  }
}

async function checkTables(file: string, dir: string, manifest: Manifest): Promise<void> {
  for (const table of manifest.tables) {
    const digest = await sha256(path.join(dir, tableFile(table))).catch(() => {
      throw new BackupRefused(`${file} is damaged: ${tableFile(table)} is missing`);
    });
    if (digest !== table.sha256) throw new BackupRefused(`${file} is damaged: ${tableFile(table)} is not what was backed up`);
  }
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
