import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { Invoice, InvoiceItem, PricedItemType, UpdateInvoice } from '@cobber/contracts';
import { parseMoney, parseQuantity } from '@cobber/contracts/display';

/** The edit mode's fields: the invoice's words, its due date and its priced lines. */
export interface EditValues {
  title: string;
  description: string;
  dueDate: string;
  items: Array<{ id: string; description: string; quantity: string; unitPrice: string; type: PricedItemType }>;
}

/** What one Save sends: `PATCH /api/invoices/:id`, the changed fields and, when a line changed, every line. */
export type InvoiceSave = z.input<typeof UpdateInvoice>;

export function editValues(invoice: Invoice, items: InvoiceItem[]): EditValues {
  return {
    title: invoice.title,
    description: invoice.description ?? '',
    dueDate: invoice.dueDate,
    items: items.flatMap(({ id, description, quantity, unitPrice, type }) =>
      type === 'deposit' ? [] : [{ id, description, quantity, unitPrice, type }],
    ),
  };
}

function sameAmount(parse: (text: string) => number, a: string, b: string): boolean {
  try {
    return parse(a) === parse(b);
  } catch {
    return false;
  }
}

function sameLine(a: EditValues['items'][number], b: EditValues['items'][number] | undefined): boolean {
  if (!b) return false;
  return (
    a.description.trim() === b.description.trim() &&
    sameAmount(parseQuantity, a.quantity, b.quantity) &&
    sameAmount(parseMoney, a.unitPrice, b.unitPrice) &&
    a.type === b.type
  );
}

/**
 * Only the fields the owner changed and, when any line changed, the whole list of lines:
 * the server saves it all or nothing, in one call.
 */
export function invoiceChanges(before: EditValues, after: EditValues): InvoiceSave {
  const save: InvoiceSave = {};
  if (after.title.trim() !== before.title.trim()) save.title = after.title;
  if (after.description.trim() !== before.description.trim()) save.description = after.description;
  if (after.dueDate !== before.dueDate) save.dueDate = after.dueDate;
  if (after.items.some((item, index) => !sameLine(item, before.items[index]))) save.items = after.items.map((item) => ({ ...item }));
  return save;
}

/**
 * Checks the edit with the API's own schema (the quote item rules apply to invoice lines),
 * loaded on the first check so Invoice Details opens without the schema library.
 */
export const editResolver: Resolver<EditValues> = async (values) => {
  const { documentFormErrors, UpdateInvoice } = await import('@cobber/contracts');
  const { title, description, dueDate, items } = values;
  const errors = documentFormErrors(UpdateInvoice.safeParse({ title, description, dueDate, items }).error?.issues ?? []);
  return errors ? { values: {}, errors: errors as FieldErrors<EditValues> } : { values, errors: {} };
};
