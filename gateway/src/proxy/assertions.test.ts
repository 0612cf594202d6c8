import { verifyIdentity } from '@cobber/kit';
import { describe, expect, it } from 'vitest';
import { assertionSigner, REUSE_MS } from './assertions.ts';

const owner = { id: '6f1c1d3e-7c3a-4a59-9a4e-0d3c1f5b2a10', email: 'dave@sparkydave.com.au', firstName: 'Dave', emailConfirmed: true };

describe("the owner's identity assertion", () => {
  it('is signed once and sent again for a while, always one a service accepts', () => {
    let now = Date.parse('2026-11-27T20:00:00Z');
    const sign = assertionSigner('the identity secret', () => now);
    const first = sign(owner);
    expect(verifyIdentity(first, 'the identity secret', now)).toEqual(owner);
    now += REUSE_MS - 1;
    expect(sign(owner)).toBe(first);
    expect(verifyIdentity(first, 'the identity secret', now)).toEqual(owner);
    now += 1;
    const next = sign(owner);
    expect(next).not.toBe(first);
    expect(verifyIdentity(next, 'the identity secret', now)).toEqual(owner);
  });

  it('is signed again when what the session holds of the owner changes, and never passes for another owner', () => {
    const sign = assertionSigner('the identity secret');
    const unconfirmed = sign({ ...owner, emailConfirmed: false });
    expect(verifyIdentity(unconfirmed, 'the identity secret')).toEqual({ ...owner, emailConfirmed: false });
    expect(verifyIdentity(sign(owner), 'the identity secret')).toEqual(owner);
    const other = { ...owner, id: '0b7d4c2a-1e5f-4c3b-8a6d-9f2e1c0b7a55', email: 'zoe@example.com' };
    expect(verifyIdentity(sign(other), 'the identity secret')).toEqual(other);
  });
});
