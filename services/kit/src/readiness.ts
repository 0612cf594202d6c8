import type { EventBus } from './bus.ts';
import type { Knex } from './database.ts';

/** One check of readiness: `ok`, and what it measured. */
export interface Check {
  ok: boolean;
  [measure: string]: unknown;
}

/** What `/ready` answers (503 when not ready). */
export interface Readiness {
  status: 'ready' | 'not-ready';
  checks: Record<string, Check>;
}

/** A probe must answer quickly: an orchestrator gives up after a second or few. */
export const CHECK_TIMEOUT_MS = 2_000;

/** An unsent event older than this means the relay is not getting events out. */
export const OUTBOX_MAX_AGE_MS = 60_000;

/** Runs the checks side by side; a check that throws or takes too long is a failed one. */
export async function checkReadiness(checks: Record<string, () => Promise<Check>>, timeoutMs = CHECK_TIMEOUT_MS): Promise<Readiness> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]): Promise<[string, Check]> => {
      try {
        return [name, await within(check(), timeoutMs)];
      } catch (error) {
        return [name, { ok: false, error: error instanceof Error ? error.message : String(error) }];
      }
    }),
  );
  const results = Object.fromEntries(entries);
  return { status: entries.every(([, check]) => check.ok) ? 'ready' : 'not-ready', checks: results };
}

async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The database answers a query; `ms` is how long it took. */
export function databaseCheck(db: Knex): () => Promise<Check> {
  return async () => {
    const started = performance.now();
    await db.raw('select 1');
    return { ok: true, ms: Math.round(performance.now() - started) };
  };
}

/**
 * The outbox gets its events out: `backlog` counts the unsent ones (the partial index
 * `outbox_unsent` covers them); not ok when the oldest has waited over `maxAgeMs`.
 */
function outboxCheck(db: Knex, maxAgeMs = OUTBOX_MAX_AGE_MS): () => Promise<Check> {
  return async () => {
    const row: { backlog: string; oldest_ms: number | null } = await db('outbox')
      .whereNull('published_at')
      .whereNull('dead_at')
      .first(db.raw('count(*) as backlog'), db.raw('(extract(epoch from now() - min(created_at)) * 1000)::float8 as oldest_ms'));
    const oldestMs = row.oldest_ms === null ? null : Math.round(row.oldest_ms);
    return { ok: oldestMs === null || oldestMs <= maxAgeMs, backlog: Number(row.backlog), oldestMs };
  };
}

/** Each consumer group of the service is attached to the bus and taking events. */
function consumersCheck(bus: EventBus, groups: string[]): () => Promise<Check> {
  return async () => {
    const attached = Object.fromEntries(groups.map((group) => [group, bus.isAttached(group)]));
    return { ok: Object.values(attached).every(Boolean), groups: attached };
  };
}

/** The readiness of a service that owns data (createDataService): database, outbox, consumers. */
export function dataServiceReadiness({ db, bus, consumerGroups }: { db: Knex; bus: EventBus; consumerGroups: string[] }): () => Promise<Readiness> {
  return () =>
    checkReadiness({
      database: databaseCheck(db),
      outbox: outboxCheck(db),
      consumers: consumersCheck(bus, consumerGroups),
    });
}
