import { addDays, AUSTRALIAN_TIME_ZONE, todayIn } from '@cobber/contracts';
import type { Knex, Logger, Clock } from '@cobber/kit';
import { isoDate } from '../dates.ts';
import { emitInvoiceEvent } from '../invoices/events.ts';
import { findInvoiceById } from '../invoices/repository.ts';
import { findOverdueCandidates, markOverdueAnnounced } from './repository.ts';

/**
 * Overdue as a state of its own: once an unpaid invoice's due date has passed in
 * its business's day, one `invoice.updated` event says so (status `overdue`), so the
 * services that keep a copy of it (the dashboard's money status) learn it then, not at the
 * invoice's next change. Marked and published in one transaction, once per due date, by
 * whichever instance gets there first; run by the reminders' scheduled check.
 */
export async function announceOverdueInvoices(db: Knex, clock: Clock, logger: Logger): Promise<number> {
  const now = clock();
  let announced = 0;
  for (const candidate of await findOverdueCandidates(db, addDays(todayIn('UTC', now), 1))) {
    const dueDate = isoDate(candidate.due_date);
    if (dueDate >= todayIn(candidate.time_zone ?? AUSTRALIAN_TIME_ZONE, now)) continue;
    try {
      const done = await db.transaction(async (trx) => {
        if (!(await markOverdueAnnounced(trx, candidate.id, dueDate))) return false;
        const row = await findInvoiceById(trx, candidate.id);
        if (row) await emitInvoiceEvent(trx, 'invoice.updated', row);
        return Boolean(row);
      });
      if (done) announced++;
    } catch (error) {
      logger.warn({ err: error, invoiceId: candidate.id }, 'overdue not announced; the next check tries again');
    }
  }
  return announced;
}
