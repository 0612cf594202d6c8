import { z } from 'zod';
import { MULTI_LINE_FIELDS, textPattern } from '../fields.ts';
import { AUSTRALIAN_TIME_ZONES, addDays, dayPattern, digitsBetween, FROM_THIS_MONTH, PAYMENT_DAYS, TIME_WITH_OFFSET, todayIn, UNTIL_TODAY } from '../dates.ts';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1). */
export type JsonSchema = { [keyword: string]: unknown };

interface Def {
  type: string;
  format?: string;
  out?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
}
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** The string format a pipe ends in (`z.string().trim().pipe(z.email())` is an email). */
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

/** Formats JSON Schema names; zod's own (`starts_with`…) go, their pattern says it. */
const STANDARD_FORMATS = new Set(['date', 'date-time', 'time', 'duration', 'email', 'idn-email', 'hostname', 'idn-hostname', 'ipv4', 'ipv6', 'uri', 'uri-reference', 'iri', 'iri-reference', 'uuid', 'uri-template', 'json-pointer', 'relative-json-pointer', 'regex']);

/**
 * A payment date as the document can promise it: a plain date up to the earliest today in
 * Australia (a business's today is never before it), and an instant whose written day is a
 * day inside that (an offset moves its day by one at most, in either direction).
 */
export function untilTodayPattern(now: Date): string {
  const today = AUSTRALIAN_TIME_ZONES.map((zone) => todayIn(zone, now)).toSorted()[0]!;
  const dates = dayPattern({ from: PAYMENT_DAYS.from, to: today });
  const instants = dayPattern({ from: addDays(PAYMENT_DAYS.from, 1), to: addDays(today, -1) });
  return `^ *(?:${dates}|(?:${instants})${TIME_WITH_OFFSET}) *$`;
}

/** A card expiry `MM/YY` from the month of `now` on (in the server's clock, as the test card form checks it). */
export function fromThisMonthPattern(now: Date): string {
  const [year, month] = [now.getFullYear() % 100, now.getMonth() + 1];
  const months = (from: number) => digitsBetween(String(from).padStart(2, '0'), '12');
  const later = year < 99 ? [`(?:0[1-9]|1[0-2])\\/(?:${digitsBetween(String(year + 1).padStart(2, '0'), '99')})`] : [];
  return `^(?:(?:${months(month)})\\/${String(year).padStart(2, '0')}${later.map((part) => `|${part}`).join('')})$`;
}

/**
 * The emails zod takes (no leading, trailing or doubled dot before the @, a dotted domain
 * ending in letters), as a pattern without lookarounds, in place of JSON Schema's `email`
 * format, which allows more (quoted names, IP literals). Spaces either side are trimmed.
 */
const EMAIL = "(?:[A-Za-z0-9_'+-]+\\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\\.)+[A-Za-z]{2,}";
/** A required email's text: the email, spaces either side. */
const EMAIL_PATTERN = `^ *${EMAIL} *$`;
/** An optional email's text: empty and spaces alone mean none (optionalEmail in fields.ts). */
const OPTIONAL_EMAIL_PATTERN = `^ *(?:${EMAIL})? *$`;

function tidy(json: JsonSchema, now: Date): void {
  if (typeof json.format === 'string' && !STANDARD_FORMATS.has(json.format)) delete json.format;
  if (json[FROM_THIS_MONTH]) {
    delete json[FROM_THIS_MONTH];
    json.pattern = fromThisMonthPattern(now);
  }
  if (json[UNTIL_TODAY]) {
    delete json[UNTIL_TODAY];
    json.pattern = untilTodayPattern(now);
  }
}

/** Where the document keeps "any JSON value whose texts and names hold no control characters". */
export const CLEAN_VALUE_REF = '#/components/schemas/CleanValue';

/** Any JSON value, its texts and names one line each: what a field the route ignores may carry. */
export function cleanValueSchema(): JsonSchema {
  const oneLine = textPattern({ multiLine: false, required: false });
  return {
    anyOf: [
      { type: 'string', pattern: oneLine },
      { type: ['number', 'boolean', 'null'] },
      { type: 'array', items: { $ref: CLEAN_VALUE_REF } },
      { type: 'object', propertyNames: { pattern: oneLine }, additionalProperties: { $ref: CLEAN_VALUE_REF } },
    ],
  };
}

/**
 * Says of every text a request carries, field names included, what the services hold it
 * to: an email as zod takes it; no control character, but line breaks and tabs in a text area's field (by the
 * nearest field's name, as an array's items are its field's), and something besides
 * spaces in a required one. Text already patterned (dates, money) or chosen from a list
 * says more already.
 */
function withTextRules(json: JsonSchema, field: string | null): void {
  const types = [json.type].flat();
  if (json.format === 'email') {
    delete json.format;
    json.pattern = typeof json.minLength === 'number' && json.minLength > 0 ? EMAIL_PATTERN : OPTIONAL_EMAIL_PATTERN;
  }
  if (types.includes('string') && json.enum === undefined && json.const === undefined) {
    const multiLine = field !== null && MULTI_LINE_FIELDS.has(field);
    const text = textPattern({ multiLine, required: typeof json.minLength === 'number' && json.minLength > 0 });
    if (json.pattern === undefined) json.pattern = text;
    // A pattern open at its end (a push service's address and any path after it) says nothing of what follows.
    else if (typeof json.pattern === 'string' && !json.pattern.endsWith('$')) json.allOf = [...((json.allOf as JsonSchema[] | undefined) ?? []), { pattern: text }];
  }
  // An object that takes names besides its own: those names, and the texts in their values, are one line of text too.
  if (types.includes('object') && json.additionalProperties !== false) {
    json.propertyNames = { pattern: textPattern({ multiLine: false, required: false }) };
    json.additionalProperties ??= { $ref: CLEAN_VALUE_REF };
  }
  for (const [name, property] of Object.entries((json.properties as Record<string, JsonSchema> | undefined) ?? {})) withTextRules(property, name);
  for (const key of ['items', 'additionalProperties'] as const) {
    if (typeof json[key] === 'object' && json[key] !== null) withTextRules(json[key] as JsonSchema, key === 'items' ? field : null);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) for (const member of (json[key] as JsonSchema[] | undefined) ?? []) withTextRules(member, field);
}

/**
 * A request schema as what may be sent (`input`: "12.50" or 12.5 for money), a response
 * schema as what is answered (`output`). A rule JSON Schema cannot say by itself is said
 * by the field's metadata (money-fields.ts, dates.ts); `now` dates the rules that move
 * with the day.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output', now = new Date()): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const def = defOf(zodSchema);
      const format = def.type === 'pipe' ? formatAtEnd(def.out) : undefined;
      if (io === 'input' && format) withFormat(jsonSchema as JsonSchema, format);
      tidy(jsonSchema as JsonSchema, now);
    },
  }) as JsonSchema;
  if (io === 'input') withTextRules(rest, null);
  return rest;
}
