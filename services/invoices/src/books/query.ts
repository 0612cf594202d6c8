import { fieldErrors } from '@cobber/contracts';
import { badRequest, type OwnerState } from '@cobber/kit';
import type { RouterContext } from '@koa/router';
import type { Middleware } from 'koa';
import type { z } from 'zod';

export interface QueryState<T> {
  query: T;
}

/** What a books handler is given: the signed-in owner and, after `validateQuery`, the query. */
export type BooksContext<Query> = RouterContext<OwnerState & QueryState<Query>>;

/**
 * Parses the query string with a contracts schema and puts the value on `ctx.state.query`;
 * a bad or missing parameter is a 400 naming each (a repeated one is not a date either).
 * Parameters the schema does not name are left aside.
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
