import { fieldErrors } from '@cobber/contracts';
import type { Middleware } from 'koa';
import type { z } from 'zod';
import { badRequest } from './errors.ts';

export interface QueryState<T> {
  query: T;
}

/**
 * Parses the query string with a contracts schema and puts the value on `ctx.state.query`;
 * a bad parameter is a 400 naming each (a repeated one is not text either). Parameters the
 * schema does not name are left aside.
 */
export function validateQuery<S extends z.ZodType>(schema: S): Middleware<QueryState<z.infer<S>>> {
  return async (ctx, next) => {
    const result = schema.safeParse(ctx.query);
    if (!result.success) {
      const fields = fieldErrors(result.error);
      throw badRequest(Object.values(fields)[0] ?? 'Invalid query', fields);
    }
    ctx.state.query = result.data;
    await next();
  };
}
