import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface LocalSecrets {
  identitySecret: string;
  sessionSecret: string;
  /** The embedded PostgreSQL superuser's password. */
  databasePassword: string;
}

const secret = () => randomBytes(32).toString('hex');

/**
 * The embedded default needs no settings: its secrets are made once and kept beside its
 * data (mode 600), so sessions survive a restart and the database is not open to every
 * local user. A file from before a secret existed gets it added.
 */
export async function localSecrets(dataDir: string): Promise<LocalSecrets> {
  const file = path.join(dataDir, 'secrets.json');
  const kept = (await readFile(file, 'utf8').then(JSON.parse, () => ({}))) as Partial<LocalSecrets>;
  const secrets: LocalSecrets = {
    identitySecret: kept.identitySecret ?? secret(),
    sessionSecret: kept.sessionSecret ?? secret(),
    databasePassword: kept.databasePassword ?? secret(),
  };
  if (Object.keys(kept).length !== Object.keys(secrets).length) {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    await writeFile(`${file}.new`, JSON.stringify(secrets), { mode: 0o600 });
    await rename(`${file}.new`, file);
  }
  return secrets;
}
