import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IDENTITY_HEADER, signIdentity } from '@cobber/kit';
import { breakdown, breakdownTable, monotonicMicros, profileOf, type Window } from './cpu-profile.ts';
import { cpuMsOf, cpuMsOfTree } from './cpu-time.ts';
import { load, row, type LoadResult } from './http-load.ts';
import { startChild } from './processes.ts';
import { signUp, type Session } from './session.ts';

/** A load's figures with the CPU it cost a request (ms): of the process tree (the app and its PostgreSQL) and of the process alone. */
interface Costed extends LoadResult {
  cpuMs: number;
  appMs: number;
}

/** Runs a load and notes its stretch of time, so a CPU profile of the app can be cut to it. */
async function withCpu(pid: number, name: string, windows: Window[], run: () => Promise<LoadResult>): Promise<Costed> {
  const [tree, own, from] = [cpuMsOfTree(pid), cpuMsOf(pid), monotonicMicros()];
  const result = await run();
  windows.push({ name, from, to: monotonicMicros(), requests: result.total });
  return { ...result, cpuMs: (cpuMsOfTree(pid) - tree) / result.total, appMs: (cpuMsOf(pid) - own) / result.total };
}

/** A ratio beside its aim, and whether it meets it. */
const atMost = (ratio: number, aim: number, digits: number) => `${ratio.toFixed(digits)}  (aim ≤ ${aim}: ${ratio <= aim ? 'met' : 'not met'})`;
const atLeast = (ratio: number, aim: number, digits: number) => `${ratio.toFixed(digits)}  (aim ≥ ${aim}: ${ratio >= aim ? 'met' : 'not met'})`;

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A load made of each figure's median over several: what the rounds of one path say together. */
function medianOf(runs: Costed[]): Costed {
  const of = (figure: (run: Costed) => number) => median(runs.map(figure));
  return {
    requestsPerSecond: of((run) => run.requestsPerSecond),
    p50: of((run) => run.p50),
    p99: of((run) => run.p99),
    total: runs.reduce((sum, run) => sum + run.total, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    cpuMs: of((run) => run.cpuMs),
    appMs: of((run) => run.appMs),
  };
}

/** One round: the same list through the gateway and straight to the service, one after the other. */
interface Round {
  viaGateway: Costed;
  direct: Costed;
}

const cpu = (r: Costed) => `${r.appMs.toFixed(3)} ms in the app + ${(r.cpuMs - r.appMs).toFixed(3)} ms in PostgreSQL`;

interface AppInfo {
  url: string;
  services: { business: string };
  identitySecret: string;
}

/**
 * GET /api/clients answering 200 clients, 50 connections, through the gateway,
 * straight to the business service, and from a bare node server with the same bytes
 * (and through a bare node proxy to it: what any proxy hop costs).
 */
export async function benchClients(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cobber-bench-'));
  // BENCH_CPU_PROF=<folder>: the app writes a CPU profile of the run there as it stops,
  // and the bench prints where each load's time went.
  const profileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null;
  const profile = profileDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` } : {};
  const windows: Window[] = [];
  const app = await startChild<AppInfo>('./app-process.ts', [], { ...process.env, ...profile, DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: '54391' });
  try {
    const owner: Session = await signUp(app.info.url);
    for (let i = 0; i < 200; i++) {
      await owner.post('/api/clients', { name: `Client ${String(i).padStart(3, '0')}`, email: `client${i}@example.com`, phone: '0400 000 000', address: `${i} George St, Sydney NSW 2000` });
    }
    const listed = await owner.get('/api/clients');
    const json = await listed.text();
    if (JSON.parse(json).length !== 200) throw new Error('expected 200 clients');
    const bare = await startChild<number>('./bare-server.ts', [json]);
    const bareProxy = await startChild<number>('./bare-proxy.ts', [`http://127.0.0.1:${bare.info}`]);
    try {
      const user = await (await owner.get('/api/auth/user')).json();
      const seconds = Number(process.env.BENCH_SECONDS ?? 10);
      // Through the gateway and straight to the service in turn, a few rounds: each ratio
      // is the median of the rounds' own, each taken from two loads run side by side in time.
      const rounds = profileDir ? 1 : Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
      await load(`${app.info.url}/api/clients`, { cookie: owner.cookie }, { seconds: 2 });
      const pairs: Round[] = [];
      for (let round = 0; round < rounds; round++) {
        const viaGateway = await withCpu(app.pid, 'gateway+service', windows, () => load(`${app.info.url}/api/clients`, { cookie: owner.cookie }, { seconds }));
        const direct = await withCpu(app.pid, 'service alone', windows, () => load(`${app.info.services.business}/api/clients`, { [IDENTITY_HEADER]: signIdentity(user, app.info.identitySecret) }, { seconds }));
        pairs.push({ viaGateway, direct });
      }
      const viaGateway = medianOf(pairs.map((pair) => pair.viaGateway));
      const direct = medianOf(pairs.map((pair) => pair.direct));
      const ratio = (of: (pair: Round) => number) => median(pairs.map(of));
      const bareNode = await withCpu(bare.pid, 'bare node', [], () => load(`http://127.0.0.1:${bare.info}/`, {}, { seconds }));
      const proxied = await withCpu(bareProxy.pid, 'bare proxy', [], () => load(`http://127.0.0.1:${bareProxy.info}/`, {}, { seconds }));
      console.log(`\nGET /api/clients, 200 clients (${(json.length / 1024).toFixed(1)} KB), 50 connections, ${seconds} s each; ${rounds} round${rounds === 1 ? '' : 's'} of the first two, in turn (BENCH_ROUNDS)`);
      for (const [round, pair] of pairs.entries()) {
        const label = rounds === 1 ? '' : ` (${round + 1})`;
        console.log(row(`through the gateway${label}`, pair.viaGateway));
        console.log(row(`straight to the service${label}`, pair.direct));
      }
      console.log(row('bare node http', bareNode));
      console.log(row('bare node proxy to it', proxied));
      console.log(`CPU a request: through the gateway ${cpu(viaGateway)}; straight to the service ${cpu(direct)}; bare node ${bareNode.cpuMs.toFixed(3)} ms`);
      console.log(`the gateway's own CPU a request:   ${(viaGateway.appMs - direct.appMs).toFixed(3)} ms (the service's ${direct.appMs.toFixed(3)} ms; a bare node proxy's ${proxied.appMs.toFixed(3)} ms)`);
      console.log(`service's CPU a request / bare:    ${atMost(direct.appMs / bareNode.cpuMs, 3, 1)}  (with PostgreSQL ${(direct.cpuMs / bareNode.cpuMs).toFixed(1)}×)`);
      const eachRound = (of: (pair: Round) => number) => (rounds === 1 ? '' : `  (rounds: ${pairs.map((pair) => of(pair).toFixed(2)).join(', ')})`);
      const p99Ratio = (pair: Round) => pair.viaGateway.p99 / pair.direct.p99;
      const throughputRatio = (pair: Round) => pair.viaGateway.requestsPerSecond / pair.direct.requestsPerSecond;
      console.log(`gateway p99 / direct p99:          ${atMost(ratio(p99Ratio), 1.2, 2)}${eachRound(p99Ratio)}`);
      console.log(`gateway req/s / direct req/s:      ${atLeast(ratio(throughputRatio), 0.8, 2)}${eachRound(throughputRatio)}`);
      console.log(`gateway req/s / bare node req/s:   ${(viaGateway.requestsPerSecond / bareNode.requestsPerSecond).toFixed(2)}`);
      console.log(`direct req/s / bare node req/s:    ${(direct.requestsPerSecond / bareNode.requestsPerSecond).toFixed(2)}`);
    } finally {
      await Promise.all([bareProxy.stop(), bare.stop()]);
    }
  } finally {
    await app.stop();
  }
  if (profileDir) {
    console.log(`\nWhere the app's time went (CPU profile in ${profileDir}; a wall-clock sampler, so time waiting for a core is in it too):`);
    console.log(breakdownTable(breakdown(profileOf(profileDir, app.pid), windows)));
    // The loads' stretches beside the profile, to cut it the same way in another tool.
    await writeFile(path.join(profileDir, `loads.${app.pid}.json`), JSON.stringify(windows));
  }
}
