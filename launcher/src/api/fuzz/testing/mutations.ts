import fc from 'fast-check';

/** A request's body as sent. */
export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; fields: Record<string, string> }
  | { kind: 'raw'; text: string; contentType: string }
  | { kind: 'multipart'; field: string; bytes: Uint8Array };

/** Text nobody should type, and some everybody does. */
export const HOSTILE_TEXT = [
  '',
  '   ',
  'a\u0000b',
  '\u0000',
  'line one\r\nline two\u0007',
  '\u202eevil\u202c',
  '\ud800',
  'Nguyễn Thị Ánh · Ζωή · Зоя · 张伟 · 山田 · 김민준',
  '😀👍🏽👨‍👩‍👧',
  'x'.repeat(5_000),
  '<script>alert(1)</script>',
  "'; drop table quotes; --",
  '../../../etc/passwd',
  '%00%2e%2e',
  '1e400',
  '-0.00',
  'NaN',
];

/** Numbers out of every range: negative, fractions of a cent, beyond what money or JSON integers hold. */
export const HOSTILE_NUMBERS = [-1, -0.01, 0, 0.001, 12.345, 1e21, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 4_294_967_296];

/** Path segments as sent, not encoded again: broken and encoded escapes, encoded slashes and dots. */
export const RAW_SEGMENTS = ['%', '%E0%A4%A', '%00', '%2e%2e', '%2F', '%C0%AF', '%FF%FE', '%u0041', '..%2F..%2F'];

/** What is not a record's id, in a path or a body. */
export const NOT_IDS = ['abc', '0', '-1', '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', '..', '%2e%2e', 'x'.repeat(300), "1' or '1'='1", '😀', 'NULL'];

type Path = (string | number)[];

/** Where a value may be changed: every key and index, however deep. */
function pathsOf(value: unknown, at: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return at.length ? [at] : [];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [...(at.length ? [at] : []), ...keys.flatMap((key) => pathsOf((value as Record<string | number, unknown>)[key], [...at, key]))];
}

function setAt(root: unknown, path: Path, change: (parent: Record<string | number, unknown>, key: string | number) => void): void {
  let parent = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  change(parent, path.at(-1)!);
}

const anyValue = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 20 }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

/** One change to a valid body, chosen by fast-check (`at` picks the place among those there are). */
export type Mutation =
  | { kind: 'wrong-type' | 'hostile-text' | 'hostile-number' | 'foreign-id' | 'extra-field'; at: number; value: unknown }
  | { kind: 'missing' | 'huge'; at: number }
  | { kind: 'not-an-object'; value: unknown }
  | { kind: 'broken-json' | 'not-json' | 'empty' | 'form' }
  | { kind: 'deep'; depth: number };

export function mutations(ids: fc.Arbitrary<string>): fc.Arbitrary<Mutation> {
  const at = fc.nat();
  return fc.oneof(
    fc.record({ kind: fc.constant('wrong-type' as const), at, value: anyValue }),
    fc.record({ kind: fc.constant('hostile-text' as const), at, value: fc.oneof(fc.constantFrom(...HOSTILE_TEXT), fc.string({ unit: 'binary', maxLength: 30 })) }),
    fc.record({ kind: fc.constant('hostile-number' as const), at, value: fc.constantFrom(...HOSTILE_NUMBERS) }),
    fc.record({ kind: fc.constant('foreign-id' as const), at, value: fc.oneof(ids, fc.uuid(), fc.constantFrom(...NOT_IDS)) }),
    fc.record({ kind: fc.constant('extra-field' as const), at, value: anyValue }),
    fc.record({ kind: fc.constantFrom('missing' as const, 'huge' as const), at }),
    fc.record({ kind: fc.constant('not-an-object' as const), value: fc.constantFrom<unknown>(null, [], 'text', 42, true, [{}]) }),
    fc.record({ kind: fc.constantFrom('broken-json' as const, 'not-json' as const, 'empty' as const, 'form' as const) }),
    fc.record({ kind: fc.constant('deep' as const), depth: fc.constantFrom(1_000, 20_000, 45_000) }),
  );
}

/** The body with the mutation made (the value given is left as it was). */
export function mutate(value: unknown, mutation: Mutation): Body {
  switch (mutation.kind) {
    case 'not-an-object':
      return { kind: 'json', value: mutation.value };
    case 'broken-json':
      return { kind: 'raw', text: JSON.stringify(value ?? {}).slice(0, -1) || '{', contentType: 'application/json' };
    case 'not-json':
      return { kind: 'raw', text: JSON.stringify(value ?? {}), contentType: 'text/plain' };
    case 'empty':
      return { kind: 'none' };
    case 'deep':
      // Nested that deep, as the body or as a field: what walks it must not run out of stack.
      return { kind: 'raw', text: `{"title":${'['.repeat(mutation.depth)}${']'.repeat(mutation.depth)}}`, contentType: 'application/json' };
    case 'form':
      return { kind: 'form', fields: Object.fromEntries(Object.entries((value ?? {}) as object).map(([key, field]) => [key, typeof field === 'string' ? field : (JSON.stringify(field) ?? '')])) };
  }
  const copy: unknown = structuredClone(value ?? {});
  if (mutation.kind === 'extra-field' && copy !== null && typeof copy === 'object' && !Array.isArray(copy)) {
    (copy as Record<string, unknown>)[`unknown${mutation.at % 10}`] = mutation.value;
    return { kind: 'json', value: copy };
  }
  const replacement = mutation.kind === 'huge' ? 'x'.repeat(300_000) : 'value' in mutation ? mutation.value : undefined;
  const places = pathsOf(copy);
  if (places.length === 0) return { kind: 'json', value: mutation.kind === 'missing' ? {} : { field: replacement } };
  setAt(copy, places[mutation.at % places.length]!, (parent, key) => {
    if (mutation.kind !== 'missing') parent[key] = replacement;
    else if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  });
  return { kind: 'json', value: copy };
}
