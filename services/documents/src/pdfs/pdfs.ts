/**
 * Quote, invoice and receipt PDFs are made in a worker process: pdf-lib's
 * layout is plain JavaScript, so a long document would otherwise hold the thread that
 * answers every request; here it runs under a 10 s deadline and its own memory cap. One
 * worker per process, shared by the services running in it.
 */
import type { InvoicePdfInput, QuotePdfInput, ReceiptPdfInput } from '@cobber/contracts/documents';
import { ErrorCode } from '@cobber/contracts';
import { HttpError } from '@cobber/kit';
import { WorkerJobFailed, WorkerPool } from '@cobber/kit';

let workers: WorkerPool | null = null;

function pdfWorkers(): WorkerPool {
  workers ??= new WorkerPool({
    name: 'PDFs',
    jobs: new URL('./pdf-jobs.ts', import.meta.url),
    size: 1,
    queueLimit: 16,
    maxWaitMs: 20_000,
    deadlineMs: 10_000,
    memoryMb: 512,
    threads: 1,
    // Sends come in bursts at the end of a job; a warm worker saves each one a start.
    idleMs: 5 * 60_000,
    busyMessage: 'Cobber is busy making other documents; try again in a moment',
  });
  return workers;
}

const TOO_BIG = 'This document is too long to make into a PDF; shorten its text and try again';

async function makePdf(kind: 'quote' | 'invoice' | 'receipt', input: unknown): Promise<Uint8Array> {
  try {
    return await pdfWorkers().run<Uint8Array>(kind, input);
  } catch (error) {
    if (error instanceof WorkerJobFailed && (error.reason === 'deadline' || error.reason === 'memory')) {
      throw new HttpError(503, ErrorCode.unavailable, TOO_BIG);
    }
    throw error;
  }
}

export const makeQuotePdf = (input: QuotePdfInput) => makePdf('quote', input);
export const makeInvoicePdf = (input: InvoicePdfInput) => makePdf('invoice', input);
export const makeReceiptPdf = (input: ReceiptPdfInput) => makePdf('receipt', input);
