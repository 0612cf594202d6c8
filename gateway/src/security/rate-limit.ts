import { LoginMessages } from '@cobber/contracts';
import { rateLimited } from '@cobber/kit';

/**
 * Fixed-window counters in this gateway's memory. With several gateway processes each
 * counts on its own, so the effective limit is per process (README, "Distributed").
 */
export class RateLimiter {
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #message: string;
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  constructor(limit: number, windowSeconds: number, message: string = LoginMessages.too_many_attempts) {
    this.#limit = limit;
    this.#windowMs = windowSeconds * 1000;
    this.#message = message;
  }

  /** Counts one attempt for `key`; throws 429 once the window's limit is passed. */
  hit(key: string, now = Date.now()): void {
    const window = this.#window(key, now);
    window.count++;
    if (window.count > this.#limit) this.#refuse(window, now);
  }

  /** Throws 429 when `key` has used up its window already, without counting an attempt. */
  check(key: string, now = Date.now()): void {
    const window = this.#windows.get(key);
    if (window && window.resetAt > now && window.count >= this.#limit) this.#refuse(window, now);
  }

  #window(key: string, now: number): { count: number; resetAt: number } {
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.#windows.size > 50_000) this.#sweep(now);
      window = { count: 0, resetAt: now + this.#windowMs };
      this.#windows.set(key, window);
    }
    return window;
  }

  #refuse(window: { resetAt: number }, now: number): never {
    throw rateLimited(this.#message, Math.ceil((window.resetAt - now) / 1000));
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
