import { todayIn, type EventType } from '@cobber/contracts';
import { createEvent, writeEvents, type Knex } from '@cobber/kit';
import { findTimeZone } from '@cobber/documents';
import { findClaimOfInvoice, toSchedule } from '../claims/repository.ts';
import { SCHEMA } from '../migrations.ts';
import { listItems } from './repository.ts';
import { toInvoice, toItem, type InvoiceRow } from './rows.ts';

type InvoiceEventType = Extract<EventType, `invoice.${string}`>;

/**
 * Writes an invoice event carrying the whole invoice with its lines (contracts/events.ts),
 * overdue or not as of the event's own moment (stamped by the system clock) in the
 * business's time zone.
 */
export async function emitInvoiceEvent(trx: Knex.Transaction, type: InvoiceEventType, invoice: InvoiceRow): Promise<void> {
  const items = (await listItems(trx, invoice.id)).map(toItem);
  const today = todayIn(await findTimeZone(trx, invoice.owner_id));
  // A claim's schedule tells the other services' copies that it bills a stage, not the whole job.
  const claim = invoice.progress_claim ? await findClaimOfInvoice(trx, invoice.id) : null;
  const data = { ...toInvoice(invoice, today), ...(claim ? { claim: toSchedule(claim) } : {}), ownerId: invoice.owner_id, items };
  await writeEvents(trx, SCHEMA, [createEvent(type, { ownerId: invoice.owner_id, key: invoice.id, data })]);
}
