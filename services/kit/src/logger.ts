import { pino, type DestinationStream, type Logger } from 'pino';

export type { DestinationStream, Logger };

/** The process's logger: JSON lines to stdout, or to `destination` (tests read what was logged). */
export function createLogger(name: string, level = process.env.LOG_LEVEL ?? 'info', destination?: DestinationStream): Logger {
  const options = { name, level, base: { service: name } };
  return destination ? pino(options, destination) : pino(options);
}
