/**
 * Text arrives clean or not at all: a NUL or another control character in a
 * body, a query string or a path answers 400 naming where it is, before any code (or
 * PostgreSQL, which refuses NUL in text with a 500) sees it.
 *
 * Line breaks and tabs are allowed only in the fields people type paragraphs into (the
 * app's text areas: descriptions, notes, addresses, terms, messages), named by contracts'
 * MULTI_LINE_FIELDS (which the API document's patterns follow too). Every other field,
 * names and emails included, is one line.
 */
import { MULTI_LINE_FIELDS } from '@cobber/contracts';
import type { Middleware } from 'koa';
import { badRequest } from './errors.ts';

export const REMOVE_CONTROL_CHARACTERS = 'Remove control characters from this field';

const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_BUT_LINE_BREAKS_AND_TABS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** A control character as a URL carries it (a raw one never passes Node's HTTP parser). */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

/** Whether a field (by its path in a body) may hold line breaks and tabs. */
export function isMultiLineField(path: readonly (string | number)[]): boolean {
  const field = path.findLast((part) => typeof part === 'string');
  return field !== undefined && MULTI_LINE_FIELDS.has(field);
}

interface Place {
  parent: Place | null;
  key: string | number;
  /** The nearest field name up the path (an array element is its array's field). */
  field: string | null;
}

function pathOf(place: Place | null): string {
  const parts: (string | number)[] = [];
  for (let at = place; at; at = at.parent) parts.push(at.key);
  return parts.length > 0 ? parts.reverse().join('.') : '_';
}

/**
 * Where a parsed JSON or form body has control characters: `{ 'items.0.title': message }`,
 * keys included. Walked with a list and parent links (no recursion, no copied paths), so
 * it stays linear at any depth JSON.parse accepts.
 */
export function controlCharacterFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  const pending: { value: unknown; place: Place | null }[] = [{ value: body, place: null }];
  while (pending.length > 0) {
    const { value, place } = pending.pop()!;
    if (typeof value === 'string') {
      const multiLine = place?.field != null && MULTI_LINE_FIELDS.has(place.field);
      if ((multiLine ? CONTROL_BUT_LINE_BREAKS_AND_TABS : ANY_CONTROL).test(value)) fields[pathOf(place)] = REMOVE_CONTROL_CHARACTERS;
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => pending.push({ value: item, place: { parent: place, key: i, field: place?.field ?? null } }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const here: Place = { parent: place, key, field: key };
        if (ANY_CONTROL.test(key)) fields[pathOf(here)] = REMOVE_CONTROL_CHARACTERS;
        else pending.push({ value: item, place: here });
      }
    }
  }
  return fields;
}

/** Throws the 400 when a body has control characters where they are not allowed. */
export function refuseControlCharacters(body: unknown): void {
  const fields = controlCharacterFields(body);
  if (Object.keys(fields).length > 0) throw badRequest(REMOVE_CONTROL_CHARACTERS, fields);
}

/**
 * The same for the URL: a query parameter is named by its name; a route parameter (an
 * id in the path) as `path`, since no route has been matched yet.
 */
export function refuseControlCharactersInUrl(): Middleware {
  return async (ctx, next) => {
    const fields: Record<string, string> = {};
    if (ENCODED_CONTROL.test(ctx.path)) fields.path = REMOVE_CONTROL_CHARACTERS;
    if (ENCODED_CONTROL.test(ctx.querystring)) {
      for (const [name, value] of new URLSearchParams(ctx.querystring)) {
        if (ANY_CONTROL.test(name) || ANY_CONTROL.test(value)) fields[ANY_CONTROL.test(name) ? 'query' : name] = REMOVE_CONTROL_CHARACTERS;
      }
    }
    if (Object.keys(fields).length > 0) throw badRequest(REMOVE_CONTROL_CHARACTERS, fields);
    await next();
  };
}
