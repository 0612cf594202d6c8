import type { DepositPaymentResponse, PaymentsConfig } from '@cobber/contracts';

// The calls the client's deposit payment makes, signed out (plain fetch: the page does not
// download the contracts' zod schemas). The card form itself is @cobber/ui's.

async function call<T>(path: string, init?: { body: unknown }): Promise<T> {
  const response = await fetch(path, {
    method: init ? 'POST' : 'GET',
    ...(init ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(init.body) } : {}),
  });
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  // A refused call carries the service's message (a payment under way for another amount: 409).
  if (!response.ok) throw new Error(body?.error?.message ?? response.statusText);
  return body as T;
}

export const fetchPaymentsConfig = () => call<PaymentsConfig>('/api/payments/config');

/** Starts a payment of what is still due on the requested deposit (or answers the one under way); the service decides the amount. */
export const startDepositPayment = (quoteId: string) =>
  call<DepositPaymentResponse>(`/api/quotes/${encodeURIComponent(quoteId)}/public/deposit-payment`, { body: {} });
