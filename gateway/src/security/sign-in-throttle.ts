import { LoginMessages } from '@cobber/contracts';
import { rateLimited } from '@cobber/kit';

export interface SignInThrottleLimits {
  /** Failed sign-ins for one email from one client address per window; then that pair answers 429. */
  perEmailAndAddress: number;
  /** Failed sign-ins for one email from any addresses per window before its attempts are slowed. */
  perEmail: number;
  windowSeconds: number;
  /** The longest an attempt at a slowed email waits. */
  maxDelaySeconds: number;
}

interface Failures {
  count: number;
  resetAt: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Wrong passwords slow the guesser, never the owner: failed sign-ins are limited strictly
 * per (email, client address), and per email, from any addresses, only by a growing delay
 * (past its limit every attempt at that email waits 1 s, doubling with each further failure
 * up to a cap, and a wrong password then answers 429) that the right password still passes.
 * So a guesser at one address is shut out, a spray over many is slowed, and someone who
 * knows a tradie's email cannot keep the tradie out. Counted in this gateway's memory.
 */
export class SignInThrottle {
  readonly #limits: SignInThrottleLimits;
  readonly #now: () => number;
  readonly #wait: (ms: number) => Promise<void>;
  readonly #byPair = new Map<string, Failures>();
  readonly #byEmail = new Map<string, Failures>();

  constructor(limits: SignInThrottleLimits, clock: { now?: () => number; wait?: (ms: number) => Promise<void> } = {}) {
    this.#limits = limits;
    this.#now = clock.now ?? Date.now;
    this.#wait = clock.wait ?? sleep;
  }

  /**
   * Before the password is checked: 429 for a pair that used up its failures (no check at
   * all, so it learns nothing), else the email's delay, if it is being slowed.
   */
  async beforeAttempt(email: string, address: string): Promise<void> {
    const pair = this.#current(this.#byPair, pairKey(email, address));
    if (pair && pair.count >= this.#limits.perEmailAndAddress) throw this.#refusal(pair.resetAt - this.#now());
    const delay = this.delayFor(email);
    if (delay > 0) await this.#wait(delay);
  }

  /** A wrong password: counted for the pair and the email; 429 instead of 401 when the email was being slowed. */
  failed(email: string, address: string): void {
    const slowed = this.delayFor(email) > 0;
    this.#count(this.#byPair, pairKey(email, address));
    this.#count(this.#byEmail, email);
    if (slowed) throw this.#refusal(this.delayFor(email));
  }

  /** The right password: this address's failures for the email are forgiven; the email's own count stays. */
  succeeded(email: string, address: string): void {
    this.#byPair.delete(pairKey(email, address));
  }

  /** How long the next attempt at `email` waits, in ms: 0 until it has `perEmail` failures. */
  delayFor(email: string): number {
    const failures = this.#current(this.#byEmail, email)?.count ?? 0;
    const beyond = failures - this.#limits.perEmail;
    if (beyond < 0) return 0;
    return Math.min(1000 * 2 ** Math.min(beyond, 30), this.#limits.maxDelaySeconds * 1000);
  }

  #refusal(waitMs: number) {
    return rateLimited(LoginMessages.too_many_attempts, Math.max(1, Math.ceil(waitMs / 1000)));
  }

  #current(counts: Map<string, Failures>, key: string): Failures | undefined {
    const failures = counts.get(key);
    return failures && failures.resetAt > this.#now() ? failures : undefined;
  }

  #count(counts: Map<string, Failures>, key: string): void {
    const now = this.#now();
    const failures = this.#current(counts, key);
    if (failures) {
      failures.count++;
      return;
    }
    if (counts.size > 50_000) for (const [old, { resetAt }] of counts) if (resetAt <= now) counts.delete(old);
    counts.set(key, { count: 1, resetAt: now + this.#limits.windowSeconds * 1000 });
  }
}

function pairKey(email: string, address: string): string {
  return `${email}\u0000${address}`;
}
