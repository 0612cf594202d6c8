/**
 * Every route that takes a body, and every text field of that body, found in a running
 * app and its contracts schemas (not listed by hand, so a new route or field is covered
 * the day it is added): for tests that send hostile text to all of them.
 */
import type Koa from 'koa';
import type { z } from 'zod';
import { isMultiLineField, REMOVE_CONTROL_CHARACTERS } from '../control-characters.ts';
import type { ApiResponse } from './http.ts';
import type { SchemaChoice } from '../validate.ts';

export interface BodyRoute {
  method: string;
  /** With `:params` as the router has them. */
  path: string;
  schemas: z.ZodType[];
}

export type FieldPath = (string | number)[];

interface RouterLike {
  stack: { methods: string[]; path: string; stack: { bodySchema?: SchemaChoice<z.ZodType> }[] }[];
}

/** A schema chosen by the body's shape is asked for each shape the routes know: with and without `items`. */
function schemasOf(choice: SchemaChoice<z.ZodType>): z.ZodType[] {
  return typeof choice === 'function' ? [...new Set([choice({}), choice({ items: [] })])] : [choice];
}

export function bodyRoutes(app: Koa): BodyRoute[] {
  const routes: BodyRoute[] = [];
  for (const middleware of app.middleware) {
    const router = (middleware as { router?: RouterLike }).router;
    for (const layer of router?.stack ?? []) {
      const validate = layer.stack.find((m) => m.bodySchema !== undefined);
      if (!validate) continue;
      const method = layer.methods.find((m) => m !== 'HEAD') ?? 'POST';
      routes.push({ method, path: layer.path, schemas: schemasOf(validate.bodySchema!) });
    }
  }
  return routes;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The paths of a schema's text fields (`['items', 0, 'description']`), through wrappers, pipes and unions. */
export function textFields(schema: z.ZodType, at: FieldPath = []): FieldPath[] {
  const def = defOf(schema);
  const inner = [def.innerType, def.in, def.left, def.right, ...(def.options ?? [])].filter((s): s is z.ZodType => s !== undefined);
  const found =
    def.type === 'string'
      ? [at]
      : def.type === 'object'
        ? Object.entries(def.shape!).flatMap(([key, field]) => textFields(field, [...at, key]))
        : def.type === 'array'
          ? textFields(def.element!, [...at, 0])
          : inner.flatMap((s) => textFields(s, at));
  const seen = new Set<string>();
  return found.filter((path) => !seen.has(path.join('.')) && seen.add(path.join('.')));
}

/** A body with only `value` at `path`: `{ items: [{ description: value }] }`. */
function bodyWith(path: FieldPath, value: string): unknown {
  return path.reduceRight<unknown>((inner, key) => (typeof key === 'number' ? [inner] : { [key]: inner }), value);
}

/** `/api/quotes/:id/items/:itemId` → the same with fresh UUIDs. */
function withIds(path: string): string {
  return path.replace(/:\w+/g, () => crypto.randomUUID());
}

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

export interface HostileTextReport {
  /** How many requests were sent. */
  sent: number;
  /** Each answer that was not the 400 naming the field (or, for a line break where one is allowed, that named it). */
  wrong: { route: string; field: string; text: string; status: number; fields: unknown }[];
}

/**
 * Sends every text field of every body route of `app`, one at a time: with a NUL (and a
 * DEL), then with a line break. Control characters must answer 400 naming the field;
 * a line break must too, except in a multi-line field.
 */
export async function sendHostileText(app: Koa, call: Call): Promise<HostileTextReport> {
  const report: HostileTextReport = { sent: 0, wrong: [] };
  for (const route of bodyRoutes(app)) {
    for (const field of route.schemas.flatMap((schema) => textFields(schema))) {
      const name = field.join('.');
      for (const text of ['a\u0000b', 'a\u007fb', 'first line\nsecond line']) {
        const { status, body } = await call(route.method, withIds(route.path), bodyWith(field, text));
        report.sent++;
        const named = body?.error?.fields?.[name] === REMOVE_CONTROL_CHARACTERS;
        const expected = text.includes('\n') && isMultiLineField(field) ? !named && status < 500 : status === 400 && named;
        if (!expected) report.wrong.push({ route: `${route.method} ${route.path}`, field: name, text: JSON.stringify(text), status, fields: body?.error?.fields });
      }
    }
  }
  return report;
}
