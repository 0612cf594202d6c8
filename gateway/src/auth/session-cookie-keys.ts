import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import type Koa from 'koa';

/**
 * The keys that sign the session cookie, as Koa's cookies use them (HMAC-SHA1 in
 * base64url, the first key signing, any key accepted), checked with one HMAC and a
 * constant-time compare. Koa's default does that with a random key and three HMACs, which
 * every API call paid again for the same cookie.
 */
export function sessionCookieKeys(secrets: string[]): Koa['keys'] {
  const keys = secrets.map((secret) => createSecretKey(Buffer.from(secret)));
  const sign = (data: string, key = keys[0]!) => createHmac('sha1', key).update(data).digest('base64url');
  const index = (data: string, digest: string): number => {
    const given = Buffer.from(digest);
    return keys.findIndex((key) => {
      const expected = Buffer.from(sign(data, key));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
  };
  return { sign, index, verify: (data: string, digest: string) => index(data, digest) !== -1 };
}
