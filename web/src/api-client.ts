import type { z } from 'zod';
import type { ApiRouteTable } from '@cobber/contracts/api';
import { apiFetch, type ApiRequest, type ResponseSchema } from './api.ts';

// A client typed from the contract's route table: a call names its route as the table
// writes it ("POST /api/quotes/:id/send") and gets that route's parameters, body, query
// and answer as types. Only the table's type is imported, so no schema is bundled that
// the screen does not use itself; at run time a call only fills in the path.

type Route = ApiRouteTable[number];

/** A route of the table as a call names it: `"GET /api/quotes/:id"`. */
export type ApiRouteKey = KeyOf<Route>;
type KeyOf<Each> = Each extends Route ? `${Each['method']} ${Each['path']}` : never;

type RouteAt<K extends ApiRouteKey> = K extends `${infer Method} ${infer Path}` ? Extract<Route, { method: Method; path: Path }> : never;

/** The names of a path's parameters: `'id' | 'itemId'` for `/api/quotes/:id/items/:itemId`. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsOf<R extends Route> = [ParamNames<R['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<R['path']>, string> };

type QueryOf<R extends Route> = R extends { query: infer Query extends z.ZodType } ? { query?: z.input<Query> } : { query?: undefined };

type BodyOf<R extends Route> = R extends { body: infer Body extends z.ZodType }
  ? undefined extends z.input<Body>
    ? { body?: z.input<Body> }
    : { body: z.input<Body> }
  : R extends { upload: 'multipart/form-data' }
    ? { body: FormData }
    : { body?: undefined };

type FirstJson<Answers> = Answers extends readonly [infer First, ...infer Rest]
  ? First extends { json: infer Json extends z.ZodType }
    ? z.output<Json>
    : FirstJson<Rest>
  : undefined;

/** What a route answers when it succeeds: its first JSON answer, or nothing (a 204). */
export type ApiAnswerOf<K extends ApiRouteKey> = FirstJson<RouteAt<K>['answers']>;

/** Where a route is: its path's parameters and its query string. */
export type ApiPlace<K extends ApiRouteKey> = ParamsOf<RouteAt<K>> & QueryOf<RouteAt<K>>;

/** A call of a route: where, the body it takes, and the request's own options. */
export type ApiCall<K extends ApiRouteKey> = ApiPlace<K> & BodyOf<RouteAt<K>> & Pick<ApiRequest<unknown>, 'signal' | 'headers'>;

/** The second argument may be left out when nothing in it is required. */
type Optional<Argument> = object extends Argument ? [argument?: Argument] : [argument: Argument];

/** The path of a route with its parameters and query filled in, for a link, an image or a download. */
export function apiPath<K extends ApiRouteKey>(key: K, ...[place]: Optional<ApiPlace<K>>): string {
  const { params, query } = (place ?? {}) as { params?: Record<string, string>; query?: Record<string, unknown> };
  const template = key.slice(key.indexOf(' ') + 1);
  const path = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params![name]!));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Calls a route of the table with the session cookie. With a `schema` the answer is
 * checked by it and typed as it; without, it is typed as the route's answer, as read.
 */
export function api<K extends ApiRouteKey, T>(key: K, call: ApiCall<K> & { schema: ResponseSchema<T> }): Promise<T>;
export function api<K extends ApiRouteKey>(key: K, ...[call]: Optional<ApiCall<K>>): Promise<ApiAnswerOf<K>>;
export function api(key: ApiRouteKey, call: Partial<ApiCall<ApiRouteKey>> & { schema?: ResponseSchema<unknown> } = {}): Promise<unknown> {
  const method = key.slice(0, key.indexOf(' ')) as NonNullable<ApiRequest<unknown>['method']>;
  const { body, schema, signal, headers } = call as ApiRequest<unknown>;
  return apiFetch(apiPath(key, call as never), { method, body, schema, signal, headers });
}
