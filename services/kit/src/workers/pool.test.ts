import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../errors.ts';
import { WorkerJobFailed, WorkerPool, type WorkerPoolOptions } from './pool.ts';

const jobs = new URL('./pool-test-jobs.ts', import.meta.url);
const pools: WorkerPool[] = [];

function pool(options: Partial<WorkerPoolOptions> = {}): WorkerPool {
  const made = new WorkerPool({ name: 'test', jobs, busyMessage: 'Cobber is busy; try again in a moment', ...options });
  pools.push(made);
  return made;
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('expected the job to fail');
    },
    (error: Error) => error,
  );
}

/** How late a timer fires on this thread while `during` runs: the request threads' health. */
async function worstTimerDelay(during: Promise<unknown>): Promise<number> {
  let worst = 0;
  let done = false;
  void during.finally(() => (done = true)).catch(() => undefined);
  while (!done) {
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 10));
    worst = Math.max(worst, performance.now() - started - 10);
  }
  return worst;
}

afterEach(() => {
  for (const made of pools.splice(0)) made.close();
});

describe('WorkerPool', () => {
  it('runs a job in another process and answers its output, bytes intact', async () => {
    const bytes = new Uint8Array([0, 1, 2, 255]);
    const answer = await pool().run<{ input: { bytes: Uint8Array }; pid: number }>('echo', { bytes });
    expect(answer.pid).not.toBe(process.pid);
    expect([...answer.input.bytes]).toEqual([0, 1, 2, 255]);
  });

  it("answers a job's own error as refused, and the worker goes on", async () => {
    const workers = pool();
    const error = await failure(workers.run('refuse', 'This image could not be read'));
    expect(error).toBeInstanceOf(WorkerJobFailed);
    expect(error).toMatchObject({ reason: 'refused', message: 'This image could not be read' });
    const [pid] = workers.pids;
    expect((await workers.run<{ pid: number }>('echo', 1)).pid).toBe(pid);
  });

  it('kills a job past its deadline without stalling this thread, and the next job gets a new worker', async () => {
    const workers = pool({ deadlineMs: 500 });
    const started = performance.now();
    const stuck = workers.run('spin', null);
    const delay = await worstTimerDelay(stuck);
    expect(await failure(stuck)).toMatchObject({ reason: 'deadline' });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(delay).toBeLessThan(100);
    expect((await workers.run<{ pid: number }>('echo', 1)).pid).toBeGreaterThan(0);
  });

  it('kills a worker whose memory passes its cap, native memory included', async () => {
    const workers = pool({ memoryMb: 200, deadlineMs: 20_000 });
    const started = performance.now();
    expect(await failure(workers.run('hog', null))).toMatchObject({ reason: 'memory' });
    expect(performance.now() - started).toBeLessThan(10_000);
    expect((await workers.run<{ pid: number }>('echo', 1)).pid).toBeGreaterThan(0);
  });

  it('runs no more jobs at once than it has workers, and refuses past its queue with a 503', async () => {
    const workers = pool({ size: 1, queueLimit: 2 });
    const started = performance.now();
    const accepted = [workers.run<number>('sleep', 300), workers.run<number>('sleep', 300), workers.run<number>('sleep', 300)];
    const refused = await failure(workers.run('sleep', 300));
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 503, message: 'Cobber is busy; try again in a moment', headers: { 'Retry-After': '5' } });
    expect(new Set(await Promise.all(accepted)).size).toBe(1);
    expect(performance.now() - started).toBeGreaterThan(850);
  });

  it('refuses a job that waited too long for a worker', async () => {
    const workers = pool({ size: 1, maxWaitMs: 200 });
    const first = workers.run('sleep', 800);
    expect(await failure(workers.run('sleep', 10))).toMatchObject({ status: 503 });
    await first;
  });

  it('lets an idle worker go', async () => {
    const workers = pool({ idleMs: 200 });
    await workers.run('echo', 1);
    expect(workers.pids).toHaveLength(1);
    await expect.poll(() => workers.pids, { timeout: 3_000 }).toEqual([]);
  });
});
