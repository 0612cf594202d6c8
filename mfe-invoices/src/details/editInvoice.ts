import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { parseMoney, parseQuantity, UpdateInvoice, type Invoice, type InvoiceItem, type PricedItemType } from '@cobber/contracts';

/** The edit mode's fields (spec §2): the invoice's words, its due date and its priced lines. */
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

type EditErrors = Record<string, FieldError | Record<string, FieldError>[]>;

/** An issue at `title` or `items.2.unitPrice`, where the form shows it. */
function addIssue(errors: EditErrors, path: readonly PropertyKey[], error: FieldError): void {
  const [field, index, lineField] = path.map(String);
  if (field === 'items' && lineField !== undefined) {
    const lines = (errors.items ??= []) as Record<string, FieldError>[];
    (lines[Number(index)] ??= {})[lineField] ??= error;
  } else {
    errors[field ?? 'root'] ??= error;
  }
}

/** Checks the edit with the API's own schema (spec §5 "Quote item" rules apply to invoice lines). */
export const editResolver: Resolver<EditValues> = (values) => {
  const errors: EditErrors = {};
  const { title, description, dueDate, items } = values;
  for (const issue of UpdateInvoice.safeParse({ title, description, dueDate, items }).error?.issues ?? []) {
    addIssue(errors, issue.path, { type: issue.code, message: issue.message });
  }
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  return { values: {}, errors: errors as FieldErrors<EditValues> };
};
