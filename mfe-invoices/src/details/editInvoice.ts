import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import {
  parseMoney,
  parseQuantity,
  UpdateInvoice,
  UpdateInvoiceItem,
  type Invoice,
  type InvoiceItem,
  type PricedItemType,
} from '@cobber/contracts';
import type { InvoiceChanges } from '../common/hooks/invoices.ts';

/** The edit mode's fields (spec §2): the invoice's words, its due date and its priced lines. */
export interface EditValues {
  title: string;
  description: string;
  dueDate: string;
  items: Array<{ id: string; description: string; quantity: string; unitPrice: string; type: PricedItemType }>;
}

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

/** Only what the owner changed, so an untouched line costs no call. */
export function invoiceChanges(before: EditValues, after: EditValues): InvoiceChanges {
  const invoice: InvoiceChanges['invoice'] = {};
  if (after.title.trim() !== before.title.trim()) invoice.title = after.title;
  if (after.description.trim() !== before.description.trim()) invoice.description = after.description;
  if (after.dueDate !== before.dueDate) invoice.dueDate = after.dueDate;
  const items: InvoiceChanges['items'] = [];
  after.items.forEach((item, index) => {
    const old = before.items[index];
    if (!old) return;
    const changes: InvoiceChanges['items'][number]['changes'] = {};
    if (item.description.trim() !== old.description.trim()) changes.description = item.description;
    if (!sameAmount(parseQuantity, item.quantity, old.quantity)) changes.quantity = item.quantity;
    if (!sameAmount(parseMoney, item.unitPrice, old.unitPrice)) changes.unitPrice = item.unitPrice;
    if (item.type !== old.type) changes.type = item.type;
    if (Object.keys(changes).length > 0) items.push({ id: item.id, changes });
  });
  return { invoice, items };
}

/** Checks the edit with the API's own schemas (spec §5 "Quote item" rules apply to invoice lines). */
export const editResolver: Resolver<EditValues> = (values) => {
  const errors: Record<string, FieldError | Record<string, FieldError>[]> = {};
  const { title, description, dueDate } = values;
  for (const issue of UpdateInvoice.safeParse({ title, description, dueDate }).error?.issues ?? []) {
    errors[String(issue.path[0])] ??= { type: issue.code, message: issue.message };
  }
  values.items.forEach(({ description, quantity, unitPrice, type }, index) => {
    for (const issue of UpdateInvoiceItem.safeParse({ description, quantity, unitPrice, type }).error?.issues ?? []) {
      const lines = (errors.items ??= []) as Record<string, FieldError>[];
      (lines[index] ??= {})[String(issue.path[0])] ??= { type: issue.code, message: issue.message };
    }
  });
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  return { values: {}, errors: errors as FieldErrors<EditValues> };
};
