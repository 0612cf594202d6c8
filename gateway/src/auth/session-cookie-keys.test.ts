import Keygrip from 'keygrip';
import { describe, expect, it } from 'vitest';
import { sessionCookieKeys } from './session-cookie-keys.ts';

describe('the session cookie keys', () => {
  const cookie = 'cobber.sid=Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5d2FsZG8';

  it("sign as Koa's default does, so a cookie signed before still reads", () => {
    const theirs = new Keygrip(['the session secret']);
    const ours = sessionCookieKeys(['the session secret']) as Keygrip;
    expect(ours.sign(cookie)).toBe(theirs.sign(cookie));
    expect(ours.index(cookie, theirs.sign(cookie))).toBe(0);
  });

  it('accept a cookie signed by any of the keys and nothing else', () => {
    const keys = sessionCookieKeys(['new secret', 'old secret']) as Keygrip;
    const byOld = new Keygrip(['old secret']).sign(cookie);
    expect(keys.index(cookie, byOld)).toBe(1);
    expect(keys.verify(cookie, byOld)).toBe(true);
    expect(keys.index(cookie, `${byOld.slice(0, -1)}${byOld.endsWith('A') ? 'B' : 'A'}`)).toBe(-1);
    expect(keys.index(`${cookie}x`, byOld)).toBe(-1);
    expect(keys.verify(cookie, '')).toBe(false);
    expect(keys.verify(cookie, new Keygrip(['someone else']).sign(cookie))).toBe(false);
  });

  it('remember a cookie that checked out, and still refuse a wrong signature after it', () => {
    const keys = sessionCookieKeys(['new secret', 'old secret']) as Keygrip;
    const byOld = new Keygrip(['old secret']).sign(cookie);
    const forged = new Keygrip(['someone else']).sign(cookie);
    for (let n = 0; n < 3; n++) {
      expect(keys.index(cookie, byOld)).toBe(1);
      expect(keys.index(cookie, forged)).toBe(-1);
    }
  });
});
