import { Agent } from 'node:http';
import { ErrorCode, type ErrorBody } from '@cobber/contracts';
import { IDENTITY_HEADER, REQUEST_ID_HEADER, serviceUnavailable, signIdentity, type Logger } from '@cobber/kit';
import { createProxyMiddleware, type RequestHandler } from 'http-proxy-middleware';
import type { Middleware } from 'koa';
import type { ServerResponse } from 'node:http';
import { sessionUser } from '../auth/session.ts';
import { owningService, type ServiceName } from './routing-table.ts';

function answerUnreachable(res: ServerResponse, service: ServiceName): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body: ErrorBody = { error: { code: ErrorCode.badGateway, message: `The ${service} service did not answer. Please try again.` } };
  res.writeHead(502, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * Sends each /api request to the service that owns it (routing-table.ts), with the
 * client's identity header removed and the gateway's signed assertion added when the
 * session is signed in. Paths of services not deployed yet answer 503.
 */
export function proxyToServices({
  targets,
  identitySecret,
  logger,
}: {
  targets: Partial<Record<ServiceName, string>>;
  identitySecret: string;
  logger: Logger;
}): Middleware {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const proxies = new Map<ServiceName, RequestHandler>();
  for (const [service, target] of Object.entries(targets) as [ServiceName, string | undefined][]) {
    if (!target) continue;
    proxies.set(
      service,
      createProxyMiddleware({
        target,
        agent,
        xfwd: true,
        proxyTimeout: 60_000,
        logger: { info: () => undefined, warn: (m: unknown) => logger.warn(m), error: (m: unknown) => logger.error(m) },
        on: {
          error: (err, _req, res) => {
            logger.warn({ err, service }, 'proxy error');
            if ('writeHead' in res) answerUnreachable(res, service);
            else res.destroy();
          },
        },
      }),
    );
  }

  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    const service = owningService(ctx.path);
    if (!service) return next();
    const proxy = proxies.get(service);
    if (!proxy) throw serviceUnavailable(`The ${service} service is not running yet, so ${ctx.path} is unavailable.`);
    delete ctx.req.headers[IDENTITY_HEADER];
    const user = sessionUser(ctx);
    if (user) ctx.req.headers[IDENTITY_HEADER] = signIdentity(user, identitySecret);
    ctx.req.headers[REQUEST_ID_HEADER] = ctx.state.requestId;
    ctx.respond = false;
    await proxy(ctx.req, ctx.res);
  };
}
