import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Owner } from '../../testing/job-burst.ts';
import { unpackArchive } from '../archive.ts';
import { Manifest, MANIFEST_FILE, tableFile } from '../manifest.ts';

/**
 * A path under .cache for a data folder not made yet (beside the test run's other data;
 * not a private temp folder, which PostgreSQL's own user could not reach when run as root).
 */
export function freshFolder(name: string): string {
  const folder = path.resolve('.cache', `${name}-${crypto.randomUUID().slice(0, 8)}`);
  made.push(folder);
  return folder;
}

const made: string[] = [];

/** Removes the folders this test file asked for (an embedded PostgreSQL's data is tens of MB). */
export async function removeFreshFolders(): Promise<void> {
  for (const folder of made.splice(0)) await rm(folder, { recursive: true, force: true });
}

/** A 1×1 PNG: the smallest logo the business service takes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export async function uploadLogo(owner: Owner): Promise<string> {
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'logo.png');
  const response = await fetch(`${owner.base}/api/business/upload-logo`, { method: 'POST', headers: { cookie: owner.cookie, origin: owner.base }, body: form });
  if (response.status !== 201) throw new Error(`logo upload: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { logoUrl: string }).logoUrl;
}

/** What an archive holds: its manifest, and each table's COPY file by `schema.table`. */
export async function readArchive(file: string): Promise<{ manifest: Manifest; tables: Map<string, Buffer>; dir: string; remove(): Promise<void> }> {
  const { dir, remove } = await unpackArchive(file);
  const manifest = Manifest.parse(JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), 'utf8')));
  const tables = new Map<string, Buffer>();
  for (const table of manifest.tables) tables.set(`${table.schema}.${table.name}`, await readFile(path.join(dir, tableFile(table))));
  return { manifest, tables, dir, remove };
}
