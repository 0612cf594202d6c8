import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { calendarDateIn, CreateReceipt, paymentDateProblem } from '@cobber/contracts';
import { ApiError } from '@cobber/web';

/** What the receipt forms hold: the API's receipt fields as typed (amounts as text). */
export type ReceiptInput = z.input<typeof CreateReceipt>;

/** The API's payment date, judged against the business's today as the service will. */
export function checkedPaymentDate(timeZone: string, today: string) {
  return CreateReceipt.shape.paymentDate.superRefine((sent, ctx) => {
    const problem = paymentDateProblem(calendarDateIn(sent, timeZone), today);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** The receipt schema with the date checked against the business's today. */
export function receiptSchema(timeZone: string, today: string) {
  return CreateReceipt.extend({ paymentDate: checkedPaymentDate(timeZone, today) });
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
