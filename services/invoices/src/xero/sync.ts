import { scheduledCheck, type ScheduledCheck } from '@cobber/documents';
import type { Knex, Logger } from '@cobber/kit';
import { XeroError } from './client.ts';
import { accountingFor, type XeroSetup } from './connection.ts';
import { pullPayments } from './pull.ts';
import { pushInvoice, pushPayment, type Pushed } from './push.ts';
import { forgetDocument, hurryPaymentsOf, listConnected, takeNextDue, updateConnection, updateDocument, type ConnectionRow, type SyncRow } from './repository.ts';

export interface XeroSync extends XeroSetup {
  db: Knex;
  logger: Logger;
  /** How long between reads of the payments entered in Xero. */
  readEveryMinutes: number;
}

/** Tried again after 30 s, 1, 2, 4… minutes, never more than 15 apart: back soon after Xero is. */
export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(attempts - 1, 0), 15 * 60);
}

const later = (sync: XeroSync, seconds: number) => new Date(sync.clock().getTime() + seconds * 1000);

/** What the owner reads when Xero did not take a document. */
function troubleMessage(error: unknown): { state: 'failed' | 'refused'; message: string } {
  if (!(error instanceof XeroError)) return { state: 'failed', message: 'Something went wrong sending it to Xero' };
  if (error.trouble === 'refused') return { state: 'refused', message: error.message };
  if (error.trouble === 'unauthorised') return { state: 'failed', message: "Xero no longer accepts Cobber's sign-in: connect Xero again in Settings" };
  return { state: 'failed', message: error.message };
}

async function settle(sync: XeroSync, row: SyncRow, trx: Knex.Transaction, pushed: Pushed): Promise<void> {
  const where = { kind: row.kind, document_id: row.document_id };
  const now = sync.clock();
  if (pushed.done === 'gone') await forgetDocument(trx, where);
  else if (pushed.done === 'wait') await updateDocument(trx, where, { state: 'waiting', message: pushed.reason, next_attempt_at: later(sync, 60) });
  else if (pushed.done === 'refused')
    await updateDocument(trx, where, { state: 'refused', message: pushed.reason, attempts: row.attempts + 1, next_attempt_at: later(sync, backoffSeconds(row.attempts + 1)) });
  else {
    const sent = pushed.done === 'sent' ? { xero_id: pushed.xeroId, sent_digest: pushed.digest } : {};
    await updateDocument(trx, where, { ...sent, sent_revision: row.revision, state: 'in-xero', message: null, attempts: 0, next_attempt_at: null, synced_at: now });
    await updateConnection(trx, row.owner_id, { last_sync_at: now });
    // Its payments waiting for it go now, not at their next turn.
    if (row.kind === 'invoice') await hurryPaymentsOf(trx, row.owner_id, row.document_id);
  }
}

/**
 * The owner's next document due for Xero, taken with its row locked (SKIP LOCKED) for as
 * long as it is being sent: two syncs at the same moment never send the same document.
 * Invoices go before payments, which need their invoice's id in Xero.
 */
async function pushNext(sync: XeroSync, connection: ConnectionRow, seen: Set<string>): Promise<'pushed' | 'none' | 'slow-down'> {
  return sync.db.transaction(async (trx) => {
    const row = await takeNextDue(trx, connection.owner_id, sync.clock(), [...seen]);
    if (!row) return 'none';
    seen.add(row.document_id);
    try {
      const api = await accountingFor(sync.db, sync, connection.owner_id);
      const pushed = row.kind === 'invoice' ? await pushInvoice(trx, api, row) : await pushPayment(trx, api, row, connection);
      await settle(sync, row, trx, pushed);
      // A payment waiting for its invoice may go in this same turn, once the invoice has.
      if (pushed.done === 'wait') seen.delete(row.document_id);
      return 'pushed';
    } catch (error) {
      const where = { kind: row.kind, document_id: row.document_id };
      if (error instanceof XeroError && error.trouble === 'rate-limited') {
        await updateDocument(trx, where, { next_attempt_at: later(sync, error.retryAfterSeconds ?? 60) });
        return 'slow-down';
      }
      if (!(error instanceof XeroError)) sync.logger.error({ err: error, documentId: row.document_id }, 'sending a document to Xero failed');
      const { state, message } = troubleMessage(error);
      await updateDocument(trx, where, { state, message, attempts: row.attempts + 1, next_attempt_at: later(sync, backoffSeconds(row.attempts + 1)) });
      return 'pushed';
    }
  });
}

/** Payments entered in Xero, read every few minutes; a rate limit or an outage waits for the next turn. */
async function readPayments(sync: XeroSync, connection: ConnectionRow): Promise<void> {
  const now = sync.clock();
  if (connection.next_read_at && new Date(connection.next_read_at) > now) return;
  try {
    const api = await accountingFor(sync.db, sync, connection.owner_id);
    const { readUpTo } = await pullPayments(sync.db, api, connection.owner_id, connection.payments_read_at, sync.logger);
    await updateConnection(sync.db, connection.owner_id, { payments_read_at: readUpTo, next_read_at: later(sync, sync.readEveryMinutes * 60), last_sync_at: now });
  } catch (error) {
    if (!(error instanceof XeroError)) throw error;
    const wait = error.trouble === 'rate-limited' ? (error.retryAfterSeconds ?? 60) : sync.readEveryMinutes * 60;
    await updateConnection(sync.db, connection.owner_id, { next_read_at: later(sync, wait) });
  }
}

/**
 * One turn for every connected business: what is due goes to Xero (a rate limit stops the
 * business's turn until Retry-After has passed), then the payments entered in Xero are read.
 * Safe to run twice at once, and after a crash halfway.
 */
export async function syncWithXero(sync: XeroSync): Promise<void> {
  const connections = await listConnected(sync.db);
  for (const connection of connections) {
    try {
      const seen = new Set<string>();
      let step: 'pushed' | 'none' | 'slow-down';
      do step = await pushNext(sync, connection, seen);
      while (step === 'pushed');
      if (step === 'none') await readPayments(sync, connection);
    } catch (error) {
      sync.logger.error({ err: error, ownerId: connection.owner_id }, 'keeping Xero in step failed');
    }
  }
}

/** pg-boss's job, every `everySeconds`, one instance at a time. */
export function xeroSyncScheduler(sync: XeroSync & { databaseUrl: string; schema: string; everySeconds: number }): ScheduledCheck {
  return scheduledCheck({ databaseUrl: sync.databaseUrl, schema: sync.schema, name: 'xero-sync', everySeconds: sync.everySeconds, logger: sync.logger, check: () => syncWithXero(sync) });
}
