import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignInThrottle } from '../security/sign-in-throttle.ts';
import { Browser, startGateway, type RunningGateway } from '../testing/gateway.ts';

const email = () => `owner-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** A sign-in from a client address, as the trusted proxy names it. */
async function logInFrom(gateway: RunningGateway, address: string, login: string, password: string) {
  const started = performance.now();
  const response = await new Browser(gateway.url).request('POST', '/api/login', { email: login, password }, { 'x-forwarded-for': address });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), ms: performance.now() - started };
}

describe('wrong passwords slow the guesser, not the owner', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startGateway({
      TRUST_PROXY: 'true',
      LOGIN_LIMIT_PER_IP: '1000',
      LOGIN_LIMIT_PER_EMAIL_AND_IP: '10',
      LOGIN_LIMIT_PER_EMAIL: '5',
      LOGIN_DELAY_MAX_SECONDS: '1',
    });
  });
  afterAll(() => gateway.stop());

  it('ten wrong passwords from one address shut that address out for the email, and the owner still signs in from another', async () => {
    const victim = email();
    await new Browser(gateway.url).signUp(victim);
    const guesses = [];
    for (let i = 0; i < 11; i++) guesses.push((await logInFrom(gateway, '198.51.100.7', victim, `guess ${i} pw`)).status);
    expect(guesses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    // Past five failures the email is slowed: still checked, a wrong password answers 429.
    expect(guesses.slice(5, 10)).toEqual([429, 429, 429, 429, 429]);
    // Past ten from this address, the pair is refused without a check, even the right password.
    expect(guesses[10]).toBe(429);
    const guesserWithThePassword = await logInFrom(gateway, '198.51.100.7', victim, 'correct horse battery');
    expect(guesserWithThePassword.status).toBe(429);
    expect(Number(guesserWithThePassword.retryAfter)).toBeGreaterThan(60);

    const owner = await logInFrom(gateway, '203.0.113.20', victim, 'correct horse battery');
    expect(owner.status).toBe(200);
    const ownerForm = await new Browser(gateway.url).request(
      'POST',
      '/api/login',
      new URLSearchParams({ email: victim, password: 'correct horse battery' }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.21' },
    );
    expect(ownerForm.status).toBe(303);
    expect(ownerForm.headers.get('location')).toBe('/');
  });

  it('a spray over many addresses at one email is slowed: each attempt waits, and wrong ones answer 429 with Retry-After', async () => {
    const victim = email();
    await new Browser(gateway.url).signUp(victim);
    const spray = [];
    for (let i = 0; i < 8; i++) spray.push(await logInFrom(gateway, `192.0.2.${100 + i}`, victim, `guess ${i} pw`));
    expect(spray.map((attempt) => attempt.status)).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // The sixth attempt and on waited for the email's delay (capped at 1 s here) before any check.
    expect(spray.slice(5).every((attempt) => attempt.ms >= 950)).toBe(true);
    expect(spray.slice(5).every((attempt) => Number(attempt.retryAfter) >= 1)).toBe(true);
    // The owner waits the same delay, and is let in.
    const owner = await logInFrom(gateway, '203.0.113.30', victim, 'correct horse battery');
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(950);
  });

  it('a form post that is slowed goes back to the login page with the code of its message', async () => {
    const victim = email();
    for (let i = 0; i < 5; i++) await logInFrom(gateway, `192.0.2.${200 + i}`, victim, 'wrong password');
    const form = await new Browser(gateway.url).request('POST', '/api/login', new URLSearchParams({ email: victim, password: 'wrong again' }).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': '192.0.2.250',
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/?error=too_many_attempts');
  });
});

describe('the growing delay', () => {
  it('starts at 1 s past the email’s limit, doubles with each failure, stops at its cap, and ends with the window', async () => {
    let now = 0;
    const waits: number[] = [];
    const throttle = new SignInThrottle(
      { perEmailAndAddress: 100, perEmail: 2, windowSeconds: 60, maxDelaySeconds: 5 },
      { now: () => now, wait: async (ms) => void waits.push(ms) },
    );
    const attempt = async (address: string) => {
      await throttle.beforeAttempt('sam@example.com', address);
      try {
        throttle.failed('sam@example.com', address);
        return 401;
      } catch (refusal) {
        return (refusal as { status: number }).status;
      }
    };
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push(await attempt(`10.0.0.${i}`));
    expect(statuses).toEqual([401, 401, 429, 429, 429, 429, 429]);
    expect(waits).toEqual([1000, 2000, 4000, 5000, 5000]);
    now += 60_000;
    expect(throttle.delayFor('sam@example.com')).toBe(0);
  });
});
