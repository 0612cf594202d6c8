import { CHECK_TIMEOUT_MS, checkReadiness, databaseCheck, type Check, type Knex, type Readiness } from '@cobber/kit';
import type { ServiceName } from './routing-table.ts';

/** A service's own checks take up to CHECK_TIMEOUT_MS; its answer gets a little longer to arrive. */
const SERVICE_TIMEOUT_MS = CHECK_TIMEOUT_MS + 500;

/** A service's `/ready`: ok when it answers 200; its own checks are passed on for whoever reads this. */
function serviceCheck(url: string): () => Promise<Check> {
  return async () => {
    const started = performance.now();
    const response = await fetch(`${url.replace(/\/$/, '')}/ready`, { signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS) });
    const body = (await response.json().catch(() => null)) as Partial<Readiness> | null;
    const ms = Math.round(performance.now() - started);
    return { ok: response.status === 200, ms, status: response.status, ...(body?.checks ? { checks: body.checks } : {}) };
  };
}

/** The gateway's readiness (`/api/ready`): its own database, and each configured service's `/ready`. */
export function gatewayReadiness(db: Knex, targets: Partial<Record<ServiceName, string>>): () => Promise<Readiness> {
  const checks: Record<string, () => Promise<Check>> = { database: databaseCheck(db) };
  for (const [service, url] of Object.entries(targets)) if (url) checks[service] = serviceCheck(url);
  return () => checkReadiness(checks, SERVICE_TIMEOUT_MS);
}
