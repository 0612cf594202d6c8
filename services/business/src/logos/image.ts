import { BusinessMessages } from '@cobber/contracts';
import { badRequest, WorkerJobFailed, WorkerPool } from '@cobber/kit';
import type { LogoInput, LogoOutput } from './image-jobs.ts';
import { svgProblem } from './svg.ts';

export type ImageKind = 'png' | 'jpeg' | 'webp' | 'svg';

/** What the bytes are, by their signature, never by the file's name or declared type. */
function detectImage(bytes: Buffer): ImageKind | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  const head = bytes.subarray(0, 1024).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head)) return 'svg';
  return null;
}

export interface ProcessedLogo {
  png: Buffer;
  brandColors: Record<string, string>;
}

/**
 * Decoding runs in one worker process: a burst of uploads waits its turn
 * there, on one core at low priority, instead of taking the threads that hash
 * passwords and serve files. A decode past 5 s or 512 MB is stopped (a logo takes well
 * under a second); more than four uploads waiting, or one waiting 20 s, are told to try
 * again.
 */
let workers: WorkerPool | null = null;

function logoWorkers(): WorkerPool {
  workers ??= new WorkerPool({
    name: 'logo images',
    jobs: new URL('./image-jobs.ts', import.meta.url),
    size: 1,
    queueLimit: 4,
    maxWaitMs: 20_000,
    deadlineMs: 5_000,
    memoryMb: 512,
    threads: 1,
    busyMessage: 'Cobber is busy with other uploads; try again in a moment',
  });
  return workers;
}

/** The worker processes decoding logos now (for tests that measure them). */
export function logoWorkerPids(): number[] {
  return workers?.pids ?? [];
}

const WHY_STOPPED = {
  deadline: 'This image took too long to read; upload a simpler PNG, JPEG or WebP',
  memory: 'This image needs too much memory to read; upload a smaller PNG, JPEG or WebP',
  crashed: 'This image could not be read; try another file',
} as const;

/** A refusal naming the `logo` field, with what to do about it. */
const refused = (message: string) => badRequest(message, { logo: message });

/**
 * Checks an uploaded logo (an allow-list by content; an SVG only when it is plain
 * drawing, svg.ts) and has a worker re-encode it (image-jobs.ts).
 */
export async function processLogo(bytes: Buffer): Promise<ProcessedLogo> {
  const kind = detectImage(bytes);
  if (!kind) throw refused(BusinessMessages.selectImage);
  const problem = kind === 'svg' ? svgProblem(bytes.toString('utf8')) : null;
  if (problem) throw refused(problem);
  try {
    const input: LogoInput = { bytes, kind };
    const { png, brandColors } = await logoWorkers().run<LogoOutput>('processLogo', input);
    return { png: Buffer.from(png.buffer, png.byteOffset, png.byteLength), brandColors };
  } catch (error) {
    if (!(error instanceof WorkerJobFailed)) throw error;
    throw refused(error.reason === 'refused' ? error.message : WHY_STOPPED[error.reason]);
  }
}
