/** What a pool and its worker processes say to each other. */

export interface JobRequest {
  id: number;
  job: string;
  input: unknown;
}

export type JobAnswer = { ready: true } | { id: number; output: unknown } | { id: number; error: string };

/** How a worker says it was stopped for using too much memory. */
export const MEMORY_EXIT_CODE = 75;
