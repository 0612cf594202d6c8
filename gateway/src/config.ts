import { settings } from '@cobber/kit';
import { z } from 'zod';

const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());

export const GatewaySettings = z.object({
  PORT: settings.port(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: settings.databaseUrl(),
  IDENTITY_SECRET: settings.secret(),
  SESSION_SECRET: settings.secret(),
  /** The app's own origin as users reach it; decides Secure cookies, HSTS and the origin check. */
  PUBLIC_URL: optionalUrl,
  /** Set behind a TLS-terminating proxy so X-Forwarded-Proto and -For are believed. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  BUSINESS_URL: optionalUrl,
  QUOTES_URL: optionalUrl,
  INVOICES_URL: optionalUrl,
  PAYMENTS_URL: optionalUrl,
  /** Where the built shell and microfrontends are (each package's dist/). */
  FRONTENDS_DIR: z.string().default('.'),
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(10),
  LOGIN_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  LOG_LEVEL: settings.logLevel(),
});
export type GatewaySettings = z.infer<typeof GatewaySettings>;
