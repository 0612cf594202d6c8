import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface NodeProcess {
  /** Every line it has printed so far (pino's JSON lines among them). */
  lines: string[];
  /** Resolves with the first line, past or future, that matches. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** SIGKILL (a crash) or SIGTERM (a clean stop); resolves once it has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  exited: Promise<number | null>;
}

/**
 * Runs a TypeScript entry in its own Node process, as a deployment would. With `group`,
 * the process leads a process group of its own and `kill` reaches everything it started
 * (PostgreSQL, the services): a power cut, as far as one machine can play one.
 */
export function startNodeProcess(entry: string, env: NodeJS.ProcessEnv, options: { group?: boolean } = {}): NodeProcess {
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.group ?? false,
  });
  const lines: string[] = [];
  const waiting = new Set<{ pattern: RegExp; resolve: (line: string) => void }>();
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      if (process.env.COBBER_TEST_VERBOSE) console.log(`[${entry.split('/').pop()}] ${line}`);
      for (const waiter of waiting) if (waiter.pattern.test(line)) waiter.resolve(line);
    });
  }
  return {
    lines,
    exited,
    waitForLine(pattern, timeoutMs = 30_000) {
      const seen = lines.find((line) => pattern.test(line));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = { pattern, resolve: (line: string) => done(() => resolve(line)) };
        const timer = setTimeout(() => done(() => reject(new Error(`${entry}: no line matching ${pattern} in ${timeoutMs} ms:\n${lines.slice(-20).join('\n')}`))), timeoutMs);
        const gone = () => done(() => reject(new Error(`${entry} exited before printing ${pattern}:\n${lines.slice(-20).join('\n')}`)));
        child.once('exit', gone);
        function done(settle: () => void) {
          clearTimeout(timer);
          waiting.delete(waiter);
          child.removeListener('exit', gone);
          settle();
        }
        waiting.add(waiter);
      });
    },
    async kill(signal = 'SIGTERM') {
      if (options.group && signal === 'SIGKILL') {
        try {
          process.kill(-child.pid!, signal);
        } catch {
          // the whole group is gone already
        }
      } else if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
