import { createHmac } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { startNodeProcess } from '@cobber/kit/testing';
import pg from 'pg';

/** The fake OpenAI server lives in the kit: the quotes service's voice-note tests use it too. */
export { startFakeOpenAi } from '@cobber/kit/testing';

export const MAIN = path.resolve(import.meta.dirname, '../main.ts');
export const STARTER = path.resolve(import.meta.dirname, '../../../scripts/start-distributed.ts');
export const READY = /Cobber is running at (\S+)/;

/** A folder of its own under .cache (PostgreSQL's own user can reach it when run as root). */
export async function scratchFolder(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = path.resolve(`.cache/settings-${crypto.randomUUID().slice(0, 8)}`);
  await mkdir(dir, { recursive: true });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** `npm start`'s launcher (or another starter) with these settings, expected to stop: its exit code and all it printed. */
export async function refusedStart(env: Record<string, string>, entry = MAIN): Promise<{ code: number | null; output: string }> {
  const app = startNodeProcess(entry, { LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', ...env });
  const exited = await Promise.race([app.exited, new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 20_000))]);
  if (exited === 'running') {
    await app.kill('SIGKILL');
    return { code: null, output: app.lines.join('\n') };
  }
  return { code: exited, output: app.lines.join('\n') };
}

/**
 * Someone calling the app over HTTP: from a given client address (X-Forwarded-For, as a
 * proxy would say), keeping the session cookie it is given.
 */
export function visitor(base: string, headers: Record<string, string> = {}) {
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) => {
    const form = body instanceof FormData;
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        origin: base,
        ...headers,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
        ...extra,
      },
      body: body === undefined ? null : form ? body : JSON.stringify(body),
    });
    const set = response.headers.getSetCookie();
    if (set.length > 0) cookie = set.map((c) => c.split(';')[0]).join('; ');
    return response;
  };
  return { call, cookies: () => cookie };
}

/** The `Stripe-Signature` header Stripe puts on a webhook (HMAC-SHA256 of `t.payload`). */
export function stripeSignature(payload: string, secret: string): string {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
}

/** One query against a database, for what only the database shows. */
export async function queryDatabase<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}
