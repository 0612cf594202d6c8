import { rateLimited } from '@cobber/kit';

/**
 * Fixed-window counters in this gateway's memory. With several gateway processes each
 * counts on its own, so the effective limit is per process (README, "Distributed").
 */
export class RateLimiter {
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  constructor(limit: number, windowSeconds: number) {
    this.#limit = limit;
    this.#windowMs = windowSeconds * 1000;
  }

  /** Counts one attempt for `key`; throws 429 once the window's limit is passed. */
  hit(key: string, now = Date.now()): void {
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.#windows.size > 50_000) this.#sweep(now);
      window = { count: 0, resetAt: now + this.#windowMs };
      this.#windows.set(key, window);
    }
    window.count++;
    if (window.count > this.#limit) {
      throw rateLimited('Too many sign-in attempts. Please wait a few minutes and try again.', Math.ceil((window.resetAt - now) / 1000));
    }
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
