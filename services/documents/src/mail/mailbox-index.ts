/**
 * The files behind the mailbox's list, append-only, so records survive a crash: a
 * send adds one line and never rewrites the list, so it costs the same at the 10,000th
 * message as at the 10th and keeps nothing in memory, and writers sharing the folder
 * (the quotes and invoices services, in one process or several) never overwrite each other.
 */
import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { link, open, rename, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Every file in the mailbox carries quote and invoice links: only its owner reads them. */
export const PRIVATE_FILE = 0o600;
export const PRIVATE_FOLDER = 0o700;

function errorCode(error: unknown): unknown {
  return (error as NodeJS.ErrnoException | null)?.code;
}

/**
 * Adds `text` to the end of `path` in one write(): Linux keeps a write to a file opened
 * O_APPEND whole, however many writers append at once. Without `create`, answers false
 * when the file is missing.
 */
export async function appendWhole(path: string, text: string, create: boolean): Promise<boolean> {
  const flags = constants.O_WRONLY | constants.O_APPEND | (create ? constants.O_CREAT : 0);
  const file = await open(path, flags, PRIVATE_FILE).catch((error: unknown) => {
    if (!create && errorCode(error) === 'ENOENT') return null;
    throw error;
  });
  if (!file) return false;
  try {
    const bytes = Buffer.from(text);
    const { bytesWritten } = await file.write(bytes);
    if (bytesWritten !== bytes.length) throw new Error(`Only ${bytesWritten} of ${bytes.length} bytes reached ${path}`);
  } finally {
    await file.close();
  }
  return true;
}

/**
 * Makes `path` holding `text` unless it exists. Written aside and then linked in place,
 * so no writer ever appends to a file whose beginning is not there yet.
 */
export async function createOnce(path: string, text: string): Promise<void> {
  const draft = join(dirname(path), `.${basename(path)}.${randomUUID()}`);
  await writeFile(draft, text, { mode: PRIVATE_FILE });
  try {
    await link(draft, path);
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
}

/**
 * A mailbox from before kept `index.json`, rewritten whole on every send, beside an
 * `index.html` that cannot be appended to: both move aside once, as
 * `index-before-<stamp>.*`, and the list starts afresh. Whoever renames `index.json`
 * first moves the page too. A writer appending in the instant between the two renames
 * lands its row in the page moved aside (its message files are kept all the same).
 */
export async function moveOldIndexAside(dir: string, stamp: string): Promise<void> {
  const aside = (extension: string) => join(dir, `index-before-${stamp}.${extension}`);
  try {
    await rename(join(dir, 'index.json'), aside('json'));
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  await rename(join(dir, 'index.html'), aside('html')).catch((error: unknown) => {
    if (errorCode(error) !== 'ENOENT') throw error;
  });
}
