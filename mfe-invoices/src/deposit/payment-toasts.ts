import { ApiError } from '@cobber/ui';
import { toast } from '@cobber/ui/widgets';

/** Spec §8: the provider refused the card ('Payment Failed' with its message), or something else went wrong. */
export function paymentFailedToast(providerMessage: string) {
  toast({ title: 'Payment Failed', description: providerMessage, variant: 'destructive' });
}

export function paymentErrorToast() {
  toast({ title: 'Payment Error', description: 'An unexpected error occurred. Please try again.', variant: 'destructive' });
}

/** A failed confirmation through our API: a declined card (402) carries the provider's message. */
export function confirmationFailureToast(error: unknown) {
  if (error instanceof ApiError && error.status === 402 && error.serverMessage) paymentFailedToast(error.serverMessage);
  else paymentErrorToast();
}
