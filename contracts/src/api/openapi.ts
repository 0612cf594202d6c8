import { z } from 'zod';
import { ErrorBody } from '../errors.ts';
import { openApiPath, pathParams } from './paths.ts';
import { API_ROUTES, type ApiAnswer, type ApiRoute } from './routes.ts';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1). */
export type JsonSchema = { [keyword: string]: unknown };

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }>; headers?: Record<string, { schema: JsonSchema }> }>;
  /** Who may call it: `owner`, `public` (a client's signed-out call) or `open`. */
  'x-cobber-access': ApiRoute['access'];
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, unknown> };
}

interface Def {
  type: string;
  format?: string;
  out?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
}
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** The string format a pipe ends in (`z.string().trim().pipe(z.email())` is an email; a date or an instant, a date). */
function formatAtEnd(schema: z.ZodType | undefined): string | undefined {
  const def = schema && defOf(schema);
  if (!def) return undefined;
  if (def.type === 'string') return def.format;
  return formatAtEnd(def.out ?? def.innerType ?? def.options?.[0]);
}

/** Puts the format a text is checked for on its strings, which the input side of a pipe leaves out. */
function withFormat(json: JsonSchema, format: string): void {
  if (json.type === 'string') json.format ??= format;
  for (const member of (json.anyOf as JsonSchema[] | undefined) ?? []) withFormat(member, format);
}

/**
 * A request schema as what may be sent (`input`: "12.50" or 12.5 for money), a response
 * schema as what is answered (`output`). What JSON Schema cannot say (a refinement, a
 * transform's rule) is left to the route, which answers 400 naming the field.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const def = defOf(zodSchema);
      const format = def.type === 'pipe' ? formatAtEnd(def.out) : undefined;
      if (io === 'input' && format) withFormat(jsonSchema as JsonSchema, format);
    },
  }) as JsonSchema;
  return rest;
}

/** `POST /api/quotes/:id/send` → `postApiQuotesIdSend`. */
export function operationId(route: Pick<ApiRoute, 'method' | 'path'>): string {
  const words = route.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return [route.method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

function requestBody(route: ApiRoute): OpenApiOperation['requestBody'] {
  if (route.body) {
    const schema = jsonSchemaOf(route.body, 'input');
    // The spec's "empty body" calls: a body that may be left out entirely.
    const required = !route.body.safeParse({}).success;
    return { required, content: { [JSON_TYPE]: { schema }, ...(route.form ? { [FORM_TYPE]: { schema } } : {}) } };
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
  const byStatus: OpenApiOperation['responses'] = {};
  for (const answer of route.answers) {
    const response = (byStatus[answer.status] ??= { description: described(answer) });
    if (answer.json) (response.content ??= {})[JSON_TYPE] = { schema: jsonSchemaOf(answer.json, 'output') };
    if (answer.file) (response.content ??= {})[answer.file] = { schema: { type: 'string', contentMediaType: answer.file } };
    if (answer.redirect) response.headers = { Location: { schema: { type: 'string' } } };
  }
  byStatus.default = {
    description: 'Refused (4xx: the fields at fault under error.fields) or unavailable for now (503)',
    content: { [JSON_TYPE]: { schema: jsonSchemaOf(ErrorBody, 'output') } },
  };
  return byStatus;
}

/** Each query parameter of the route's query schema, as it may be sent (refinements are the route's to check). */
function queryParameters(route: ApiRoute): OpenApiOperation['parameters'] {
  if (!route.query) return [];
  const schema = jsonSchemaOf(route.query, 'input');
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(schema.properties as Record<string, JsonSchema>).map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property }));
}

function operation(route: ApiRoute): OpenApiOperation {
  const body = requestBody(route);
  return {
    operationId: operationId(route),
    summary: route.summary,
    tags: [route.service],
    security: route.access === 'owner' ? [{ session: [] }] : [],
    parameters: [
      ...pathParams(route.path).map((name) => ({ name, in: 'path' as const, required: true, schema: jsonSchemaOf(route.params?.[name] ?? z.uuid(), 'input') })),
      ...queryParameters(route),
    ],
    ...(body ? { requestBody: body } : {}),
    responses: responses(route),
    'x-cobber-access': route.access,
  };
}

/**
 * Every route of the API as one OpenAPI 3.1 document (DESIGN.md §6), made from the route
 * table and the contracts' zod schemas, so it says what the routes do and nothing else.
 */
export function openApiDocument({ sessionCookie, version = '1' }: { sessionCookie: string; version?: string }, routes: ApiRoute[] = API_ROUTES): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation(route);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cobber',
      version,
      description:
        'Quotes, invoices, deposits and receipts for tradies. Owner calls need the session cookie of a sign-in (POST /api/login) and, when they change anything, an Origin of the app itself; public calls are what a client opens from a link, signed out.',
    },
    paths,
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: sessionCookie } } },
  };
}
