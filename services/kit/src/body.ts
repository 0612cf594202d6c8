import type { Context } from 'koa';
import { refuseControlCharacters } from './control-characters.ts';
import { badRequest, payloadTooLarge, unsupportedMediaType } from './errors.ts';

export const DEFAULT_JSON_LIMIT = 100 * 1024;

/** The body as sent, at most `limit` bytes (a signed webhook is verified on these bytes). */
export async function readRaw(ctx: Context, limit: number): Promise<Buffer> {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limit) throw payloadTooLarge(`Request body is larger than ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw payloadTooLarge(`Request body is larger than ${limit} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a JSON body (or an urlencoded form when `allowForm`), at most `limit` bytes.
 * An empty body reads as `{}` so the original API's "empty body" calls work. Control
 * characters answer 400 naming the field (control-characters.ts), whoever reads it.
 */
export async function readBody(ctx: Context, { limit = DEFAULT_JSON_LIMIT, allowForm = false } = {}): Promise<unknown> {
  const body = parseBody(ctx, await readRaw(ctx, limit), allowForm);
  refuseControlCharacters(body);
  return body;
}

function parseBody(ctx: Context, raw: Buffer, allowForm: boolean): unknown {
  if (raw.length === 0) return {};
  if (ctx.is('application/json')) {
    try {
      return JSON.parse(raw.toString('utf8'));
    } catch {
      throw badRequest('Request body is not valid JSON');
    }
  }
  if (allowForm && ctx.is('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
  }
  throw unsupportedMediaType('Send the request body as application/json');
}
