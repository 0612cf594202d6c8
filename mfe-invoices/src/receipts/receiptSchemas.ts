import { calendarDateIn, CreateReceipt, paymentDateProblem } from '@cobber/contracts';

// Loaded with `import()` when a payment form is first checked: the screens that hold these
// forms open without the schema library.

/** The API's payment date, judged against the business's today as the service will. */
function checkedPaymentDate(timeZone: string, today: string) {
  return CreateReceipt.shape.paymentDate.superRefine((sent, ctx) => {
    const problem = paymentDateProblem(calendarDateIn(sent, timeZone), today);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** The receipt schema with the date checked against the business's today. */
export function receiptSchema(timeZone: string, today: string) {
  return CreateReceipt.extend({ paymentDate: checkedPaymentDate(timeZone, today) });
}

/** A payment recorded on an invoice: how much, when and how, and where the receipt goes. */
export function paymentSchema(timeZone: string, today: string) {
  return CreateReceipt.pick({ paymentAmount: true, paymentMethod: true, clientEmail: true, clientPhone: true }).extend({
    paymentDate: checkedPaymentDate(timeZone, today),
  });
}
