import { describe, expect, it } from 'vitest';
import { identityVerifier, signIdentity, signServiceCall, verifyIdentity, verifyServiceCall } from './identity.ts';

const SECRET = 'a'.repeat(40);
const OWNER = { id: '7d9f2c1e-4b7a-4d33-9a51-0c2b6f1e8a10', email: 'sam@sparks.au', firstName: 'Sam', emailConfirmed: true };

describe('signed identity', () => {
  it('verifies what the gateway signed', () => {
    expect(verifyIdentity(signIdentity(OWNER, SECRET), SECRET)).toEqual(OWNER);
  });

  it('refuses another secret, a forged payload and an expired assertion', () => {
    const token = signIdentity(OWNER, SECRET);
    expect(verifyIdentity(token, 'b'.repeat(40))).toBeNull();
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...OWNER, id: crypto.randomUUID(), exp: 9e9 })).toString('base64url');
    expect(verifyIdentity(`${forged}.${signature}`, SECRET)).toBeNull();
    expect(verifyIdentity(signIdentity(OWNER, SECRET, Date.now() - 120_000), SECRET)).toBeNull();
    expect(verifyIdentity(undefined, SECRET)).toBeNull();
    expect(verifyIdentity('garbage', SECRET)).toBeNull();
  });

  it('carries whether the email is confirmed; an assertion without it is unconfirmed', () => {
    expect(verifyIdentity(signIdentity({ ...OWNER, emailConfirmed: false }, SECRET), SECRET)?.emailConfirmed).toBe(false);
    const { emailConfirmed: _, ...older } = OWNER;
    expect(verifyIdentity(signIdentity(older as typeof OWNER, SECRET), SECRET)?.emailConfirmed).toBe(false);
  });
});

describe('signed identity, as a service checks it on every call', () => {
  it('answers as verifyIdentity does, each time the same assertion comes again', () => {
    const verify = identityVerifier(SECRET);
    const token = signIdentity(OWNER, SECRET);
    expect(verify(token)).toEqual(OWNER);
    expect(verify(token)).toEqual(OWNER);
    expect(identityVerifier('b'.repeat(40))(token)).toBeNull();
    expect(verify(undefined)).toBeNull();
    expect(verify('garbage')).toBeNull();
  });

  it('refuses a remembered assertion once its minute is up', () => {
    const verify = identityVerifier(SECRET);
    const signedAt = Date.parse('2026-11-27T20:00:00Z');
    const token = signIdentity(OWNER, SECRET, signedAt);
    expect(verify(token, signedAt + 30_000)).toEqual(OWNER);
    expect(verify(token, signedAt + 61_000)).toBeNull();
    expect(verify(token, signedAt + 30_000)).toEqual(OWNER);
    expect(verify(token, signedAt + 61_000)).toBeNull();
  });

  it('never takes a forged assertion, however often it is tried after a good one', () => {
    const verify = identityVerifier(SECRET);
    const token = signIdentity(OWNER, SECRET);
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...OWNER, id: crypto.randomUUID(), exp: 9e9 })).toString('base64url')}.${signature}`;
    expect(verify(token)).toEqual(OWNER);
    expect(verify(forged)).toBeNull();
    expect(verify(forged)).toBeNull();
  });

  it('gives each call an owner no handler can change for the next', () => {
    const verify = identityVerifier(SECRET);
    const token = signIdentity(OWNER, SECRET);
    expect(Object.isFrozen(verify(token))).toBe(true);
  });
});

describe('signed service call', () => {
  it('names the service that signed it', () => {
    expect(verifyServiceCall(signServiceCall('invoices', SECRET), SECRET)).toBe('invoices');
  });

  it('refuses another secret, an expired call and a forged caller', () => {
    const token = signServiceCall('payments', SECRET);
    expect(verifyServiceCall(token, 'b'.repeat(40))).toBeNull();
    expect(verifyServiceCall(signServiceCall('payments', SECRET, Date.now() - 120_000), SECRET)).toBeNull();
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ caller: 'quotes', exp: 9e9 })).toString('base64url');
    expect(verifyServiceCall(`${forged}.${signature}`, SECRET)).toBeNull();
    expect(verifyServiceCall(undefined, SECRET)).toBeNull();
  });

  it('never passes for an owner, nor an owner for a service', () => {
    const call = signServiceCall('invoices', SECRET);
    expect(verifyIdentity(call, SECRET)).toBeNull();
    const [payload, signature] = call.split('.');
    expect(verifyIdentity(`service-call:${payload}.${signature}`, SECRET)).toBeNull();
    expect(verifyServiceCall(signIdentity({ ...OWNER, caller: 'invoices' } as typeof OWNER, SECRET), SECRET)).toBeNull();
  });
});
