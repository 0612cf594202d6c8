import { randomBytes } from 'node:crypto';
import { LoginMessages } from '@cobber/contracts';
import { connect, createLogger, createServiceApp, databaseOutageLog, migrate, type Logger } from '@cobber/kit';
import { createMailer, smtpUrlOf } from '@cobber/documents';
import type Koa from 'koa';
import session from 'koa-session';
import type { Accounts } from './auth/accounts.ts';
import { emailConfirmationHandlers } from './auth/email-confirmation.ts';
import { authHandlers } from './auth/handlers.ts';
import { passwordResetHandlers } from './auth/password-reset.ts';
import { SESSION_COOKIE } from './auth/session.ts';
import { sessionCookieKeys } from './auth/session-cookie-keys.ts';
import { PostgresSessionStore } from './auth/session-store.ts';
import { signUpHandlers } from './auth/sign-up.ts';
import type { GatewaySettings } from './config.ts';
import { ownerFirstScreen } from './frontends/first-screen.ts';
import { publicPages } from './frontends/public-pages.ts';
import { frontendRoutes } from './frontends/static.ts';
import { migrations, SCHEMA } from './migrations.ts';
import { openApiHandlers } from './openapi/handlers.ts';
import { gatewayRoutes } from './own-routes.ts';
import { proxyToServices, type InProcessService } from './proxy/proxy.ts';
import { gatewayReadiness } from './proxy/readiness.ts';
import type { ServiceName } from './proxy/routing-table.ts';
import { canonicalApiPath } from './security/canonical-path.ts';
import { securityHeaders } from './security/headers.ts';
import { refuseUnknownMethods } from './security/methods.ts';
import { requireSameOrigin } from './security/origin.ts';
import { requireOwnHost } from './security/own-host.ts';
import { limitPublicCalls, PUBLIC_LIMIT_MESSAGE } from './security/public-limit.ts';
import { RateLimiter } from './security/rate-limit.ts';
import { SignInThrottle } from './security/sign-in-throttle.ts';

export type { GatewaySettings } from './config.ts';
export { GatewaySettings as GatewaySettingsSchema } from './config.ts';
export { ROUTES, owningService, type ServiceName } from './proxy/routing-table.ts';
export type { InProcessService } from './proxy/proxy.ts';
/** The identity schema and its migrations, in order (backups restore with them). */
export { migrations, SCHEMA } from './migrations.ts';

export interface Gateway {
  app: Koa;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The edge: sessions, origin check, rate limits, /api routing, static hosting. A service
 * given in `inProcess` (the embedded default's, running in this process) is handed its
 * `/api` calls directly; every other goes over HTTP to its `*_URL`.
 */
export function createGateway(
  settings: GatewaySettings,
  logger: Logger = createLogger('gateway', settings.LOG_LEVEL),
  { inProcess = {} }: { inProcess?: Partial<Record<ServiceName, InProcessService>> } = {},
): Gateway {
  const db = connect(settings.DATABASE_URL, SCHEMA, undefined, { logger });
  const store = new PostgresSessionStore(db);
  const https = settings.PUBLIC_URL?.startsWith('https:') ?? false;
  const limits = {
    perAddress: new RateLimiter(settings.LOGIN_LIMIT_PER_IP, settings.LOGIN_LIMIT_WINDOW_SECONDS),
    signIns: new SignInThrottle({
      perEmailAndAddress: settings.LOGIN_LIMIT_PER_EMAIL_AND_IP,
      perEmail: settings.LOGIN_LIMIT_PER_EMAIL,
      windowSeconds: settings.LOGIN_LIMIT_WINDOW_SECONDS,
      maxDelaySeconds: settings.LOGIN_DELAY_MAX_SECONDS,
    }),
    accountMail: new RateLimiter(settings.ACCOUNT_MAIL_LIMIT_PER_EMAIL, 3600, LoginMessages.too_many_emails),
  };
  const publicCalls = new RateLimiter(settings.PUBLIC_LIMIT_PER_IP, settings.PUBLIC_LIMIT_WINDOW_SECONDS, PUBLIC_LIMIT_MESSAGE);
  const running = new Set<Promise<void>>();
  const accounts: Accounts = {
    db,
    store,
    limits,
    requireEmailConfirmation: settings.REQUIRE_EMAIL_CONFIRMATION,
    publicUrl: settings.PUBLIC_URL,
    logger,
    mail: {
      db,
      mailer: createMailer({ smtpUrl: smtpUrlOf(settings), mailboxDir: settings.MAILBOX_DIR, from: settings.MAIL_FROM }),
      // Never the request's Host: a forged one would put someone else's site in a reset link.
      appUrl: settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`,
      logger,
    },
    later(task) {
      const work = task().catch((err: unknown) => logger.error({ err }, 'account mail failed'));
      running.add(work);
      void work.finally(() => running.delete(work));
    },
  };
  const frontends = frontendRoutes(settings.FRONTENDS_DIR);
  const services = {
    business: settings.BUSINESS_URL,
    quotes: settings.QUOTES_URL,
    invoices: settings.INVOICES_URL,
    payments: settings.PAYMENTS_URL,
  };
  const proxy = proxyToServices({
    targets: services,
    identitySecret: settings.IDENTITY_SECRET,
    requireEmailConfirmation: settings.REQUIRE_EMAIL_CONFIRMATION,
    logger,
    inProcess,
  });
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
      requireOwnHost({ publicUrl: settings.PUBLIC_URL, allowedHosts: settings.ALLOWED_HOSTS }),
      refuseUnknownMethods(),
      canonicalApiPath(),
      securityHeaders({ https }),
      // The public origin is https, so a TLS proxy is in front even when it is not trusted
      // to say so (TRUST_PROXY off): the session cookie is Secure all the same. Without
      // this the cookie library refused to set it over the proxy's plain hop (a 500).
      (ctx, next) => {
        if (https) ctx.cookies.secure = true;
        return next();
      },
      // Sends a call `proxy.route` took on to its service, once the session's middleware is done with the response.
      proxy.handOff,
      (ctx, next) => sessionMiddleware(ctx, next),
      requireSameOrigin({ sessionCookie: SESSION_COOKIE, publicUrl: settings.PUBLIC_URL }),
      limitPublicCalls(publicCalls),
      // Last of the edge's checks and before the gateway's routers: a path a service owns
      // is no path of theirs, so it goes on without being matched against each of them.
      proxy.route,
    ],
    routers: [
      gatewayRoutes({
        ...authHandlers(accounts),
        ...signUpHandlers(accounts),
        ...passwordResetHandlers(accounts),
        ...emailConfirmationHandlers(accounts),
        ...openApiHandlers({ publicUrl: settings.PUBLIC_URL }),
      }),
      frontends.router,
    ],
    after: [
      publicPages({ frontendsDir: settings.FRONTENDS_DIR, targets: services, logger, limiter: publicCalls }),
      ownerFirstScreen({
        frontendsDir: settings.FRONTENDS_DIR,
        targets: services,
        identitySecret: settings.IDENTITY_SECRET,
        requireEmailConfirmation: settings.REQUIRE_EMAIL_CONFIRMATION,
        logger,
      }),
      frontends.fallback,
    ],
  });
  app.keys = sessionCookieKeys([settings.SESSION_SECRET]);
  app.proxy = settings.TRUST_PROXY;
  // Behind the proxy, X-Forwarded-For is `client-claimed…, what the proxy saw`: only the
  // last entry, the one the proxy itself appended, is believed (Koa's default is the first).
  app.maxIpsCount = 1;
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
      await Promise.all(running);
      await db.destroy();
    },
  };
}
