import { badRequest, HttpError, readBody, type Knex, type Logger } from '@cobber/kit';
import { fieldErrors, loginMessageCode, type LoginMessageCode } from '@cobber/contracts';
import type { Context } from 'koa';
import type { z } from 'zod';
import type { RateLimiter } from '../security/rate-limit.ts';
import type { SignInThrottle } from '../security/sign-in-throttle.ts';
import type { AccountMail } from './account-mail.ts';
import type { PostgresSessionStore } from './session-store.ts';

export interface AuthLimits {
  /** Sign-ins, sign-ups and account requests from one client address. */
  perAddress: RateLimiter;
  /** Failed sign-ins: strictly per (email, address), per email by a growing delay. */
  signIns: SignInThrottle;
  /** Requests that mail one address (reset, sign-up, confirmation links), per hour. */
  accountMail: RateLimiter;
}

/** What the account routes share. */
export interface Accounts {
  db: Knex;
  store: PostgresSessionStore;
  mail: AccountMail;
  limits: AuthLimits;
  /** Outside the embedded default: sign-up is email-first and sending needs a confirmed email. */
  requireEmailConfirmation: boolean;
  publicUrl: string | undefined;
  logger: Logger;
  /** Work that must not make the answer slower for an existing account (mail); awaited at stop. */
  later(task: () => Promise<void>): void;
}

/** How an account call ends: for JSON its status and body; for a form post the page it goes to. */
export interface Outcome {
  status: number;
  body: unknown;
  page: string;
}

/** A page with the code of its message (contracts' LoginMessages): the page shows only texts it knows. */
export function withMessage(path: string, name: 'notice' | 'error', code: LoginMessageCode): string {
  return `${path}${path.includes('?') ? '&' : '?'}${name}=${code}`;
}

/** `raw` checked against a contracts schema; 400 naming each bad field. */
export function parseOrRefuse<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields = fieldErrors(parsed.error);
  throw badRequest(Object.values(fields)[0] ?? 'Invalid request', fields);
}

/** The request's body as sent: a form post or JSON, small. */
export function readAccountBody(ctx: Context): Promise<unknown> {
  return readBody(ctx, { limit: 16 * 1024, allowForm: true });
}

/** The request's body, as sent and as checked against the schema. */
export async function accountBody<S extends z.ZodType>(ctx: Context, schema: S): Promise<{ raw: unknown; value: z.infer<S> }> {
  const raw = await readAccountBody(ctx);
  return { raw, value: parseOrRefuse(schema, raw) };
}

/**
 * Answers an account call as the sign-in does: a form post goes on to a
 * page with 303 — the outcome's, or `failedPage` with the code of a refusal's message; JSON
 * answers the outcome, or the refusal's status and message.
 */
export async function answerAccountCall(ctx: Context, run: () => Promise<Outcome>, failedPage: (code: LoginMessageCode) => string): Promise<void> {
  const isForm = ctx.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';
  try {
    const outcome = await run();
    if (isForm) {
      ctx.status = 303;
      ctx.redirect(outcome.page);
    } else {
      ctx.status = outcome.status;
      ctx.body = outcome.body;
    }
  } catch (error) {
    if (!isForm || !(error instanceof HttpError)) throw error;
    ctx.set(error.headers);
    ctx.status = 303;
    ctx.redirect(failedPage(loginMessageCode(error.message)));
  }
}
