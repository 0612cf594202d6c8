/**
 * Heavy work off the threads that serve requests: image decoding, PDFs. A
 * fixed number of worker processes run jobs one at a time each, each job under a
 * deadline and each process under a memory cap; jobs wait in a short queue, and past it
 * (or after waiting too long) the caller gets a 503 saying Cobber is busy, rather than
 * an answer minutes later. A worker that is killed is replaced by the next job; one with
 * nothing to do exits after a while, so an idle Cobber keeps no extra processes.
 */
import { ErrorCode } from '@cobber/contracts';
import { HttpError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { WorkerJobFailed, WorkerProcess } from './worker-process.ts';

export { WorkerJobFailed, type JobFailure } from './worker-process.ts';

export interface WorkerPoolOptions {
  /** For the logs: 'logo images', 'PDFs'. */
  name: string;
  /** The module whose exported functions are the jobs, e.g. `new URL('./jobs.ts', import.meta.url)`. */
  jobs: URL;
  /** How many jobs run at once, one per worker process. */
  size?: number;
  /** How many jobs may wait for a worker; more are refused at once. */
  queueLimit?: number;
  /** The longest a job waits for a worker before it is refused. */
  maxWaitMs?: number;
  /** The longest a job may run; then its worker is killed. */
  deadlineMs?: number;
  /** A worker's memory (resident, native included); past it the worker is killed. */
  memoryMb?: number;
  /** Threads of each worker's own libuv pool. */
  threads?: number;
  /** A worker with nothing to do exits after this long. */
  idleMs?: number;
  /** What a refused caller reads: 'Cobber is busy with other uploads…'. */
  busyMessage: string;
  logger?: Logger;
}

interface Waiting {
  job: string;
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

interface Slot {
  worker: WorkerProcess | null;
  busy: boolean;
  idle: NodeJS.Timeout | null;
}

const BUSY_RETRY_AFTER_SECONDS = 5;

export class WorkerPool {
  readonly #options: Required<Omit<WorkerPoolOptions, 'logger'>> & { logger: Logger | undefined };
  readonly #slots: Slot[];
  readonly #waiting: Waiting[] = [];
  #closed = false;

  constructor(options: WorkerPoolOptions) {
    this.#options = {
      size: 1,
      queueLimit: 8,
      maxWaitMs: 20_000,
      deadlineMs: 10_000,
      memoryMb: 512,
      threads: 2,
      idleMs: 30_000,
      ...options,
      logger: options.logger,
    };
    this.#slots = Array.from({ length: this.#options.size }, () => ({ worker: null, busy: false, idle: null }));
  }

  /** The worker processes now running (for tests and measurements). */
  get pids(): number[] {
    return this.#slots.flatMap((slot) => (slot.worker?.alive && slot.worker.pid ? [slot.worker.pid] : []));
  }

  /** Runs `job(input)` in a worker; rejects with a WorkerJobFailed, or a 503 HttpError when too busy. */
  run<T>(job: string, input: unknown): Promise<T> {
    if (this.#closed || this.#waiting.length >= this.#options.queueLimit) return Promise.reject(this.#busy());
    return new Promise<T>((resolve, reject) => {
      const waiting: Waiting = {
        job,
        input,
        resolve: resolve as (output: unknown) => void,
        reject,
        timer: setTimeout(() => {
          this.#waiting.splice(this.#waiting.indexOf(waiting), 1);
          reject(this.#busy());
        }, this.#options.maxWaitMs),
      };
      this.#waiting.push(waiting);
      this.#next();
    });
  }

  /** Stops every worker and refuses what was waiting. */
  close(): void {
    this.#closed = true;
    for (const waiting of this.#waiting.splice(0)) {
      clearTimeout(waiting.timer);
      waiting.reject(this.#busy());
    }
    for (const slot of this.#slots) {
      if (slot.idle) clearTimeout(slot.idle);
      slot.worker?.stop();
      slot.worker = null;
    }
  }

  #next(): void {
    for (const slot of this.#slots) {
      if (slot.busy || this.#waiting.length === 0) continue;
      const waiting = this.#waiting.shift()!;
      clearTimeout(waiting.timer);
      void this.#runOn(slot, waiting);
    }
  }

  async #runOn(slot: Slot, { job, input, resolve, reject }: Waiting): Promise<void> {
    slot.busy = true;
    if (slot.idle) clearTimeout(slot.idle);
    if (!slot.worker?.alive) slot.worker = new WorkerProcess({ jobs: this.#options.jobs, memoryMb: this.#options.memoryMb, threads: this.#options.threads });
    try {
      resolve(await slot.worker.run(job, input, this.#options.deadlineMs));
    } catch (error) {
      if (error instanceof WorkerJobFailed && error.reason !== 'refused') {
        this.#options.logger?.warn({ pool: this.#options.name, job, reason: error.reason }, 'worker stopped during a job');
      }
      reject(error as Error);
    } finally {
      slot.busy = false;
      this.#idleLater(slot);
      if (!this.#closed) this.#next();
    }
  }

  #idleLater(slot: Slot): void {
    const worker = slot.worker;
    slot.idle = setTimeout(() => {
      if (slot.worker === worker && !slot.busy) {
        worker?.stop();
        slot.worker = null;
      }
    }, this.#options.idleMs);
    slot.idle.unref();
  }

  #busy(): HttpError {
    return new HttpError(503, ErrorCode.unavailable, this.#options.busyMessage, {
      headers: { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) },
    });
  }
}
