import { ErrorCode } from '@cobber/contracts';
import type { z } from 'zod';
import { HttpError } from './errors.ts';
import { SERVICE_CALL_HEADER, signServiceCall } from './identity.ts';
import type { Logger } from './logger.ts';
import { OUTAGE_RETRY_AFTER_SECONDS } from './outage.ts';

/** How long a service waits for another before answering 503 itself. */
export const SERVICE_CALL_TIMEOUT_MS = 5_000;

export interface ServiceCallOptions {
  /** Who asks: this service's name. */
  caller: string;
  /** Who answers, and where it listens: a function when that is known only once it listens (the embedded default). */
  service: string;
  url: string | (() => string);
  identitySecret: string;
  logger: Logger;
  timeoutMs?: number;
}

/** Another service's internal routes, asked for the current truth of its data. */
export interface ServiceCalls {
  /** The answer parsed with `schema`, or null when the service answers 404. */
  get<T>(path: string, schema: z.ZodType<T>): Promise<T | null>;
}

/** The other service did not answer, or not sensibly: retryable, never a guess from a copy. */
function unreachable(service: string): HttpError {
  return new HttpError(503, ErrorCode.unavailable, `The ${service} service did not answer. Please try again in a minute.`, {
    headers: { 'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS) },
  });
}

export function serviceCalls(options: ServiceCallOptions): ServiceCalls {
  const { caller, service, url, identitySecret, logger, timeoutMs = SERVICE_CALL_TIMEOUT_MS } = options;
  return {
    async get(path, schema) {
      let response: Response;
      try {
        response = await fetch(new URL(path, typeof url === 'function' ? url() : url), {
          headers: { [SERVICE_CALL_HEADER]: signServiceCall(caller, identitySecret), accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        logger.warn({ err, service, path }, `the ${service} service is unreachable`);
        throw unreachable(service);
      }
      if (!response.ok) {
        await response.body?.cancel();
        if (response.status === 404) return null;
        logger.error({ service, path, status: response.status }, `the ${service} service refused a call`);
        throw unreachable(service);
      }
      const parsed = schema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) {
        logger.error({ service, path, issues: parsed.error.issues }, `the ${service} service answered what was not expected`);
        throw unreachable(service);
      }
      return parsed.data;
    },
  };
}
