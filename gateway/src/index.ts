import { randomBytes } from 'node:crypto';
import { connect, createLogger, createServiceApp, databaseOutageLog, migrate, type Logger } from '@cobber/kit';
import type Koa from 'koa';
import session from 'koa-session';
import { authRoutes } from './auth/routes.ts';
import { SESSION_COOKIE } from './auth/session.ts';
import { PostgresSessionStore } from './auth/session-store.ts';
import type { GatewaySettings } from './config.ts';
import { publicPages } from './frontends/public-pages.ts';
import { frontendRoutes } from './frontends/static.ts';
import { migrations, SCHEMA } from './migrations.ts';
import { proxyToServices } from './proxy/proxy.ts';
import { gatewayReadiness } from './proxy/readiness.ts';
import { securityHeaders } from './security/headers.ts';
import { requireSameOrigin } from './security/origin.ts';
import { RateLimiter } from './security/rate-limit.ts';

export type { GatewaySettings } from './config.ts';
export { GatewaySettings as GatewaySettingsSchema } from './config.ts';
export { ROUTES, owningService } from './proxy/routing-table.ts';
/** The identity schema and its migrations, in order (backups restore with them). */
export { migrations, SCHEMA } from './migrations.ts';

export interface Gateway {
  app: Koa;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The edge (DESIGN.md §1, §5): sessions, origin check, rate limits, /api routing, static hosting. */
export function createGateway(settings: GatewaySettings, logger: Logger = createLogger('gateway', settings.LOG_LEVEL)): Gateway {
  const db = connect(settings.DATABASE_URL, SCHEMA, undefined, { logger });
  const store = new PostgresSessionStore(db);
  const https = settings.PUBLIC_URL?.startsWith('https:') ?? false;
  const limits = {
    perAddress: new RateLimiter(settings.LOGIN_LIMIT_PER_IP, settings.LOGIN_LIMIT_WINDOW_SECONDS),
    perEmail: new RateLimiter(settings.LOGIN_LIMIT_PER_EMAIL, settings.LOGIN_LIMIT_WINDOW_SECONDS),
  };
  const frontends = frontendRoutes(settings.FRONTENDS_DIR);
  const services = {
    business: settings.BUSINESS_URL,
    quotes: settings.QUOTES_URL,
    invoices: settings.INVOICES_URL,
    payments: settings.PAYMENTS_URL,
  };
  const sessions = (koa: Koa) =>
    session(
      {
        key: SESSION_COOKIE,
        store,
        httpOnly: true,
        sameSite: 'lax',
        secure: https,
        signed: true,
        maxAge: 'session',
        renew: true,
        genid: () => randomBytes(32).toString('base64url'),
      },
      koa,
    );
  const app = createServiceApp({
    name: 'gateway',
    logger,
    // Liveness and readiness under /api, where the edge's probes and the app's calls go.
    probePrefix: '/api',
    ready: gatewayReadiness(db, services),
    outages: databaseOutageLog(db, logger),
    before: [
      securityHeaders({ https }),
      (ctx, next) => sessionMiddleware(ctx, next),
      requireSameOrigin({ sessionCookie: SESSION_COOKIE, publicUrl: settings.PUBLIC_URL }),
    ],
    routers: [authRoutes(db, limits), frontends.router],
    after: [
      proxyToServices({ targets: services, identitySecret: settings.IDENTITY_SECRET, logger }),
      publicPages({ frontendsDir: settings.FRONTENDS_DIR, targets: services, logger }),
      frontends.fallback,
    ],
  });
  app.keys = [settings.SESSION_SECRET];
  app.proxy = settings.TRUST_PROXY;
  const sessionMiddleware = sessions(app);

  let sweeper: NodeJS.Timeout | null = null;
  return {
    app,
    async start() {
      await migrate(db, SCHEMA, migrations);
      sweeper = setInterval(() => void store.deleteExpired().catch((err) => logger.warn({ err }, 'session sweep failed')), 3_600_000);
      sweeper.unref();
    },
    async stop() {
      if (sweeper) clearInterval(sweeper);
      await db.destroy();
    },
  };
}
