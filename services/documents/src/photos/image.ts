import { ErrorCode, PhotoMessages } from '@cobber/contracts';
import { badRequest, HttpError } from '@cobber/kit';
import { WorkerJobFailed, WorkerPool } from '@cobber/kit';
import type { PhotoOutput } from './image-jobs.ts';

const startsWith = (bytes: Uint8Array, text: string, at = 0) =>
  bytes.length >= at + text.length && [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));

/** The ISO-BMFF brands of HEIF stills: an iPhone's HEIC (heic, heix, mif1…) and AVIF. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis']);

/** Whether the bytes are a photo we read, by their signature, never by the file's name or declared type. */
export function isPhoto(bytes: Uint8Array): boolean {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return true;
  if (startsWith(bytes, '\x89PNG\r\n\x1a\n')) return true;
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return true;
  return startsWith(bytes, 'ftyp', 4) && HEIF_BRANDS.has(String.fromCharCode(...bytes.subarray(8, 12)));
}

/**
 * Decoding runs in one worker process (as logos do): a burst of uploads from a
 * phone waits its turn there, on one core, instead of taking the threads that answer
 * requests. A 48 MP HEIC decodes in a few seconds; past 15 s or 768 MB it is stopped.
 */
let workers: WorkerPool | null = null;

function photoWorkers(): WorkerPool {
  workers ??= new WorkerPool({
    name: 'job photos',
    jobs: new URL('./image-jobs.ts', import.meta.url),
    size: 1,
    // A phone sends the photos it picked one after another; several are in flight at once.
    queueLimit: 20,
    maxWaitMs: 60_000,
    deadlineMs: 15_000,
    memoryMb: 768,
    threads: 1,
    busyMessage: 'Cobber is busy with other photos; try again in a moment',
  });
  return workers;
}

/** A refusal naming the file, in the `photo` field. */
const refused = (message: string) => badRequest(message, { photo: message });

/** What the tradie reads when the worker would not, or could not, finish a photo. */
function whyRefused(error: WorkerJobFailed, name: string): string {
  if (error.reason === 'deadline' || (error.reason === 'refused' && error.message === 'timeout')) return PhotoMessages.tooSlow(name);
  if (error.reason === 'memory' || (error.reason === 'refused' && error.message === 'pixels')) return PhotoMessages.tooManyPixels(name);
  return PhotoMessages.unreadable(name);
}

/** 415 naming the file: not an image by its content. */
export function notAPhoto(name: string): HttpError {
  return new HttpError(415, ErrorCode.unsupportedMediaType, PhotoMessages.notAPhoto(name), { fields: { photo: PhotoMessages.notAPhoto(name) } });
}

/** Checks an uploaded photo by content and has a worker make its display size and thumbnail. */
export async function processPhoto(bytes: Uint8Array, name: string): Promise<{ display: Buffer; thumbnail: Buffer }> {
  if (!isPhoto(bytes)) throw notAPhoto(name);
  try {
    const { display, thumbnail } = await photoWorkers().run<PhotoOutput>('processPhoto', bytes);
    return { display: Buffer.from(display), thumbnail: Buffer.from(thumbnail) };
  } catch (error) {
    if (error instanceof WorkerJobFailed) throw refused(whyRefused(error, name));
    throw error;
  }
}
