/**
 * A worker process of a `WorkerPool` (pool.ts): loads the jobs module named in argv,
 * runs one job at a time as the parent asks, and exits when its memory passes the cap
 * it was given, or when the parent goes.
 */
import { MEMORY_EXIT_CODE, type JobAnswer, type JobRequest } from './protocol.ts';

const jobsModule = process.argv[2];
const memoryCap = Number(process.env.COBBER_WORKER_MEMORY_MB) * 1024 * 1024;
if (!jobsModule || !process.send || !(memoryCap > 0)) {
  console.error('worker: started without a jobs module, an IPC channel or a memory cap');
  process.exit(2);
}

// Native code (an image decoder) allocates off the JavaScript heap, where
// --max-old-space-size cannot see it: watch the whole process instead.
setInterval(() => {
  if (process.memoryUsage.rss() > memoryCap) process.exit(MEMORY_EXIT_CODE);
}, 20).unref();

process.on('disconnect', () => process.exit(0));

const jobs = (await import(jobsModule)) as Record<string, (input: unknown) => unknown>;

function answer(message: JobAnswer): void {
  process.send!(message);
}

process.on('message', async ({ id, job, input }: JobRequest) => {
  const run = jobs[job];
  if (typeof run !== 'function') {
    answer({ id, error: `No such job: ${job}` });
    return;
  }
  try {
    answer({ id, output: await run(input) });
  } catch (error) {
    answer({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

answer({ ready: true });
