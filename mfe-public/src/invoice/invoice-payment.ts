import type { InvoicePaymentResponse, PaymentsConfig, PublicInvoiceResponse } from '@cobber/contracts';

// The calls the client's invoice payment makes, signed out (plain fetch: the page does not
// download the contracts' zod schemas). The card form itself is @cobber/ui's.

async function call<T>(path: string, init?: { body: unknown }): Promise<T> {
  const response = await fetch(path, {
    method: init ? 'POST' : 'GET',
    cache: 'no-store',
    ...(init ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(init.body) } : {}),
  });
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  // A refused call carries the service's message (more than is owed: 400; a payment under way: 409).
  if (!response.ok) throw new Error(body?.error?.message ?? response.statusText);
  return body as T;
}

export const fetchPaymentsConfig = () => call<PaymentsConfig>('/api/payments/config');

/** Starts a card payment of `amount` ("120.00") on the invoice, or answers the one under way for it. */
export const startInvoicePayment = (invoiceId: string, amount: string) =>
  call<InvoicePaymentResponse>(`/api/invoices/${encodeURIComponent(invoiceId)}/public/payment`, { body: { amount } });

const loadInvoice = (invoiceId: string) => call<PublicInvoiceResponse>(`/api/invoices/${encodeURIComponent(invoiceId)}/public`);

/**
 * The invoice once the payment just taken is counted on it: the receipt is made a moment
 * after the card is charged (by event), so it is asked again until the balance has moved
 * (for at most `waitMs`), then answered as it stands.
 */
export async function invoiceAfterPayment(invoiceId: string, balanceBefore: string, waitMs = 20_000): Promise<PublicInvoiceResponse> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const found = await loadInvoice(invoiceId);
    if (found.invoice.balanceDue !== balanceBefore || found.invoice.status === 'paid' || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 700));
  }
}
