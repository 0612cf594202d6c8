/** Jobs for pool.test.ts: each one behaves as a job can (answers, fails, never ends, eats memory). */

export function echo(input: unknown): unknown {
  return { input, pid: process.pid };
}

export function refuse(message: string): never {
  throw new Error(message);
}

export async function sleep(ms: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return process.pid;
}

/** Never ends, and keeps its thread busy (as a stuck layout would). */
export function spin(): never {
  for (;;) {
    // busy
  }
}

/** Allocates memory outside the JavaScript heap until stopped (as a native decoder can). */
export async function hog(): Promise<never> {
  const kept: Buffer[] = [];
  for (;;) {
    kept.push(Buffer.alloc(16 * 1024 * 1024, 1));
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
