import type { ConfirmedPayment, DepositPaymentResponse, PaymentsConfig } from '@cobber/contracts';

// The calls the client's deposit payment makes, signed out (plain fetch: the page does not
// download the contracts' zod schemas).

async function call<T>(path: string, init?: { body: unknown }): Promise<T> {
  const response = await fetch(path, {
    method: init ? 'POST' : 'GET',
    ...(init ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(init.body) } : {}),
  });
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  // A refused call carries the service's message (a declined card: the provider's, 402).
  if (!response.ok) throw new Error(body?.error?.message ?? response.statusText);
  return body as T;
}

export const fetchPaymentsConfig = () => call<PaymentsConfig>('/api/payments/config');

/** Starts a payment of what is still due on the requested deposit; the service decides the amount. */
export const startDepositPayment = (quoteId: string) =>
  call<DepositPaymentResponse>(`/api/quotes/${encodeURIComponent(quoteId)}/public/deposit-payment`, { body: {} });

export interface TestCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** The built-in test provider's "Pay". */
export const confirmTestPayment = (clientSecret: string, card: TestCard) =>
  call<ConfirmedPayment>('/api/payments/test/confirm', { body: { clientSecret, ...card } });
