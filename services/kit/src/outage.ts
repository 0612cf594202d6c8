import type { Knex } from './database.ts';
import type { Logger } from './logger.ts';
import { ThrottledLog } from './throttled-log.ts';

/**
 * An error that means "the database is not there right now" (records
 * survive): not a bug and not the client's fault, so it answers 503 and heals by itself.
 * `what` names it in the log; `over` is the log's line when it ends.
 */
export interface Outage {
  kind: 'database-unreachable' | 'database-disk-full' | 'database-out-of-resources' | 'disk-full';
  what: string;
  over: string;
  /** What the client is told. */
  message: string;
}

/** What a client is told during an outage of the database. */
export const OUTAGE_MESSAGE = "Cobber can't reach its database right now. Please try again in a minute.";
/** …and when the disk Cobber writes files to is full. */
export const DISK_FULL_MESSAGE = "Cobber can't save right now: its disk is full. Nothing was saved; please try again later.";

const UNREACHABLE: Outage = { kind: 'database-unreachable', what: 'database unreachable', over: 'database reachable again', message: OUTAGE_MESSAGE };
const DISK_FULL: Outage = { kind: 'database-disk-full', what: 'database disk full', over: 'database disk has room again', message: DISK_FULL_MESSAGE };
const OUT_OF_RESOURCES: Outage = {
  kind: 'database-out-of-resources',
  what: 'database out of resources',
  over: 'database has resources again',
  message: OUTAGE_MESSAGE,
};
/** A file (a logo, the mailbox, a backup) could not be written: the server's own disk is full. */
const LOCAL_DISK_FULL: Outage = { kind: 'disk-full', what: 'disk full (no space left on device)', over: 'disk has room again', message: DISK_FULL_MESSAGE };

/** Node's codes for a connection that could not be made or was cut (the host may be gone from DNS too). */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);

/** PostgreSQL's "shutting down" (57P01 admin, 57P02 crash) and "cannot connect now" (57P03, starting up). */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);

/**
 * node-postgres reports a cut connection by message only ("Connection terminated
 * unexpectedly", "… due to connection timeout"), and a client used after that "is not
 * queryable". Knex prefixes the query's text, hence no anchors.
 */
const CUT_CONNECTION = /Connection terminated|is not queryable/;

/**
 * Which outage an error means, or null for every other error. Reads pg's SQLSTATE
 * (class 08 connection, 57P01–57P03, 53100 disk full, other 53 resources), Node's socket
 * codes (also inside an AggregateError, as a connect to every address of a host fails),
 * knex's pool acquire timeout and node-postgres's cut-connection messages. An error's
 * `cause` is not followed: a failed `fetch` to another service carries ECONNREFUSED
 * there, and that is not the database.
 */
export function outageOf(error: unknown): Outage | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, name, message, errors } = error as { code?: unknown; name?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string') {
    if (code.startsWith('08') || SHUTDOWN_STATES.has(code) || CONNECTION_CODES.has(code)) return UNREACHABLE;
    if (code === '53100') return DISK_FULL;
    if (/^53[0-9A-Z]{3}$/.test(code)) return OUT_OF_RESOURCES;
    if (code === 'ENOSPC' || code === 'EDQUOT') return LOCAL_DISK_FULL;
  }
  const text = typeof message === 'string' ? message : '';
  if (name === 'KnexTimeoutError' && text.includes('acquiring a connection')) return UNREACHABLE;
  if (CUT_CONNECTION.test(text)) return UNREACHABLE;
  if (Array.isArray(errors)) {
    for (const inner of errors) {
      const outage = outageOf(inner);
      if (outage) return outage;
    }
  }
  return null;
}

/** Seconds a client is asked to wait before trying again (`Retry-After`). */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;

/**
 * The log of a process's database outages as its requests meet them (the error
 * middleware), over as soon as the database answers a query again.
 */
export function databaseOutageLog(db: Knex, logger: Logger): ThrottledLog {
  const outages = new ThrottledLog(logger, { unit: 'requests refused' });
  db.on('query-response', () => outages.recovered());
  return outages;
}
