import { ApiError } from '@cobber/web';

/**
 * Why a card was not taken, for the screen to say: the provider's own answer
 * ('Payment Failed' with it), or something unexpected ('Payment Error').
 */
export type CardFailure = { kind: 'declined'; message: string } | { kind: 'error'; message: string };

export const UNEXPECTED_PAYMENT_ERROR = 'An unexpected error occurred. Please try again.';

export const unexpected = (): CardFailure => ({ kind: 'error', message: UNEXPECTED_PAYMENT_ERROR });

/** Our API's answer to a confirmation: a declined card (402) or a payment that can no longer be paid (409) carries its message. */
export function confirmationFailure(error: unknown): CardFailure {
  if (error instanceof ApiError && (error.status === 402 || error.status === 409) && error.serverMessage) {
    return { kind: 'declined', message: error.serverMessage };
  }
  return unexpected();
}
