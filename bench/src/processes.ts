import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface Child<T> {
  info: T;
  pid: number;
  stop(): Promise<void>;
}

/** Starts a node script and waits for the first line it prints (parsed as JSON). */
export async function startChild<T>(script: string, args: string[] = [], env: NodeJS.ProcessEnv = process.env): Promise<Child<T>> {
  const child: ChildProcess = spawn(process.execPath, [new URL(script, import.meta.url).pathname, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
  });
  return {
    info: JSON.parse(first) as T,
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
