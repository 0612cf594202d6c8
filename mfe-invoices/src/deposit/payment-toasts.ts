import { toast } from '@cobber/ui/toasts';

/** The provider refused the card ('Payment Failed' with its message), or something else went wrong. */
export function paymentFailedToast(providerMessage: string) {
  toast({ title: 'Payment Failed', description: providerMessage, variant: 'destructive' });
}

export function paymentErrorToast() {
  toast({ title: 'Payment Error', description: 'An unexpected error occurred. Please try again.', variant: 'destructive' });
}
