import { z } from 'zod';
import { ErrorBody } from '../errors.ts';
import { cleanValueSchema, jsonSchemaOf, type JsonSchema } from './json-schema.ts';
import { openApiPath, pathParams } from './paths.ts';
import { REFUSAL_MEANINGS, refusalsOf } from './refusals.ts';
import { API_ROUTES, type ApiAnswer, type ApiRoute } from './routes.ts';

export { jsonSchemaOf, type JsonSchema } from './json-schema.ts';

type Header = { description?: string; required?: boolean; schema: JsonSchema };
type Response = { description: string; content?: Record<string, { schema: JsonSchema }>; headers?: Record<string, Header> };
type Parameter = { name: string; in: 'path' | 'query' | 'header'; required: boolean; description?: string; schema: JsonSchema };

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters: Parameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, Response | { $ref: string }>;
  /** Who may call it: `owner`, `public` (a client's signed-out call) or `open`. */
  'x-cobber-access': ApiRoute['access'];
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, unknown>; responses: Record<string, Response>; schemas: Record<string, JsonSchema> };
}

export interface OpenApiOptions {
  /** The session cookie's name; its signature is the cookie of the same name with `.sig`. */
  sessionCookie: string;
  /** Where the API is (the public URL, or the origin it was asked at): the document's server and the Origin a change must carry. */
  serverUrl?: string;
  version?: string;
  /** The day the document is made for: a payment date is never after it. */
  now?: Date;
}

/** `POST /api/quotes/:id/send` → `postApiQuotesIdSend`. */
export function operationId(route: Pick<ApiRoute, 'method' | 'path'>): string {
  const words = route.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return [route.method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';
const RETRY_AFTER: Record<string, Header> = { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'string', pattern: '^\\d+$' } } };
const ETAG: Record<string, Header> = { ETag: { description: 'The version of the list; send it back as If-None-Match', schema: { type: 'string' } } };

/**
 * The same fields posted by a browser's form: every value is text, and every form post is
 * answered with a redirect (to the app, with `?error=` naming what was wrong), so none is
 * refused for its fields.
 */
function formOf(schema: JsonSchema): JsonSchema {
  const fields = Object.keys((schema.properties as JsonSchema | undefined) ?? {});
  return { type: 'object', properties: Object.fromEntries(fields.map((field) => [field, { type: 'string' }])) };
}

function requestBody(route: ApiRoute, now: Date): OpenApiOperation['requestBody'] {
  if (route.body) {
    const schema = jsonSchemaOf(route.body, 'input', now);
    // The original API's "empty body" calls: a body that may be left out entirely.
    const required = !route.body.safeParse({}).success;
    return { required, content: { [JSON_TYPE]: { schema }, ...(route.form ? { [FORM_TYPE]: { schema: formOf(schema) } } : {}) } };
  }
  if (route.upload === 'multipart/form-data') {
    const schema = { type: 'object', properties: { logo: { type: 'string', contentMediaType: 'image/*' } }, required: ['logo'] };
    return { required: true, content: { [route.upload]: { schema } } };
  }
  if (route.upload) return { required: true, content: { [route.upload]: { schema: { type: 'string' } } } };
  return undefined;
}

function described(answer: ApiAnswer): string {
  if (answer.redirect) return 'A redirect, for a form post or a followed link';
  if (answer.file) return `The file (${answer.file})`;
  return answer.status === 204 ? 'Done; nothing to answer' : 'Done';
}

function responses(route: ApiRoute): OpenApiOperation['responses'] {
  const byStatus: Record<string, Response> = {};
  for (const answer of route.answers) {
    const response = (byStatus[answer.status] ??= { description: described(answer) });
    if (answer.json) (response.content ??= {})[JSON_TYPE] = { schema: jsonSchemaOf(answer.json, 'output') };
    if (answer.file) (response.content ??= {})[answer.file] = { schema: { type: 'string', contentMediaType: answer.file } };
    if (answer.redirect) response.headers = { Location: { schema: { type: 'string' } } };
    if (route.etag && answer.status === 200) response.headers = ETAG;
  }
  if (route.etag) byStatus[304] = { description: 'Unchanged since the ETag sent as If-None-Match', headers: ETAG };
  const refusals = refusalsOf(route).map((status) => [status, { $ref: `#/components/responses/${REFUSED}${status}` }]);
  return { ...byStatus, ...Object.fromEntries(refusals) };
}

const REFUSED = 'Refused';

/** Each refusal once, for the operations to point at: the one error body, and when to try again. */
function refusalResponses(): Record<string, Response> {
  const content = { [JSON_TYPE]: { schema: jsonSchemaOf(ErrorBody, 'output') } };
  return Object.fromEntries(
    Object.entries(REFUSAL_MEANINGS).map(([status, description]) => [
      `${REFUSED}${status}`,
      { description, content, ...(status === '429' || status === '503' ? { headers: RETRY_AFTER } : {}) },
    ]),
  );
}

/** Each query parameter of the route's query schema, as it may be sent. */
function queryParameters(route: ApiRoute, now: Date): Parameter[] {
  if (!route.query) return [];
  const schema = jsonSchemaOf(route.query, 'input', now);
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(schema.properties as Record<string, JsonSchema>).map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property }));
}

/** The headers a call carries: the app's Origin on an owner's change, If-None-Match where an ETag is served. */
function headerParameters(route: ApiRoute, origin: string | undefined): Parameter[] {
  const headers: Parameter[] = [];
  if (route.access === 'owner' && route.method !== 'GET') {
    headers.push({
      name: 'Origin',
      in: 'header',
      required: true,
      description: "The app's own origin: a signed-in change without it (or from another site) is refused with 403",
      schema: origin ? { type: 'string', const: origin } : { type: 'string', format: 'uri' },
    });
  }
  if (route.etag) headers.push({ name: 'If-None-Match', in: 'header', required: false, description: 'The ETag of the copy held: 304 when unchanged', schema: { type: 'string' } });
  return headers;
}

function operation(route: ApiRoute, origin: string | undefined, now: Date): OpenApiOperation {
  const body = requestBody(route, now);
  return {
    operationId: operationId(route),
    summary: route.summary,
    tags: [route.service],
    security: route.access === 'owner' ? [{ session: [], sessionSignature: [] }] : [],
    parameters: [
      ...pathParams(route.path).map((name) => ({ name, in: 'path' as const, required: true, schema: jsonSchemaOf(route.params?.[name] ?? z.uuid(), 'input') })),
      ...queryParameters(route, now),
      ...headerParameters(route, origin),
    ],
    ...(body ? { requestBody: body } : {}),
    responses: responses(route),
    'x-cobber-access': route.access,
  };
}

/**
 * Every route of the API as one OpenAPI 3.1 document, made from the route
 * table and the contracts' zod schemas, so it says what the routes do and nothing else:
 * every rule a field is held to, every way a call is refused.
 */
export function openApiDocument({ sessionCookie, serverUrl, version = '1', now = new Date() }: OpenApiOptions, routes: readonly ApiRoute[] = API_ROUTES): OpenApiDocument {
  const origin = serverUrl ? new URL(serverUrl).origin : undefined;
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation(route, origin, now);
  const cookie = (name: string, description: string) => ({ type: 'apiKey', in: 'cookie', name, description });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cobber',
      version,
      description:
        "Quotes, invoices, deposits and receipts for tradies. Owner calls need the two cookies a sign-in (POST /api/login) sets, the session and its signature, and when they change anything an Origin of the app itself; public calls are what a client opens from a link, signed out.",
    },
    ...(origin ? { servers: [{ url: origin }] } : {}),
    paths,
    components: {
      securitySchemes: {
        session: cookie(sessionCookie, 'The session a sign-in sets; sent together with its signature'),
        sessionSignature: cookie(`${sessionCookie}.sig`, "The session cookie's signature, set beside it"),
      },
      responses: refusalResponses(),
      schemas: { CleanValue: cleanValueSchema() },
    },
  };
}
