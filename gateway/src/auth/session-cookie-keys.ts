import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import type Koa from 'koa';

/** Enough for every browser signed in to one gateway; past it the memory starts over. */
const REMEMBERED = 10_000;

/**
 * The keys that sign the session cookie, as Koa's cookies use them (HMAC-SHA1 in
 * base64url, the first key signing, any key accepted). Koa's default checked a signature
 * with a random key and three HMACs on every API call, for the same cookie each time: here
 * one HMAC and a constant-time compare, and a cookie whose signature checked out is
 * remembered with the key that signed it (never one that failed).
 */
export function sessionCookieKeys(secrets: string[]): Koa['keys'] {
  const keys = secrets.map((secret) => createSecretKey(Buffer.from(secret)));
  const sign = (data: string, key = keys[0]!) => createHmac('sha1', key).update(data).digest('base64url');
  const checked = new Map<string, number>();
  const index = (data: string, digest: string): number => {
    const pair = `${digest}\n${data}`;
    const known = checked.get(pair);
    if (known !== undefined) return known;
    const given = Buffer.from(digest);
    const found = keys.findIndex((key) => {
      const expected = Buffer.from(sign(data, key));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
    if (found !== -1) {
      if (checked.size >= REMEMBERED) checked.clear();
      checked.set(pair, found);
    }
    return found;
  };
  return { sign, index, verify: (data: string, digest: string) => index(data, digest) !== -1 };
}
