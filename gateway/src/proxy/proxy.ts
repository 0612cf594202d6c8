import { Agent, ServerResponse, type IncomingMessage } from 'node:http';
import { ErrorCode, type ErrorBody } from '@cobber/contracts';
import { CLIENT_ADDRESS_HEADER, IDENTITY_HEADER, OUTAGE_RETRY_AFTER_SECONDS, REQUEST_ID_HEADER, serviceUnavailable, ThrottledLog, type Logger } from '@cobber/kit';
import { createProxyMiddleware, debugProxyErrorsPlugin, loggerPlugin, proxyEventsPlugin, type Plugin, type RequestHandler } from 'http-proxy-middleware';
import type { Middleware } from 'koa';
import { assertedOwner, sessionUser } from '../auth/session.ts';
import { assertionSigner } from './assertions.ts';
import { proxyLogger } from './proxy-log.ts';
import { isOwnerCall, owningService, type ServiceName } from './routing-table.ts';

/**
 * An owner's answers are theirs alone: no cache keeps them, the browser's own included (a
 * shared computer, a phone handed over). A list's ETag still answers 304 to a caller that
 * sends it back; only a cache copy is given up.
 */
export const OWNER_CACHE_CONTROL = 'private, no-store';

/**
 * A service that cannot be reached is unavailable for now (503, as a service answers
 * during its own database outage), not a broken gateway: the client may try again.
 */
function answerUnreachable(res: ServerResponse, service: ServiceName): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body: ErrorBody = {
    error: { code: ErrorCode.unavailable, message: `The ${service} service did not answer. Please try again in a minute.` },
  };
  res.writeHead(503, { 'content-type': 'application/json', 'retry-after': String(OUTAGE_RETRY_AFTER_SECONDS) });
  res.end(JSON.stringify(body));
}

/** http-proxy-middleware's logger plugin, listening for errors only. */
const proxyErrorLine: Plugin = (proxyServer, options) => {
  type Listener = Parameters<typeof proxyServer.on<'error'>>[1];
  const errorsOnly = { on: (event: string, listener: Listener) => (event === 'error' ? proxyServer.on('error', listener) : proxyServer) };
  loggerPlugin(errorsOnly as unknown as typeof proxyServer, options);
};

/**
 * A service running in the gateway's own process (the embedded default): its Koa app's
 * request handler (`app.callback()`), handed the request as the HTTP hop would deliver it.
 */
export type InProcessService = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * `writeHead` for an owner's answer, proxied or from an in-process service: its
 * Cache-Control made ours over whatever the service set. Node writes every head through
 * `writeHead`, whoever set the headers before (the proxy copies the service's with
 * `setHeader`, Koa sets its own; `res.end` and the first `write` call it). One function
 * for every such answer, so a call allocates nothing for it.
 */
function writeOwnerHead(this: ServerResponse, ...args: unknown[]): ServerResponse {
  this.setHeader('cache-control', OWNER_CACHE_CONTROL);
  return (ServerResponse.prototype.writeHead as (...all: unknown[]) => ServerResponse).apply(this, args);
}

/** How a call goes on to its service: the proxy over HTTP, or an in-process service's handler. */
type Send = (req: IncomingMessage, res: ServerResponse) => Promise<unknown>;

/** Where `route` leaves how the call goes on, for `handOff` to send it (ctx.state, not a WeakMap: nothing for the GC to track). */
const HAND_OFF = 'sendToService';

const unreachable = (service: ServiceName) => ({
  kind: service,
  what: `the ${service} service is unreachable`,
  over: `the ${service} service answers again`,
});

/**
 * Sends each /api request to the service that owns it (routing-table.ts), with the
 * client's identity header removed and the gateway's signed assertion added when the
 * session is signed in, and the client's address as the gateway saw it. Paths of
 * services not deployed yet answer 503; a service that does not answer gives 503 too,
 * and its own answers (a 503 with its message during an outage) pass through as they are.
 *
 * A service in `inProcess` (the embedded default runs them all in this process) is handed
 * the request itself, with the same headers, and answers on the client's own connection:
 * no loopback hop, whose parsing and copying cost as much CPU as the gateway's checks.
 *
 * `route`, after the edge's checks, decides where a call goes and sets its headers;
 * `handOff`, before the session's middleware, sends it once the rest of the gateway's
 * chain is done with the response. A remembered session past half its life is renewed
 * then, with a cookie the service's answer would otherwise have been written ahead of.
 */
export function proxyToServices({
  targets,
  identitySecret,
  requireEmailConfirmation,
  logger,
  inProcess = {},
}: {
  targets: Partial<Record<ServiceName, string>>;
  /** Services in this very process, called directly rather than over HTTP (their `targets` stay for everything else). */
  inProcess?: Partial<Record<ServiceName, InProcessService>>;
  identitySecret: string;
  /** Whether the assertion tells an unconfirmed email as such (else every owner counts as confirmed). */
  requireEmailConfirmation: boolean;
  logger: Logger;
}): { route: Middleware; handOff: Middleware } {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const assertion = assertionSigner(identitySecret);
  const failures = new ThrottledLog(logger, { unit: 'requests refused' });
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
        logger: proxyLogger(logger),
        // The default plugins, the logger's error line kept but not its line for every
        // exchange (a URL and a format a request, for the debug level to drop; the access
        // log has the request already). The error answer is ours (`on.error`).
        ejectPlugins: true,
        plugins: [debugProxyErrorsPlugin, proxyEventsPlugin, proxyErrorLine],
        on: {
          proxyRes: () => failures.recovered(service),
          error: (err, _req, res) => {
            failures.failed(unreachable(service), err, { service });
            if ('writeHead' in res) answerUnreachable(res, service);
            else res.destroy();
          },
        },
      }),
    );
  }

  const handOff: Middleware = async (ctx, next) => {
    try {
      await next();
    } finally {
      const send: Send | undefined = ctx.state[HAND_OFF];
      // Neither rejects: the proxy answers its own errors (`on.error`), a Koa handler with its chain.
      if (send) await send(ctx.req, ctx.res);
    }
  };
  const route: Middleware = async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    const service = owningService(ctx.path);
    if (!service) return next();
    const proxy = proxies.get(service);
    const local = inProcess[service];
    if (!proxy && !local) throw serviceUnavailable(`The ${service} service is not running yet, so ${ctx.path} is unavailable.`);
    delete ctx.req.headers[IDENTITY_HEADER];
    const user = sessionUser(ctx);
    if (user) ctx.req.headers[IDENTITY_HEADER] = assertion(assertedOwner(user, requireEmailConfirmation));
    // The client's address by the gateway's own rules (TRUST_PROXY), over any copy sent.
    ctx.req.headers[CLIENT_ADDRESS_HEADER] = ctx.ip;
    ctx.req.headers[REQUEST_ID_HEADER] = ctx.state.requestId;
    // Over whatever the service says: the rule is the edge's, one place for every service.
    if (isOwnerCall(ctx.method, ctx.path)) ctx.res.writeHead = writeOwnerHead as ServerResponse['writeHead'];
    ctx.respond = false;
    ctx.state[HAND_OFF] = local ?? proxy;
  };
  return { route, handOff };
}
