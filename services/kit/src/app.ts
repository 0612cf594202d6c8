import { randomUUID } from 'node:crypto';
import { ErrorCode, type ErrorBody } from '@cobber/contracts';
import Router from '@koa/router';
import Koa, { type Middleware } from 'koa';
import compress from 'koa-compress';
import { constants as zlib } from 'node:zlib';
import { HttpError } from './errors.ts';
import type { Logger } from './logger.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

function requestId(): Middleware {
  return async (ctx, next) => {
    const given = ctx.get(REQUEST_ID_HEADER);
    ctx.state.requestId = /^[\w-]{1,100}$/.test(given) ? given : randomUUID();
    ctx.set(REQUEST_ID_HEADER, ctx.state.requestId);
    await next();
  };
}

function accessLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      logger.debug(
        { requestId: ctx.state.requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
  };
}

/** The one error middleware: an HttpError answers its status; anything else is a logged 500. */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        throw new HttpError(404, ErrorCode.notFound, 'Not found');
      }
    } catch (error) {
      const known = toHttpError(error);
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

/** Errors thrown by Koa itself (ctx.throw, router 405/501) become HttpErrors too. */
function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  const status = (error as { status?: unknown })?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = status === 405 ? ErrorCode.validation : status === 404 ? ErrorCode.notFound : ErrorCode.validation;
    return new HttpError(status, code, (error as Error).message || 'Bad request');
  }
  return null;
}

export interface ServiceAppOptions {
  name: string;
  logger: Logger;
  routers: Router[];
  /** Middleware that runs before the routers (after request id, logging and errors). */
  before?: Middleware[];
  /** Middleware that runs when no router answered (the gateway's proxy and static files). */
  after?: Middleware[];
  health?: () => Promise<void>;
}

/**
 * The Koa app every service and the gateway start from: request id, access log, one
 * error middleware, then the routers last with `allowedMethods()` (STYLE.md).
 */
export function createServiceApp({ name, logger, routers, before = [], after = [], health }: ServiceAppOptions): Koa {
  const app = new Koa({ proxy: false });
  app.silent = true;
  const healthRouter = new Router();
  healthRouter.get('/health', async (ctx) => {
    await health?.();
    ctx.body = { status: 'ok', service: name };
  });
  // Long JSON lists (a dashboard of thousands of quotes) go compressed to phones; fast
  // settings, since this runs per request.
  const compression = compress({
    threshold: 2048,
    gzip: { level: 4 },
    deflate: false,
    br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 3 } },
  });
  const middleware: Middleware[] = [requestId(), accessLog(logger), errorHandler(logger), compression, ...before];
  for (const m of middleware) app.use(m);
  for (const router of [healthRouter, ...routers]) {
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: true }));
  }
  for (const m of after) app.use(m);
  return app;
}
