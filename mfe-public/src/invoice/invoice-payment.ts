import type { PublicInvoiceResponse } from '@cobber/contracts';
import { api } from '@cobber/web';
import { inServiceWords } from '../common/card-calls.ts';

export { fetchPaymentsConfig } from '../common/card-calls.ts';

/** Starts a card payment of `amount` ("120.00") on the invoice, or answers the one under way for it. */
export const startInvoicePayment = (invoiceId: string, amount: string) =>
  inServiceWords(api('POST /api/invoices/:id/public/payment', { params: { id: invoiceId }, body: { amount } }));

/**
 * The invoice once the payment just taken is counted on it: the receipt is made a moment
 * after the card is charged (by event), so it is asked again until the balance has moved
 * (for at most `waitMs`), then answered as it stands.
 */
export async function invoiceAfterPayment(invoiceId: string, balanceBefore: string, waitMs = 20_000): Promise<PublicInvoiceResponse> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const found = await api('GET /api/invoices/:id/public', { params: { id: invoiceId } });
    if (found.invoice.balanceDue !== balanceBefore || found.invoice.status === 'paid' || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 700));
  }
}
