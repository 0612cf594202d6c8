import type { Logger } from './logger.ts';

/** A failure that repeats while it lasts (an outage): `what` names it, `over` is said when it ends. */
export interface Trouble {
  kind: string;
  what: string;
  over: string;
}

export interface ThrottledLogOptions {
  /** What each failure counts as, in the log: "requests refused", "attempts failed". */
  unit: string;
  /** At most one error line per kind this often. */
  everyMs?: number;
  now?: () => number;
}

interface Ongoing {
  trouble: Trouble;
  since: number;
  total: number;
  /** Whether a line said it started; only then is its end said too. */
  announced: boolean;
}

const ONE_MINUTE = 60_000;

/**
 * Logs a repeating failure without flooding the log (an outage used to print a stack
 * trace per request and per poll, 47 MB a minute): the first failure of a kind at
 * `error` with its cause, then at most one line a minute with how many failures there
 * were since, and one `info` line when it is over. The minute holds across outages too,
 * so a failure that comes and goes many times a minute still gives one error line a
 * minute.
 */
export class ThrottledLog {
  readonly #logger: Logger;
  readonly #unit: string;
  readonly #everyMs: number;
  readonly #now: () => number;
  readonly #ongoing = new Map<string, Ongoing>();
  readonly #lastLineAt = new Map<string, number>();
  readonly #unreported = new Map<string, number>();

  constructor(logger: Logger, { unit, everyMs = ONE_MINUTE, now = Date.now }: ThrottledLogOptions) {
    this.#logger = logger;
    this.#unit = unit;
    this.#everyMs = everyMs;
    this.#now = now;
  }

  /** One more failure of `trouble`; `fields` go on the line if this one is logged. */
  failed(trouble: Trouble, cause: unknown, fields: Record<string, unknown> = {}): void {
    const now = this.#now();
    const ongoing = this.#ongoing.get(trouble.kind) ?? { trouble, since: now, total: 0, announced: false };
    this.#ongoing.set(trouble.kind, ongoing);
    ongoing.total += 1;
    const unreported = (this.#unreported.get(trouble.kind) ?? 0) + 1;
    const lastLineAt = this.#lastLineAt.get(trouble.kind);
    if (lastLineAt !== undefined && now - lastLineAt < this.#everyMs) {
      this.#unreported.set(trouble.kind, unreported);
      return;
    }
    const counted = unreported > 1 ? ` (${unreported} ${this.#unit} ${this.#period(now - (lastLineAt ?? ongoing.since))})` : '';
    // The stack once per outage; after that its message says enough.
    const why = ongoing.announced ? { reason: reasonOf(cause) } : { err: cause };
    this.#logger.error({ ...fields, ...why, kind: trouble.kind, count: unreported }, `${trouble.what}${counted}`);
    ongoing.announced = true;
    this.#lastLineAt.set(trouble.kind, now);
    this.#unreported.set(trouble.kind, 0);
  }

  /** The kind works again (every kind when none is named): one `info` line for each that was logged. */
  recovered(kind?: string): void {
    if (this.#ongoing.size === 0) return;
    const now = this.#now();
    for (const [key, ongoing] of this.#ongoing) {
      if (kind !== undefined && key !== kind) continue;
      this.#ongoing.delete(key);
      if (!ongoing.announced) continue;
      const seconds = Math.round((now - ongoing.since) / 1000);
      this.#logger.info(
        { kind: key, seconds, count: ongoing.total },
        `${ongoing.trouble.over} after ${seconds} s (${ongoing.total} ${this.#unit} in all)`,
      );
    }
  }

  #period(ms: number): string {
    const minutes = Math.round(ms / ONE_MINUTE);
    return minutes <= 1 ? 'in the last minute' : `in the last ${minutes} minutes`;
  }
}

function reasonOf(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
