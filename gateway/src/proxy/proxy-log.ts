import { format } from 'node:util';
import type { Logger } from '@cobber/kit';

/**
 * http-proxy-middleware logs like console (`'… request %s to %s'`, then the values);
 * pino only reads the first argument that way when given as its message with the values
 * after it, so handing it pino's methods printed unfilled `%s`. Its lines are formatted
 * here first. Its error line repeats for every request while a service is down, and the
 * proxy's own error handler reports that (once a minute), so it goes to debug.
 */
export function proxyLogger(logger: Logger): { info(...args: unknown[]): void; warn(...args: unknown[]): void; error(...args: unknown[]): void } {
  return {
    info: (...args) => logger.debug(format(...args)),
    warn: (...args) => logger.warn(format(...args)),
    error: (...args) => logger.debug(format(...args)),
  };
}
