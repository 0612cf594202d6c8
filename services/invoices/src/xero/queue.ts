import { parseEventOf, type EventEnvelope } from '@cobber/contracts';
import { consumeOnce, type Knex } from '@cobber/kit';
import { hasOrganisation, isInvoiceQueued, listReceiptIdsOf, queueInvoice, queuePayments, requeueInvoice, requeueSentPaymentsOf } from './repository.ts';

/** Payments on the invoice Xero has not had yet (a deposit taken before it too): queued behind it. */
async function queuePaymentsOf(trx: Knex.Transaction, ownerId: string, invoiceId: string): Promise<void> {
  const receipts = await listReceiptIdsOf(trx, ownerId, invoiceId);
  if (receipts.length === 0) return;
  await queuePayments(trx, ownerId, receipts.map((receipt) => receipt.id));
}

/**
 * An invoice was sent (or sent again): it is Xero's to have, once. The row is the record
 * of that decision, made in the same transaction as the event's inbox entry; each later
 * change bumps its revision, and the sync sends what Xero does not have yet.
 */
export async function queueSentInvoice(db: Knex, raw: EventEnvelope): Promise<void> {
  const invoice = parseEventOf(raw, 'invoice.sent').data;
  await consumeOnce(db, raw, async (trx) => {
    // Only an owner with an organisation chosen has anything queued for Xero.
    if (!(await hasOrganisation(trx, invoice.ownerId))) return;
    await queueInvoice(trx, invoice.ownerId, invoice.id);
    await queuePaymentsOf(trx, invoice.ownerId, invoice.id);
  });
}

/**
 * A change to an invoice Xero was given (its lines, its dates, a cancellation, a receipt
 * on it corrected) is looked at again: what Xero does not have yet is sent.
 */
export async function queueChangedInvoice(db: Knex, raw: EventEnvelope): Promise<void> {
  const invoice = parseEventOf(raw, raw.type === 'invoice.cancelled' ? 'invoice.cancelled' : 'invoice.updated').data;
  await consumeOnce(db, raw, async (trx) => {
    if ((await requeueInvoice(trx, invoice.ownerId, invoice.id)) === 0) return;
    await requeueSentPaymentsOf(trx, invoice.ownerId, invoice.id);
  });
}

/** A payment on an invoice Xero has (or is to have) follows it there; one that came from Xero is already there. */
export async function queueReceipt(db: Knex, raw: EventEnvelope): Promise<void> {
  const receipt = parseEventOf(raw, 'receipt.created').data;
  await consumeOnce(db, raw, async (trx) => {
    if (!receipt.invoiceId) return;
    if (!(await isInvoiceQueued(trx, receipt.ownerId, receipt.invoiceId))) return;
    await queuePayments(trx, receipt.ownerId, [receipt.id]);
  });
}
