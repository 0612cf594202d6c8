import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { CreateReceipt } from '@cobber/contracts';
import { resolverLater } from '@cobber/ui';
import { ApiError } from '@cobber/web';

/** What the receipt forms hold: the API's receipt fields as typed (amounts as text). */
export type ReceiptInput = z.input<typeof CreateReceipt>;

/** The resolver library and the payment schemas, fetched on a form's first check. */
const checks = () => Promise.all([import('@hookform/resolvers/zod'), import('./receiptSchemas.ts')]);

/** Checks a receipt form with the API's schema, its date against the business's today. */
export function receiptResolver(timeZone: string, today: string) {
  return resolverLater(async () => {
    const [{ zodResolver }, { receiptSchema }] = await checks();
    // raw: the API takes the amounts as typed; the parsed ones are cents.
    return zodResolver(receiptSchema(timeZone, today), undefined, { raw: true });
  });
}

/** Checks a payment recorded on an invoice the same way. */
export function paymentResolver(timeZone: string, today: string) {
  return resolverLater(async () => {
    const [{ zodResolver }, { paymentSchema }] = await checks();
    return zodResolver(paymentSchema(timeZone, today), undefined, { raw: true });
  });
}

/**
 * Puts the server's message under each field it names (a payment more than is owed, a
 * number Cobber cannot text); answers whether it named any of the form's fields.
 */
export function showServerErrors<T extends FieldValues>(form: UseFormReturn<T>, failure: unknown, fields: readonly Path<T>[]): boolean {
  if (!(failure instanceof ApiError)) return false;
  const named = fields.filter((field) => failure.fields[field]);
  for (const field of named) form.setError(field, { type: 'server', message: failure.fields[field] });
  return named.length > 0;
}
