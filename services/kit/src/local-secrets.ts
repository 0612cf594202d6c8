import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface LocalSecrets {
  identitySecret: string;
  sessionSecret: string;
  /** The embedded PostgreSQL superuser's password. */
  databasePassword: string;
  /** The Web Push (VAPID, RFC 8292) key pair the business service signs pushes with: base64url, as browsers take it. */
  vapidPublicKey: string;
  vapidPrivateKey: string;
}

const secret = () => randomBytes(32).toString('hex');

/**
 * A P-256 key pair as Web Push wants it: the public key as the uncompressed point
 * (0x04, x, y) and the private key as the scalar d, each base64url. Made once: a phone
 * subscribed with the public key gets no pushes signed by another.
 */
export function vapidKeys(): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const point = publicKey.export({ format: 'jwk' });
  const scalar = privateKey.export({ format: 'jwk' });
  const bytes = (text: string | undefined) => Buffer.from(text!, 'base64url');
  return {
    publicKey: Buffer.concat([Buffer.of(4), bytes(point.x), bytes(point.y)]).toString('base64url'),
    privateKey: bytes(scalar.d).toString('base64url'),
  };
}

/**
 * The embedded default needs no settings: its secrets are made once and kept beside its
 * data (mode 600), so sessions survive a restart and the database is not open to every
 * local user. A file from before a secret existed gets it added.
 */
export async function localSecrets(dataDir: string): Promise<LocalSecrets> {
  const file = path.join(dataDir, 'secrets.json');
  const kept = (await readFile(file, 'utf8').then(JSON.parse, () => ({}))) as Partial<LocalSecrets>;
  const vapid = kept.vapidPublicKey && kept.vapidPrivateKey ? { publicKey: kept.vapidPublicKey, privateKey: kept.vapidPrivateKey } : vapidKeys();
  const secrets: LocalSecrets = {
    identitySecret: kept.identitySecret ?? secret(),
    sessionSecret: kept.sessionSecret ?? secret(),
    databasePassword: kept.databasePassword ?? secret(),
    vapidPublicKey: vapid.publicKey,
    vapidPrivateKey: vapid.privateKey,
  };
  if (Object.keys(kept).length !== Object.keys(secrets).length) {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    await writeFile(`${file}.new`, JSON.stringify(secrets), { mode: 0o600 });
    await rename(`${file}.new`, file);
  }
  return secrets;
}
