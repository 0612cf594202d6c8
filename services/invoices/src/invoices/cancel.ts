import { parseMoney, type Invoice } from '@cobber/contracts';
import { conflict, type Clock, type Knex } from '@cobber/kit';
import { businessDay } from '../dates.ts';
import { emitInvoiceEvent } from './events.ts';
import { updateInvoiceRow } from './repository.ts';
import { toInvoice, type InvoiceRow } from './rows.ts';
import { loadInvoiceForChange } from './service.ts';

export const CancelMessages = {
  moneyReceived: 'This invoice has money received against it, so it cannot be cancelled: refund the client and correct its receipts first (Cobber does not refund yet)',
} as const;

/** Money the client has paid against the invoice: a deposit applied, a part payment, or all of it. */
function moneyReceived(invoice: InvoiceRow): boolean {
  return invoice.status === 'paid' || parseMoney(invoice.deposit_paid) > 0 || parseMoney(invoice.payments_received) > 0;
}

/**
 * `POST /api/invoices/:id/cancel`: the invoice is cancelled (a draft the client never had,
 * or a sent or overdue one, which then has its credit note) and owes nothing. Under the
 * invoice's lock, so two cancels at once write one `invoice.cancelled`; cancelling it again
 * answers the cancelled invoice as it is. One with money received is refused: cancelling
 * would leave the client's money unaccounted for.
 */
export async function cancelInvoice(db: Knex, clock: Clock, ownerId: string, id: string): Promise<Invoice> {
  const cancelled = await db.transaction(async (trx) => {
    const invoice = await loadInvoiceForChange(trx, ownerId, id);
    if (invoice.status === 'cancelled') return invoice;
    if (moneyReceived(invoice)) throw conflict(CancelMessages.moneyReceived);
    const changed = await updateInvoiceRow(trx, invoice.id, { status: 'cancelled', cancelled_at: clock() });
    await emitInvoiceEvent(trx, 'invoice.cancelled', changed);
    return changed;
  });
  return toInvoice(cancelled, (await businessDay(db, ownerId, clock)).today);
}
