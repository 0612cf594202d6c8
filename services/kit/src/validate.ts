import { fieldErrors } from '@cobber/contracts';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { readBody } from './body.ts';
import { badRequest, notFound } from './errors.ts';

export interface BodyState<T> {
  body: T;
}

export type SchemaChoice<S extends z.ZodType> = S | ((raw: unknown) => S);

/** A body-validating middleware keeps its schema, so tests can list what each route takes. */
export type ValidateBodyMiddleware<S extends z.ZodType> = Middleware<BodyState<z.infer<S>>> & { bodySchema: SchemaChoice<S> };

/**
 * Parses the body with a contracts schema and puts the value on `ctx.state.body`.
 * `schema` may also be a function choosing the schema by the body's shape. Control
 * characters are refused before the schema runs (readBody).
 */
export function validateBody<S extends z.ZodType>(schema: SchemaChoice<S>, options: { limit?: number } = {}): ValidateBodyMiddleware<S> {
  const middleware: Middleware<BodyState<z.infer<S>>> = async (ctx, next) => {
    const raw = await readBody(ctx, options);
    const result = (typeof schema === 'function' ? schema(raw) : schema).safeParse(raw);
    if (!result.success) {
      const fields = fieldErrors(result.error);
      const first = Object.values(fields)[0] ?? 'Invalid request';
      throw badRequest(first, fields);
    }
    ctx.state.body = result.data;
    await next();
  };
  return Object.assign(middleware, { bodySchema: schema });
}

const uuid = z.uuid();

/** Route ids are UUIDs; anything else cannot name a record, so it is a 404. */
export function requireUuidParams(...names: string[]): Middleware {
  return async (ctx, next) => {
    const params = (ctx as unknown as { params: Record<string, string> }).params;
    for (const name of names) {
      if (!uuid.safeParse(params[name]).success) throw notFound();
    }
    await next();
  };
}
