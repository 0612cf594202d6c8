import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  errors: number;
}

/** Runs autocannon in a child process against `url`. */
export async function load(url: string, headers: Record<string, string>, { connections = 50, seconds = 10 } = {}): Promise<LoadResult> {
  const { stdout } = await run(process.execPath, [new URL('./load.ts', import.meta.url).pathname, url, JSON.stringify(headers), String(connections), String(seconds)], {
    maxBuffer: 1 << 20,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as LoadResult;
}

export function row(name: string, r: LoadResult): string {
  return `${name.padEnd(28)} ${r.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   (${r.total} requests, ${r.errors} errors)`;
}
