import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface Child<T> {
  info: T;
  pid: number;
  stop(): Promise<void>;
}

/** What a child prints before what it says about itself once ready (JSON), so a log line printed earlier is passed over. */
export const READY = 'ready ';

/** Starts a node script and waits for its ready line (see READY). */
export async function startChild<T>(script: string, args: string[] = [], env: NodeJS.ProcessEnv = process.env): Promise<Child<T>> {
  const child: ChildProcess = spawn(process.execPath, [new URL(script, import.meta.url).pathname, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const ready = await new Promise<string>((resolve, reject) => {
    const onLine = (line: string) => {
      if (!line.startsWith(READY)) return;
      lines.off('line', onLine);
      resolve(line.slice(READY.length));
    };
    lines.on('line', onLine);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
  });
  return {
    info: JSON.parse(ready) as T,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
