import { signIdentity, type Owner } from '@cobber/kit';

/**
 * How long a signed assertion is sent again: well inside the minute it is good for, so a
 * service never receives one that has run out.
 */
export const REUSE_MS = 20_000;
/** Enough for every owner busy on one gateway at once; past it the memory starts over. */
const REMEMBERED = 10_000;

/**
 * Signs the owner's identity assertion for the services, reusing a signature for the same
 * owner, as the session holds them, for REUSE_MS: an owner's screen makes several calls at
 * once, and each HMAC and encoding cost every one of them.
 */
export function assertionSigner(secret: string, now: () => number = Date.now): (owner: Owner) => string {
  const signed = new Map<string, { header: string; until: number }>();
  return (owner) => {
    const key = `${owner.id}\n${owner.email}\n${owner.firstName}\n${owner.emailConfirmed}`;
    const at = now();
    const kept = signed.get(key);
    if (kept && kept.until > at) return kept.header;
    if (signed.size >= REMEMBERED) signed.clear();
    const header = signIdentity(owner, secret, at);
    signed.set(key, { header, until: at + REUSE_MS });
    return header;
  };
}
