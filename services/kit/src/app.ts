import { randomUUID } from 'node:crypto';
import { ErrorCode, type ErrorBody } from '@cobber/contracts';
import Router from '@koa/router';
import Koa, { type Middleware } from 'koa';
import compress from 'koa-compress';
import { constants as zlib } from 'node:zlib';
import { refuseControlCharactersInUrl } from './control-characters.ts';
import { HttpError } from './errors.ts';
import type { Logger } from './logger.ts';
import { OUTAGE_RETRY_AFTER_SECONDS, outageOf } from './outage.ts';
import type { Readiness } from './readiness.ts';
import { ThrottledLog } from './throttled-log.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A request slower than this is logged at `warn` ("slow request"). */
export const SLOW_REQUEST_MS = 1_000;

function requestId(): Middleware {
  return async (ctx, next) => {
    const given = ctx.get(REQUEST_ID_HEADER);
    ctx.state.requestId = /^[\w-]{1,100}$/.test(given) ? given : randomUUID();
    ctx.set(REQUEST_ID_HEADER, ctx.state.requestId);
    await next();
  };
}

/**
 * One line per request, at `info` (`warn` when slower than `slowMs`; `debug` for the
 * probes, which an orchestrator calls every few seconds). Written when the response is
 * done, so a response the gateway's proxy writes itself has its real status and time.
 */
function accessLog(logger: Logger, { slowMs, quietPaths }: { slowMs: number; quietPaths: Set<string> }): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    ctx.res.once('close', () => {
      const ms = Math.round(performance.now() - started);
      const line = { requestId: ctx.state.requestId, method: ctx.method, path: ctx.path, status: ctx.res.statusCode, ms };
      const finished = ctx.res.writableFinished ? {} : { aborted: true };
      if (ms > slowMs) logger.warn({ ...line, ...finished }, 'slow request');
      else if (quietPaths.has(ctx.path)) logger.debug({ ...line, ...finished }, 'request');
      else logger.info({ ...line, ...finished }, 'request');
    });
    await next();
  };
}

/**
 * The one error middleware: an HttpError answers its status; an outage of the database
 * answers 503 and is logged at most once a minute (`outages`); anything else is a
 * logged 500.
 */
function errorHandler(logger: Logger, outages = new ThrottledLog(logger, { unit: 'requests refused' })): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      // Answered by a handler of its own (the gateway's proxy, a service in its process).
      if (ctx.respond === false) return;
      if (ctx.status === 404 && ctx.body === undefined) {
        throw new HttpError(404, ErrorCode.notFound, 'Not found');
      }
      // The routers' allowedMethods() answered a method the path does not take (405) or no
      // route takes (501: TRACE, QUERY…) with the path's methods in Allow, but no body.
      if ((ctx.status === 405 || ctx.status === 501) && ctx.body === undefined) {
        const allow = ctx.response.get('Allow');
        if (!allow) throw new HttpError(404, ErrorCode.notFound, 'Not found');
        throw new HttpError(405, ErrorCode.methodNotAllowed, `${ctx.method} is not a method this path answers`, { headers: { Allow: allow } });
      }
    } catch (error) {
      const known = toHttpError(error) ?? outageError(error, outages, { requestId: ctx.state.requestId, path: ctx.path });
      if (!known) logger.error({ err: error, requestId: ctx.state.requestId, path: ctx.path }, 'unhandled error');
      const status = known?.status ?? 500;
      const body: ErrorBody = {
        error: {
          code: known?.code ?? ErrorCode.internal,
          message: known?.message ?? 'Something went wrong on our side. Please try again.',
          ...(known?.fields ? { fields: known.fields } : {}),
        },
      };
      ctx.status = status;
      ctx.body = body;
      for (const [name, value] of Object.entries(known?.headers ?? {})) ctx.set(name, value);
    }
  };
}

/** Errors thrown by Koa itself (ctx.throw) become HttpErrors too. */
function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  const status = (error as { status?: unknown })?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = status === 405 ? ErrorCode.methodNotAllowed : status === 404 ? ErrorCode.notFound : ErrorCode.validation;
    return new HttpError(status, code, (error as Error).message || 'Bad request');
  }
  return null;
}

/** The database is not there right now: 503 with a Retry-After, and the outage logged (throttled). */
function outageError(error: unknown, outages: ThrottledLog, fields: Record<string, unknown>): HttpError | null {
  const outage = outageOf(error);
  if (!outage) return null;
  outages.failed(outage, error, fields);
  return new HttpError(503, ErrorCode.unavailable, outage.message, { headers: { 'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS) } });
}

export interface ServiceAppOptions {
  name: string;
  logger: Logger;
  routers: Router[];
  /** Middleware that runs before the routers (after request id, logging and errors). */
  before?: Middleware[];
  /** Middleware that runs when no router answered (the gateway's proxy and static files). */
  after?: Middleware[];
  /** What `/ready` checks; without it the process is ready once it answers. */
  ready?: () => Promise<Readiness>;
  /** Where `health` and `ready` are served: `/health`, or `/api/health` with `/api` (the gateway). */
  probePrefix?: string;
  /** Where database outages are logged (see `databaseOutageLog`), so their end is seen too. */
  outages?: ThrottledLog;
  slowRequestMs?: number;
}

const alwaysReady = async (): Promise<Readiness> => ({ status: 'ready', checks: {} });

/**
 * Liveness (`/health`: the process answers; no database, so an outage does not get the
 * process killed) and readiness (`/ready`: 503 until it can do its work).
 */
function probes(name: string, prefix: string, ready: () => Promise<Readiness>): Router {
  const router = new Router();
  router.get(`${prefix}/health`, (ctx) => {
    ctx.body = { status: 'ok', service: name };
  });
  router.get(`${prefix}/ready`, async (ctx) => {
    const readiness = await ready();
    ctx.status = readiness.status === 'ready' ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = readiness;
  });
  return router;
}

/**
 * The Koa app every service and the gateway start from: request id, access log, one
 * error middleware, then the routers last with `allowedMethods()`.
 */
export function createServiceApp({
  name,
  logger,
  routers,
  before = [],
  after = [],
  ready = alwaysReady,
  probePrefix = '',
  outages,
  slowRequestMs = SLOW_REQUEST_MS,
}: ServiceAppOptions): Koa {
  const app = new Koa({ proxy: false });
  app.silent = true;
  const quietPaths = new Set([`${probePrefix}/health`, `${probePrefix}/ready`]);
  // Long JSON lists (a dashboard of thousands of quotes) go compressed to phones; fast
  // settings, since this runs per request.
  const compression = compress({
    threshold: 2048,
    gzip: { level: 4 },
    deflate: false,
    br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 3 } },
  });
  const middleware: Middleware[] = [
    requestId(),
    accessLog(logger, { slowMs: slowRequestMs, quietPaths }),
    errorHandler(logger, outages),
    refuseControlCharactersInUrl(),
    compression,
    ...before,
  ];
  for (const m of middleware) app.use(m);
  for (const router of [probes(name, probePrefix, ready), ...routers]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  for (const m of after) app.use(m);
  return app;
}
