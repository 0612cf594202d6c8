import {
  formatMoney,
  formatQuantity,
  MAX_ITEMS,
  parseMoney,
  parseQuantity,
  type CreateInvoiceItem,
  type InvoiceItem,
  type UpdateInvoiceItem,
} from '@cobber/contracts';
import { badRequest, conflict, notFound, type Knex } from '@cobber/kit';
import { findBusiness } from '../replica/business-replica.ts';
import { listItems } from './repository.ts';
import { toItem, type InvoiceItemRow } from './rows.ts';
import { assertAmountsOpen, loadInvoiceForChange, settle } from './service.ts';
import { invoiceTotals, lineTotal } from './totals.ts';

const TOO_MANY_ITEMS = `An invoice can have at most ${MAX_ITEMS} items`;

async function applyGSTOf(trx: Knex.Transaction, ownerId: string): Promise<boolean> {
  return (await findBusiness(trx, ownerId)).applyGST;
}

/** `POST /api/invoices/:id/items`: a labour, materials or other line at the end. */
export async function addItem(db: Knex, ownerId: string, invoiceId: string, input: CreateInvoiceItem): Promise<InvoiceItem> {
  return db.transaction(async (trx) => {
    const invoice = await loadInvoiceForChange(trx, ownerId, invoiceId);
    assertAmountsOpen(invoice);
    const items = await listItems(trx, invoice.id);
    if (items.length >= MAX_ITEMS) throw badRequest(TOO_MANY_ITEMS, { description: TOO_MANY_ITEMS });
    const row: InvoiceItemRow = {
      id: crypto.randomUUID(),
      invoice_id: invoice.id,
      position: items.reduce((max, item) => Math.max(max, item.position + 1), 0),
      description: input.description,
      quantity: formatQuantity(input.quantity),
      unit_price: formatMoney(input.unitPrice),
      total_price: lineTotal(input.quantity, input.unitPrice),
      type: input.type,
    };
    invoiceTotals([...items, row], await applyGSTOf(trx, ownerId));
    await trx('invoice_items').insert(row);
    await settle(trx, invoice, 'invoice.updated');
    return toItem(row);
  });
}

async function findItem(trx: Knex.Transaction, invoiceId: string, itemId: string): Promise<InvoiceItemRow> {
  const item: InvoiceItemRow | undefined = await trx('invoice_items').where({ id: itemId, invoice_id: invoiceId }).first();
  if (!item) throw notFound('Item not found');
  return item;
}

/** `PATCH /api/invoices/:id/items/:itemId`: only the fields sent change. */
export async function updateItem(db: Knex, ownerId: string, invoiceId: string, itemId: string, input: UpdateInvoiceItem): Promise<InvoiceItem> {
  return db.transaction(async (trx) => {
    const invoice = await loadInvoiceForChange(trx, ownerId, invoiceId);
    const item = await findItem(trx, invoice.id, itemId);
    if (input.type !== undefined && (input.type === 'deposit') !== (item.type === 'deposit')) {
      throw conflict('A deposit line stays a deposit, and a priced line cannot become one');
    }
    const next: InvoiceItemRow = {
      ...item,
      description: input.description ?? item.description,
      quantity: input.quantity !== undefined ? formatQuantity(input.quantity) : item.quantity,
      unit_price: input.unitPrice !== undefined ? formatMoney(input.unitPrice) : item.unit_price,
      type: input.type ?? item.type,
    };
    next.total_price = lineTotal(parseQuantity(next.quantity), parseMoney(next.unit_price));
    const unchanged = (['description', 'quantity', 'unit_price', 'type'] as const).every((column) => next[column] === item[column]);
    if (unchanged) return toItem(item);
    // Words on a paid invoice may be corrected; its amounts stay as they were paid.
    const priced = next.quantity !== item.quantity || next.unit_price !== item.unit_price || next.type !== item.type;
    if (priced) assertAmountsOpen(invoice);
    const items = await listItems(trx, invoice.id);
    invoiceTotals(items.map((i) => (i.id === item.id ? next : i)), await applyGSTOf(trx, ownerId));
    await trx('invoice_items').where('id', item.id).update(next);
    await settle(trx, invoice, 'invoice.updated');
    return toItem(next);
  });
}

/** `DELETE /api/invoices/:id/items/:itemId`. */
export async function deleteItem(db: Knex, ownerId: string, invoiceId: string, itemId: string): Promise<void> {
  await db.transaction(async (trx) => {
    const invoice = await loadInvoiceForChange(trx, ownerId, invoiceId);
    const item = await findItem(trx, invoice.id, itemId);
    assertAmountsOpen(invoice);
    await trx('invoice_items').where('id', item.id).delete();
    await settle(trx, invoice, 'invoice.updated');
  });
}
