import type { JsonSchema } from '@cobber/contracts/api';
import fc from 'fast-check';

/** Ids to fill a UUID with: by the field's name (`clientId`, `quoteId`…), else any of them. */
export interface IdPools {
  byField: Record<string, string[]>;
  any: string[];
}

// Generated values stay small: what is hostile comes from the mutations (mutations.ts).
const MAX_TEXT = 40;
const MAX_ITEMS = 4;
const YEARS = { min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T23:59:59Z'), noInvalidDate: true };

const schemaList = (value: unknown): JsonSchema[] | undefined => (Array.isArray(value) ? (value as JsonSchema[]) : undefined);
const limit = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

function uuidOf(field: string | undefined, pools: IdPools): fc.Arbitrary<string> {
  const named = field ? pools.byField[field] : undefined;
  return fc.constantFrom(...(named?.length ? named : pools.any));
}

function stringOf(schema: JsonSchema, field: string | undefined, pools: IdPools): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return uuidOf(field, pools);
  const named = field ? pools.byField[field] : undefined;
  if (named?.length) return fc.oneof(fc.constantFrom(...named), stringOf(schema, undefined, pools));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date') return fc.date(YEARS).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return fc.date(YEARS).map((d) => d.toISOString());
  const minLength = limit(schema.minLength) ?? 0;
  const maxLength = Math.max(minLength, Math.min(limit(schema.maxLength) ?? MAX_TEXT, MAX_TEXT));
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' });
    } catch {
      // A pattern fast-check cannot generate from: plain text, which the route refuses by name.
    }
  }
  // Words, and amounts written the way people write them ("12.50"), which money fields take.
  return fc.oneof(fc.string({ minLength, maxLength }), fc.integer({ min: 0, max: 999_999 }).map((cents) => (cents / 100).toFixed(2)));
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = limit(schema.exclusiveMinimum);
  const min = Math.max(limit(schema.minimum) ?? (exclusiveMin !== undefined ? exclusiveMin + (integer ? 1 : 0.01) : -1_000), -1_000_000);
  const max = Math.min(limit(schema.maximum) ?? (limit(schema.exclusiveMaximum) ?? 100_000) - (integer ? 1 : 0.01), 1_000_000);
  const whole = fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
  return integer ? whole : fc.oneof(whole, whole.map((n) => Math.min(max, n + 0.25)));
}

function objectOf(schema: JsonSchema, pools: IdPools): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, pools, key)]));
  return fc.record(model, { requiredKeys: required.filter((key) => key in model) });
}

/**
 * Values a JSON Schema (as the OpenAPI document publishes it) describes: mostly ones it
 * allows, so a route's deeper rules are reached, with ids taken from records that exist.
 * What JSON Schema cannot say (a refinement) may still be broken; the route answers 400.
 */
export function arbitraryOf(schema: JsonSchema, pools: IdPools, field?: string): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = schemaList(schema.anyOf) ?? schemaList(schema.oneOf);
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => arbitraryOf(alternative, pools, field)));
  const all = schemaList(schema.allOf);
  if (all) return arbitraryOf(Object.assign({}, ...all) as JsonSchema, pools, field);
  if (Array.isArray(schema.type)) return fc.oneof(...(schema.type as string[]).map((type) => arbitraryOf({ ...schema, type }, pools, field)));
  switch (schema.type) {
    case 'string':
      return stringOf(schema, field, pools);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = Math.min(limit(schema.minItems) ?? 0, MAX_ITEMS);
      return fc.array(arbitraryOf((schema.items ?? {}) as JsonSchema, pools, field), { minLength, maxLength: Math.max(minLength, Math.min(limit(schema.maxItems) ?? MAX_ITEMS, MAX_ITEMS)) });
    }
    case 'object':
      return objectOf(schema, pools);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
