import type { CreateInvoiceItem, InvoiceItem, UpdateInvoiceItem } from '@cobber/contracts';
import { conflict, notFound, type Knex } from '@cobber/kit';
import { findLine, planAddLine, planChangeLine, planChanges, planRemoveLine } from '@cobber/documents';
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

const DEPOSIT_LINE = 'The deposit is a payment against the total, not a line of the price: it cannot be changed or deleted here';

/** A priced line, never the deposit: that follows the quote's deposit request and what the client paid. */
async function findPricedItem(trx: Knex.Transaction, invoiceId: string, itemId: string): Promise<InvoiceItemRow> {
  const item = await findLine(trx, INVOICE_LINES, invoiceId, itemId);
  if (!item) throw notFound('Item not found');
  if (item.type === 'deposit') throw conflict(DEPOSIT_LINE);
  return item;
}

/** `PATCH /api/invoices/:id/items/:itemId`: only the fields sent change (409 for the deposit). */
export async function updateItem(db: Knex, ownerId: string, invoiceId: string, itemId: string, input: UpdateInvoiceItem): Promise<InvoiceItem> {
  return db.transaction(async (trx) => {
    const invoice = await loadInvoiceForChange(trx, ownerId, invoiceId);
    const item = await findPricedItem(trx, invoice.id, itemId);
    if (input.type === 'deposit') throw conflict('A line cannot become a deposit: a deposit comes only from a deposit request');
    const plan = planChangeLine(INVOICE_LINES, await listItems(trx, invoice.id), item, input);
    if (!planChanges(plan)) return toItem(item);
    await saveLines(trx, invoice, plan, 'unitPrice');
    await settle(trx, invoice, 'invoice.updated');
    return toItem(plan.changed[0]!.after);
  });
}

/** `DELETE /api/invoices/:id/items/:itemId` (409 for the deposit). */
export async function deleteItem(db: Knex, ownerId: string, invoiceId: string, itemId: string): Promise<void> {
  await db.transaction(async (trx) => {
    const invoice = await loadInvoiceForChange(trx, ownerId, invoiceId);
    const item = await findPricedItem(trx, invoice.id, itemId);
    await saveLines(trx, invoice, planRemoveLine(await listItems(trx, invoice.id), item), 'unitPrice');
    await settle(trx, invoice, 'invoice.updated');
  });
}
