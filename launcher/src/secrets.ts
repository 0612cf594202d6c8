import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface LocalSecrets {
  identitySecret: string;
  sessionSecret: string;
}

/**
 * The embedded default needs no settings: its secrets are made once and kept beside
 * its data (mode 600), so sessions survive a restart.
 */
export async function localSecrets(dataDir: string): Promise<LocalSecrets> {
  const file = path.join(dataDir, 'secrets.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as LocalSecrets;
  } catch {
    const secrets = { identitySecret: randomBytes(32).toString('hex'), sessionSecret: randomBytes(32).toString('hex') };
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(secrets), { mode: 0o600 });
    return secrets;
  }
}
