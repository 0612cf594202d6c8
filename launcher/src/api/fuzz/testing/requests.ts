import type { JsonSchema, OpenApiOperation } from '@cobber/contracts/api';
import fc from 'fast-check';
import { arbitraryOf, type IdPools } from './arbitraries.ts';
import { mutate, mutations, NOT_IDS, RAW_SEGMENTS, type Body } from './mutations.ts';

/** A call as generated: each path or query parameter as it goes in the URL (encoded), and the body. */
export interface FuzzRequest {
  params: Record<string, string>;
  body: Body;
}

/** The route's path with its parameters in place, and the query's parameters after `?`. */
export function pathOf(routePath: string, request: FuzzRequest): string {
  const inPath = new Set<string>();
  const path = routePath.replace(/:(\w+)/g, (_, name: string) => {
    inPath.add(name);
    return request.params[name] ?? '';
  });
  const query = Object.entries(request.params).filter(([name]) => !inPath.has(name));
  return query.length > 0 ? `${path}?${query.map(([name, value]) => `${name}=${value}`).join('&')}` : path;
}

/** The ids a caller has at hand: their own records, another owner's. */
export interface CallerIds {
  /** By path parameter: the records of the kind it names. */
  mine: (param: string) => string[];
  theirs: (param: string) => string[];
  /** For UUIDs in a body, by field name. */
  body: IdPools;
}

const weighted = <T>(weight: number, values: T[], make: (values: T[]) => fc.Arbitrary<string>) => (values.length ? [{ weight, arbitrary: make(values) }] : []);

/** A path parameter: mostly a record of the caller's, then another owner's, a random UUID, and what is no id at all. */
function paramOf(name: string, schema: JsonSchema, ids: CallerIds): fc.Arbitrary<string> {
  return fc.oneof(
    ...weighted(5, ids.mine(name), (values) => fc.constantFrom(...values)),
    ...weighted(2, ids.theirs(name), (values) => fc.constantFrom(...values)),
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom(...NOT_IDS).map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 1, arbitrary: arbitraryOf(schema, ids.body, name).map((value) => encodeURIComponent(String(value))) },
  );
}

const smallBytes = fc.uint8Array({ maxLength: 64 });

/** A body for the operation: as its schema describes half the time, changed by one mutation the other half. */
function bodyOf(operation: OpenApiOperation, ids: CallerIds, method: string): fc.Arbitrary<Body> {
  if (method === 'GET') return fc.constant({ kind: 'none' });
  const content = operation.requestBody?.content ?? {};
  const anyId = fc.constantFrom(...ids.body.any);
  const json = content['application/json']?.schema;
  if (json) {
    const valid = arbitraryOf(json, ids.body);
    return fc.oneof(
      valid.map((value): Body => ({ kind: 'json', value })),
      fc.tuple(valid, mutations(anyId)).map(([value, mutation]) => mutate(value, mutation)),
    );
  }
  if (content['multipart/form-data']) {
    return fc.oneof(
      smallBytes.map((bytes): Body => ({ kind: 'multipart', field: 'logo', bytes })),
      smallBytes.map((bytes): Body => ({ kind: 'multipart', field: 'other', bytes })),
      mutations(anyId).map((mutation) => mutate({}, mutation)),
    );
  }
  if (content['application/octet-stream']) return fc.string({ maxLength: 200 }).map((text): Body => ({ kind: 'raw', text, contentType: 'application/json' }));
  // A route that takes no body, sent one anyway now and then.
  return fc.oneof({ weight: 3, arbitrary: fc.constant<Body>({ kind: 'none' }) }, { weight: 1, arbitrary: mutations(anyId).map((mutation) => mutate({}, mutation)) });
}

/** Requests for one operation (a GET has no body), as one caller makes them. */
export function requestsFor(operation: OpenApiOperation, method: string, ids: CallerIds): fc.Arbitrary<FuzzRequest> {
  const inUrl = operation.parameters.filter((param) => param.in !== 'header');
  const params = Object.fromEntries(inUrl.map((param) => [param.name, paramOf(param.name, param.schema, ids)]));
  return fc.record({ params: fc.record(params), body: bodyOf(operation, ids, method) });
}
