import { formatMoney, isPaidInFull, parseMoney } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import { claimDepositApplied } from '../claims/repository.ts';
import { sumInvoiceReceipts } from '../receipts/repository.ts';
import { emitInvoiceEvent } from './events.ts';
import { updateInvoiceRow } from './repository.ts';
import { invoiceMoney, type InvoiceRow } from './rows.ts';

/**
 * The status what is paid gives an invoice: paid once nothing is owed; back to sent (or
 * draft, never sent) when a corrected receipt leaves something owed; cancelled stays so.
 */
function statusAfter(invoice: InvoiceRow, paidInFull: boolean): InvoiceRow['status'] {
  if (invoice.status === 'cancelled') return 'cancelled';
  if (paidInFull) return 'paid';
  if (invoice.status === 'paid') return invoice.sent_at ? 'sent' : 'draft';
  return invoice.status;
}

/**
 * Counts the invoice's receipts, in the caller's transaction (the invoice's row locked):
 * card deposits (and, on a progress claim, the part of its quote's deposit applied to it) into deposit paid, the rest (a card payment of the invoice too) into payments received, and the status that
 * follows. Receipts are the record of every payment, so the figures are always theirs.
 * Writes no event: the caller's change writes one.
 */
export async function recountPaid(trx: Knex.Transaction, invoice: InvoiceRow): Promise<InvoiceRow> {
  const sums = await sumInvoiceReceipts(trx, invoice.id);
  const deposits = parseMoney(sums.deposits) + (invoice.progress_claim ? parseMoney(await claimDepositApplied(trx, invoice.id)) : 0);
  const counted = { ...invoice, deposit_paid: formatMoney(deposits), payments_received: formatMoney(parseMoney(sums.payments)) };
  const status = statusAfter(invoice, isPaidInFull(invoiceMoney(counted)));
  return updateInvoiceRow(trx, invoice.id, {
    deposit_paid: counted.deposit_paid,
    payments_received: counted.payments_received,
    status,
    paid_at: status === 'paid' ? (invoice.paid_at ?? trx.fn.now()) : null,
  });
}

/** The event of a change to an invoice: `invoice.paid` when it has just become paid. */
export function changeEvent(before: InvoiceRow, after: InvoiceRow): 'invoice.paid' | 'invoice.updated' {
  return after.status === 'paid' && before.status !== 'paid' ? 'invoice.paid' : 'invoice.updated';
}

/** A receipt on the invoice was made or corrected: recounted, with its one event. */
export async function settlePayments(trx: Knex.Transaction, invoice: InvoiceRow): Promise<InvoiceRow> {
  const counted = await recountPaid(trx, invoice);
  await emitInvoiceEvent(trx, changeEvent(invoice, counted), counted);
  return counted;
}
