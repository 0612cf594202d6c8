import type { Knex } from '@cobber/kit';
import { findJobId, invoiceIdsOfJob, lockDocumentRow, type DocumentRow } from '../documents/repository.ts';
import { OPEN_STATUSES, sumCents } from './repository.ts';

/** A document locked for taking money, with the job it belongs to. */
export interface LockedDocument {
  document: DocumentRow;
  /** The job's quote and the invoices made from it (or a lone invoice): money paid on one counts on all. */
  jobIds: string[];
}

/**
 * Locks a document's row until the transaction ends (money is never paid twice
 * over). Every check and record of a payment locks its job's row first (the quote an
 * invoice was made from, else the document itself), then the document's: payments on a
 * quote and on its invoice take turns, and always in the same order.
 */
export async function lockDocument(trx: Knex.Transaction, documentId: string): Promise<LockedDocument | undefined> {
  const jobId = await findJobId(trx, documentId);
  if (!jobId) return undefined;
  await lockDocumentRow(trx, jobId);
  const document = (await lockDocumentRow(trx, documentId))!;
  const invoices = await invoiceIdsOfJob(trx, jobId);
  return { document, jobIds: [...new Set([jobId, documentId, ...invoices])] };
}

/**
 * What the job has paid. The owning service's figure (an invoice's deposit paid) can lag
 * behind a payment taken here, and this service's payments miss what was paid elsewhere;
 * each is a lower bound of what was paid, so take the larger.
 */
async function paidCents(trx: Knex.Transaction, { document, jobIds }: LockedDocument): Promise<number> {
  return Math.max(Number(document.paid_cents), await sumCents(trx, jobIds, ['succeeded']));
}

/**
 * What a new payment may ask for: the total less what was paid, less what open payments
 * on the job may still take (all but the `excluding` ones, which the caller settles itself).
 */
export async function owedCents(trx: Knex.Transaction, locked: LockedDocument, excluding: string[]): Promise<number> {
  const onTheWay = await sumCents(trx, locked.jobIds, OPEN_STATUSES, { excluding });
  return Math.max(0, Number(locked.document.total_cents) - (await paidCents(trx, locked)) - onTheWay);
}

/** What a card success may still count for: the first payment to succeed is paid, whatever else is open. */
export async function unpaidCents(trx: Knex.Transaction, locked: LockedDocument): Promise<number> {
  return Math.max(0, Number(locked.document.total_cents) - (await paidCents(trx, locked)));
}

/** Deposits this service took on the document itself (a quote's requested deposit counts only these). */
export async function paidOnDocumentCents(trx: Knex.Transaction, { document }: LockedDocument): Promise<number> {
  return sumCents(trx, [document.id], ['succeeded']);
}
