import type { ToastMessage } from '@cobber/ui/toasts';

/**
 * Sending a quote, an invoice or a receipt, or taking a payment, is never kept for later:
 * the client would get it, or be charged, at a moment the owner did not
 * choose. Offline, the button says so instead.
 */
export const OFFLINE_SENDING: ToastMessage = {
  title: "You're offline — sending needs a connection",
  description: 'Nothing was sent. Try again when you have signal.',
  variant: 'destructive',
};

export const OFFLINE_PAYMENT: ToastMessage = {
  title: "You're offline — taking a payment needs a connection",
  description: 'No payment was taken. Try again when you have signal.',
  variant: 'destructive',
};

/** The phone says it has no connection. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
