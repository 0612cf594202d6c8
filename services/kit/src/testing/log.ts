import type { Logger } from '../logger.ts';
import { createLogger } from '../logger.ts';

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** pino's numbers for its levels. */
export const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 } as const;

/** A real pino logger whose lines are kept for the test to read. */
export function capturedLog(level = 'debug'): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = createLogger('test', level, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines };
}
