import { parseEventOf, type EventEnvelope } from '@cobber/contracts';
import { consumeOnce, type Knex } from '@cobber/kit';

/** The owner has an organisation chosen: only then is anything queued for Xero. */
async function connected(trx: Knex.Transaction, ownerId: string): Promise<boolean> {
  return Boolean(await trx('xero_connections').where('owner_id', ownerId).whereNotNull('tenant_id').first('owner_id'));
}

/** Payments on the invoice Xero has not had yet (a deposit taken before it too): queued behind it. */
async function queuePaymentsOf(trx: Knex.Transaction, ownerId: string, invoiceId: string): Promise<void> {
  const receipts: { id: string }[] = await trx('receipts').where({ owner_id: ownerId, invoice_id: invoiceId }).select('id');
  if (receipts.length === 0) return;
  await trx('xero_documents')
    .insert(receipts.map((receipt) => ({ kind: 'payment', document_id: receipt.id, owner_id: ownerId })))
    .onConflict(['kind', 'document_id'])
    .ignore();
}

/**
 * An invoice was sent (or sent again): it is Xero's to have, once. The row is the record
 * of that decision, made in the same transaction as the event's inbox entry; each later
 * change bumps its revision, and the sync sends what Xero does not have yet.
 */
export async function queueSentInvoice(db: Knex, raw: EventEnvelope): Promise<void> {
  const invoice = parseEventOf(raw, 'invoice.sent').data;
  await consumeOnce(db, raw, async (trx) => {
    if (!(await connected(trx, invoice.ownerId))) return;
    await trx('xero_documents')
      .insert({ kind: 'invoice', document_id: invoice.id, owner_id: invoice.ownerId })
      .onConflict(['kind', 'document_id'])
      .merge({ revision: trx.raw('xero_documents.revision + 1'), state: 'waiting', next_attempt_at: null, attempts: 0 });
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
    const queued = await trx('xero_documents')
      .where({ kind: 'invoice', document_id: invoice.id, owner_id: invoice.ownerId })
      .update({ revision: trx.raw('revision + 1'), state: 'waiting', next_attempt_at: null, attempts: 0 });
    if (queued === 0) return;
    const receipts = trx('receipts').where({ owner_id: invoice.ownerId, invoice_id: invoice.id }).select('id');
    await trx('xero_documents')
      .where({ kind: 'payment', owner_id: invoice.ownerId, state: 'in-xero', from_xero: false })
      .whereIn('document_id', receipts)
      .update({ revision: trx.raw('revision + 1'), state: 'waiting', next_attempt_at: null });
  });
}

/** A payment on an invoice Xero has (or is to have) follows it there; one that came from Xero is already there. */
export async function queueReceipt(db: Knex, raw: EventEnvelope): Promise<void> {
  const receipt = parseEventOf(raw, 'receipt.created').data;
  await consumeOnce(db, raw, async (trx) => {
    if (!receipt.invoiceId) return;
    const invoiceQueued = await trx('xero_documents').where({ kind: 'invoice', document_id: receipt.invoiceId, owner_id: receipt.ownerId }).first('document_id');
    if (!invoiceQueued) return;
    await trx('xero_documents').insert({ kind: 'payment', document_id: receipt.id, owner_id: receipt.ownerId }).onConflict(['kind', 'document_id']).ignore();
  });
}
