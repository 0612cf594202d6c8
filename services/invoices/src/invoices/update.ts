import { calendarDateIn, type Invoice, type UpdateInvoice } from '@cobber/contracts';
import { type Knex, type Clock } from '@cobber/kit';
import { planChanges, planLineList } from '@cobber/documents';
import { businessDay, isoDate } from '../dates.ts';
import { emitInvoiceEvent } from './events.ts';
import { saveLines } from './lines.ts';
import { listItems, updateInvoiceRow } from './repository.ts';
import { INVOICE_LINES, toInvoice, type InvoiceRow } from './rows.ts';
import { loadInvoiceForChange, settle } from './service.ts';

const COLUMNS = { title: 'title', description: 'description', dueDate: 'due_date' } as const;

/** The invoice's own columns that really change. */
function changedColumns(invoice: InvoiceRow, fields: Omit<UpdateInvoice, 'items'>): Record<string, unknown> {
  const stored = { title: invoice.title, description: invoice.description, dueDate: isoDate(invoice.due_date) };
  const columns: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields) as [keyof typeof COLUMNS, string | null | undefined][]) {
    if (value !== undefined && value !== stored[field]) columns[COLUMNS[field]] = value;
  }
  return columns;
}

/**
 * `PATCH /api/invoices/:id`: title, description and due date (a day of the business's),
 * only those sent, and with `items` the whole list of lines, in one transaction (the
 * invoice's row locked) with one event. Anything refused (400, or 409 for amounts of a
 * paid invoice) leaves the invoice as it was.
 */
export async function updateInvoice(db: Knex, clock: Clock, ownerId: string, id: string, input: UpdateInvoice): Promise<Invoice> {
  const { timeZone, today } = await businessDay(db, ownerId, clock);
  const { items, ...fields } = input;
  const dated = fields.dueDate ? { ...fields, dueDate: calendarDateIn(fields.dueDate, timeZone) } : fields;
  return db.transaction(async (trx) => {
    const invoice = await loadInvoiceForChange(trx, ownerId, id);
    const columns = changedColumns(invoice, dated);
    const plan = items ? planLineList(INVOICE_LINES, invoice.id, await listItems(trx, invoice.id), items) : null;
    const linesChanged = plan !== null && planChanges(plan);
    if (Object.keys(columns).length === 0 && !linesChanged) return toInvoice(invoice, today);
    if (linesChanged) await saveLines(trx, invoice, plan, 'items');
    const updated = await updateInvoiceRow(trx, id, columns);
    // New lines reprice the invoice; settle writes the one event.
    if (linesChanged) return toInvoice(await settle(trx, updated, 'invoice.updated'), today);
    await emitInvoiceEvent(trx, 'invoice.updated', updated);
    return toInvoice(updated, today);
  });
}
