import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What `node --cpu-prof` writes: a call tree and, for each sample, the node it was in. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  /** Microseconds of the system's monotonic clock, as `process.hrtime` reads it. */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A stretch of the run, on the monotonic clock (µs): one load. */
export interface Window {
  name: string;
  from: number;
  to: number;
  requests: number;
}

/** Now on the clock the profile's samples are stamped with. */
export const monotonicMicros = (): number => Number(process.hrtime.bigint() / 1000n);

type Rule = [string, (url: string, name: string) => boolean];

/**
 * What a request spends its time on, by the code it is in. A sample goes to the first of
 * these its stack meets from the top; Node's own frames (streams, events, http) are
 * charged to whoever called them.
 */
const RULES: Rule[] = [
  ['idle', (url, name) => name === '(idle)'],
  ['garbage collection', (url, name) => name === '(garbage collector)'],
  // The socket write itself: the kernel's loopback work, and the time the process waits
  // for a core when the write wakes its reader (on 2 busy cores, most of it).
  ['socket writes (with the wait for a core)', (url, name) => !url && /^(writev|write(Utf8|Latin1|Ascii|Ucs2)String|writeBuffer)$/.test(name)],
  ['identity assertion (HMAC)', (url) => /kit\/src\/identity\.ts|gateway\/src\/proxy\/assertions\.ts/.test(url)],
  ['validation (zod)', (url) => /node_modules\/zod\/|kit\/src\/(query|validate|body)\.ts/.test(url)],
  ['logging (pino)', (url) => /node_modules\/(pino|sonic-boom)|kit\/src\/logger\.ts|proxy-log\.ts/.test(url)],
  ['compression (negotiation)', (url) => /node_modules\/(koa-compress|negotiator|compressible|vary)\/|node:zlib/.test(url)],
  ['session', (url) => /node_modules\/koa-session|gateway\/src\/auth\//.test(url)],
  ['proxying', (url) => /node_modules\/(http-proxy-middleware|httpxy)|gateway\/src\/proxy\//.test(url)],
  ["the edge's checks", (url) => /gateway\/src\/security\//.test(url)],
  ['the query: building it (knex)', (url) => /node_modules\/(knex|lodash)\//.test(url)],
  ['the query: connection pool (tarn)', (url) => /node_modules\/tarn\//.test(url)],
  ['the query: driver (pg)', (url) => /node_modules\/(pg|pg-protocol|pg-pool|pg-types)\//.test(url)],
  ['koa and its router', (url) => /node_modules\/(koa|@koa|koa-compose|delegates|on-finished|statuses|type-is|mime-types|cookies|keygrip|accepts|fresh|http-errors)\//.test(url)],
  ["the kit's request chain (id, log, errors, URL check)", (url) => /kit\/src\/(app|control-characters|errors|route-table)\.ts/.test(url)],
  ['background work (outbox, jobs)', (url) => /node_modules\/pg-boss|kit\/src\/(outbox|workers|scheduler|notify-listener|postgres-bus|bus)/.test(url)],
  ['the handler', (url) => /services\/(?!kit\/)\w+\/src\//.test(url)],
  ['the kit, elsewhere', (url) => /services\/kit\/src\//.test(url)],
];

/** The profile the process `pid` wrote (its main thread's) in `folder`, the newest. */
export function profileOf(folder: string, pid: number): CpuProfile {
  const mine = readdirSync(folder)
    .filter((name) => name.endsWith('.cpuprofile') && name.includes(`.${pid}.0.`))
    .map((name) => path.join(folder, name))
    .toSorted((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!mine[0]) throw new Error(`No CPU profile of process ${pid} in ${folder}`);
  return JSON.parse(readFileSync(mine[0], 'utf8')) as CpuProfile;
}

/** Each window's samples by what they were doing: ms of the profile a request. */
export function breakdown(profile: CpuProfile, windows: Window[]): Map<string, Map<string, number>> {
  const parent = new Map<number, number>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  // The nearest frame a rule names, from `id` up; null when none does (Node's own frames only).
  const named = new Map<number, string | null>();
  const nearestNamed = (id: number): string | null => {
    if (named.has(id)) return named.get(id)!;
    const { url, functionName } = byId.get(id)!.callFrame;
    const rule = RULES.find(([, matches]) => matches(url, functionName));
    const up = parent.get(id);
    const bucket = rule ? rule[0] : up !== undefined ? nearestNamed(up) : null;
    named.set(id, bucket);
    return bucket;
  };
  const inHttp = (leaf: number): boolean => {
    for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) {
      if (/^node:_http/.test(byId.get(id)!.callFrame.url)) return true;
    }
    return false;
  };
  const classify = (leaf: number): string => nearestNamed(leaf) ?? (inHttp(leaf) ? "node's http (parsing, headers)" : 'other');
  const result = new Map(windows.map((w) => [w.name, new Map<string, number>()]));
  let at = profile.startTime;
  profile.samples.forEach((sample, i) => {
    at += profile.timeDeltas[i] ?? 0;
    const window = windows.find((w) => at >= w.from && at < w.to);
    if (!window) return;
    const sums = result.get(window.name)!;
    const bucket = classify(sample);
    sums.set(bucket, (sums.get(bucket) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000 / window.requests);
  });
  return result;
}

/** The breakdown as a table: a row for each kind of work, a column (ms a request) for each window. */
export function breakdownTable(sums: Map<string, Map<string, number>>): string {
  const names = [...sums.keys()];
  const buckets = [...new Set([...sums.values()].flatMap((m) => [...m.keys()]))].filter((b) => b !== 'idle');
  const busy = (name: string) => buckets.reduce((total, b) => total + (sums.get(name)!.get(b) ?? 0), 0);
  const rows = buckets
    .map((bucket) => ({ bucket, ms: names.map((name) => sums.get(name)!.get(bucket) ?? 0) }))
    .toSorted((a, b) => b.ms.at(-1)! - a.ms.at(-1)!);
  const cell = (ms: number, name: string) => `${ms.toFixed(3)} ms ${((100 * ms) / busy(name)).toFixed(0).padStart(3)}%`.padStart(18);
  return [
    `${'ms of the profile a request'.padEnd(56)}${names.map((n) => n.padStart(18)).join('')}`,
    ...rows.map((row) => `${row.bucket.padEnd(56)}${row.ms.map((ms, i) => cell(ms, names[i]!)).join('')}`),
    `${'busy in all'.padEnd(56)}${names.map((n) => `${busy(n).toFixed(3)} ms`.padStart(18)).join('')}`,
  ].join('\n');
}
