import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MEMORY_EXIT_CODE, type JobAnswer } from './protocol.ts';

/** Why a job did not give an answer: its own error, or the worker stopped under it. */
export type JobFailure = 'refused' | 'deadline' | 'memory' | 'crashed';

export class WorkerJobFailed extends Error {
  readonly reason: JobFailure;

  constructor(reason: JobFailure, message: string) {
    super(message);
    this.reason = reason;
  }
}

export interface WorkerProcessSettings {
  /** The module whose exported functions are the jobs. */
  jobs: URL;
  memoryMb: number;
  /** Threads for the worker's own libuv pool (file and native async work). */
  threads: number;
}

const CHILD = fileURLToPath(new URL('./child.ts', import.meta.url));

interface Running {
  id: number;
  resolve: (output: unknown) => void;
  reject: (error: WorkerJobFailed) => void;
}

/**
 * One worker process, running one job at a time. It is a process, not a thread, so that
 * everything a job does is its own: memory (native included), CPU at a lower priority,
 * and libuv's thread pool, which the server's password hashing and file reads need.
 */
export class WorkerProcess {
  readonly #child: ChildProcess;
  readonly #ready: Promise<void>;
  #running: Running | null = null;
  #stopReason: JobFailure | null = null;
  #exited = false;
  #nextId = 1;

  constructor(settings: WorkerProcessSettings) {
    this.#child = fork(CHILD, [settings.jobs.href], {
      execArgv: [`--max-old-space-size=${settings.memoryMb}`],
      serialization: 'advanced',
      env: { ...process.env, COBBER_WORKER_MEMORY_MB: String(settings.memoryMb), UV_THREADPOOL_SIZE: String(settings.threads) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // Idle, not a reason for the process to stay up; and second to it for the CPU.
    this.#hold(false);
    try {
      if (this.#child.pid) setPriority(this.#child.pid, 10);
    } catch {
      // Some systems refuse; the worker then runs at normal priority.
    }
    this.#ready = new Promise((resolve, reject) => {
      this.#child.on('message', (message: JobAnswer) => {
        if ('ready' in message) resolve();
        else this.#answered(message);
      });
      this.#child.once('exit', (code) => {
        this.#exited = true;
        const reason = this.#stopReason ?? (code === MEMORY_EXIT_CODE ? 'memory' : 'crashed');
        reject(new WorkerJobFailed(reason, `The worker stopped (${reason})`));
        this.#fail(reason);
      });
      this.#child.once('error', () => this.stop('crashed'));
    });
    this.#ready.catch(() => undefined);
  }

  get pid(): number | undefined {
    return this.#child.pid;
  }

  get alive(): boolean {
    return !this.#exited && this.#stopReason === null;
  }

  /** Runs a job; past `deadlineMs` the process is killed and the job fails with 'deadline'. */
  async run(job: string, input: unknown, deadlineMs: number): Promise<unknown> {
    if (this.#running) throw new Error('A worker runs one job at a time');
    this.#hold(true);
    try {
      await this.#ready;
      const id = this.#nextId++;
      const answer = new Promise<unknown>((resolve, reject) => {
        this.#running = { id, resolve, reject };
      });
      const deadline = setTimeout(() => this.stop('deadline'), deadlineMs);
      this.#child.send({ id, job, input });
      try {
        return await answer;
      } finally {
        clearTimeout(deadline);
      }
    } finally {
      this.#hold(false);
    }
  }

  /** While a job runs, its caller waits for it as for any I/O; idle, the worker keeps nothing alive. */
  #hold(running: boolean): void {
    if (running) {
      this.#child.ref();
      this.#child.channel?.ref();
    } else {
      this.#child.unref();
      this.#child.channel?.unref();
    }
  }

  stop(reason: JobFailure = 'crashed'): void {
    if (this.#exited) return;
    this.#stopReason ??= reason;
    this.#child.kill('SIGKILL');
  }

  #answered(message: { id: number; output: unknown } | { id: number; error: string }): void {
    const running = this.#running;
    if (!running || running.id !== message.id) return;
    this.#running = null;
    if ('error' in message) running.reject(new WorkerJobFailed('refused', message.error));
    else running.resolve(message.output);
  }

  #fail(reason: JobFailure): void {
    const running = this.#running;
    this.#running = null;
    running?.reject(new WorkerJobFailed(reason, `The worker stopped (${reason})`));
  }
}
