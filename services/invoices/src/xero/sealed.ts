import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** The 32-byte key Xero's tokens are sealed with: XERO_TOKEN_KEY, else one drawn from IDENTITY_SECRET. */
export function tokenKey(setting: string | undefined, identitySecret: string): Buffer {
  if (setting) return Buffer.from(setting, 'hex');
  // A key of its own for tokens, so `npm start` (whose identity secret is made on first start) needs no setting.
  return Buffer.from(hkdfSync('sha256', identitySecret, 'cobber', 'xero tokens', 32));
}

/**
 * AES-256-GCM, a fresh IV each time, the owner's id as additional data: a token copied
 * to another owner's row does not open. `v1.<iv>.<tag>.<sealed>` in base64url.
 */
export function seal(key: Buffer, ownerId: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(ownerId));
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The token sealed by `seal`; throws when the key or the owner is not the one it was sealed with. */
export function unseal(key: Buffer, ownerId: string, value: string): string {
  const [version, iv, tag, sealed] = value.split('.');
  if (version !== 'v1' || !iv || !tag || sealed === undefined) throw new Error('Not a sealed Xero token');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(ownerId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}
