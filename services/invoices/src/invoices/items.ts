import type { CreateInvoiceItem, InvoiceItem, UpdateInvoiceItem } from '@cobber/contracts';
import { findLine, notFound, planAddLine, planChangeLine, planChanges, planRemoveLine, type Knex } from '@cobber/kit';
import { saveLines } from './lines.ts';
import { listItems } from './repository.ts';
import { INVOICE_LINES, toItem, type InvoiceItemRow } from './rows.ts';
import { loadInvoiceForChange, settle } from './service.ts';

/** `POST /api/invoices/:id/items`: a labour, materials or other line at the end. */
export async function addItem(db: Knex, ownerId: string, invoiceId: string, input: CreateInvoiceItem): Promise<InvoiceItem> {
  return db.transaction(async (trx) => {
    const invoice = await loadInvoiceForChange(trx, ownerId, invoiceId);
    const plan = planAddLine(INVOICE_LINES, invoice.id, await listItems(trx, invoice.id), input);
    await saveLines(trx, invoice, plan, 'unitPrice');
    await settle(trx, invoice, 'invoice.updated');
    return toItem(plan.added[0]!);
  });
}

async function findItem(trx: Knex.Transaction, invoiceId: string, itemId: string): Promise<InvoiceItemRow> {
  const item = await findLine(trx, INVOICE_LINES, invoiceId, itemId);
  if (!item) throw notFound('Item not found');
  return item;
}

/** `PATCH /api/invoices/:id/items/:itemId`: only the fields sent change. */
export async function updateItem(db: Knex, ownerId: string, invoiceId: string, itemId: string, input: UpdateInvoiceItem): Promise<InvoiceItem> {
  return db.transaction(async (trx) => {
    const invoice = await loadInvoiceForChange(trx, ownerId, invoiceId);
    const item = await findItem(trx, invoice.id, itemId);
    const plan = planChangeLine(INVOICE_LINES, await listItems(trx, invoice.id), item, input);
    if (!planChanges(plan)) return toItem(item);
    await saveLines(trx, invoice, plan, 'unitPrice');
    await settle(trx, invoice, 'invoice.updated');
    return toItem(plan.changed[0]!.after);
  });
}

/** `DELETE /api/invoices/:id/items/:itemId`. */
export async function deleteItem(db: Knex, ownerId: string, invoiceId: string, itemId: string): Promise<void> {
  await db.transaction(async (trx) => {
    const invoice = await loadInvoiceForChange(trx, ownerId, invoiceId);
    const item = await findItem(trx, invoice.id, itemId);
    await saveLines(trx, invoice, planRemoveLine(await listItems(trx, invoice.id), item), 'unitPrice');
    await settle(trx, invoice, 'invoice.updated');
  });
}
